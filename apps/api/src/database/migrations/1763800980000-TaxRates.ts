import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Workspace tax rates. The rate is an integer of thousandths of a percent (9.975% is
 * 9975), the unit libs/domain's document math computes in, so no float ever holds a rate.
 * Names are unique per workspace among the rates in use (archived ones may repeat a name).
 */
export class TaxRates1763800980000 implements MigrationInterface {
  name = 'TaxRates1763800980000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tax_rates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        name text NOT NULL,
        rate_thousandths integer NOT NULL CHECK (rate_thousandths BETWEEN 0 AND 100000),
        archived_at timestamptz,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX tax_rates_workspace_name ON tax_rates (workspace_id, lower(name))
        WHERE archived_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tax_rates');
  }
}
