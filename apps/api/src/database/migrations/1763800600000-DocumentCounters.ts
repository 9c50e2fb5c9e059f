import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many proposals and invoices each user has ever created (the dashboard's Total Proposals
 * and Total Invoices), which deleted rows can no longer tell. The database keeps the counts:
 * a trigger on every INSERT bumps its owner's counter in the inserting transaction, so a
 * rolled-back insert counts nothing and no code path (api, seed, import, plain SQL) can
 * create a row without counting it. Deletes and updates leave the counters alone.
 */
export class DocumentCounters1763800600000 implements MigrationInterface {
  name = 'DocumentCounters1763800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN proposals_created integer NOT NULL DEFAULT 0 CHECK (proposals_created >= 0),
        ADD COLUMN invoices_created integer NOT NULL DEFAULT 0 CHECK (invoices_created >= 0)`);
    // Rows deleted before now are gone; this period's usage counts creates that were deleted
    // since, so the larger of the two is the closest lower bound.
    await queryRunner.query(`
      UPDATE users u SET
        proposals_created = GREATEST(u.proposals_used,
          (SELECT count(*) FROM proposals p WHERE p.owner_id = u.id)),
        invoices_created = GREATEST(u.invoices_used,
          (SELECT count(*) FROM invoices i WHERE i.owner_id = u.id))`);

    await queryRunner.query(`
      CREATE FUNCTION count_created_proposal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET proposals_created = proposals_created + 1 WHERE id = NEW.owner_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION count_created_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET invoices_created = invoices_created + 1 WHERE id = NEW.owner_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER proposals_count_created AFTER INSERT ON proposals
        FOR EACH ROW EXECUTE FUNCTION count_created_proposal()`);
    await queryRunner.query(`
      CREATE TRIGGER invoices_count_created AFTER INSERT ON invoices
        FOR EACH ROW EXECUTE FUNCTION count_created_invoice()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER invoices_count_created ON invoices');
    await queryRunner.query('DROP TRIGGER proposals_count_created ON proposals');
    await queryRunner.query('DROP FUNCTION count_created_invoice()');
    await queryRunner.query('DROP FUNCTION count_created_proposal()');
    await queryRunner.query(
      'ALTER TABLE users DROP COLUMN invoices_created, DROP COLUMN proposals_created',
    );
  }
}
