import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue: a workspace's reusable items. A document line is a copy of an item,
 * never a reference, so items have no foreign keys from documents and can always be deleted.
 * search_key is the folded name and description (accent- and case-insensitive), searched with a
 * trigram index. Timestamps keep milliseconds, as a JavaScript Date does: a keyset cursor on
 * created_at then names the row exactly (with microseconds, rows of the same millisecond would
 * come back on the next page).
 */
export class CatalogueItems1763800940000 implements MigrationInterface {
  name = 'CatalogueItems1763800940000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Also made by the Clients migration; idempotent so this one stands alone.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(`
      CREATE TABLE catalogue_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        unit_price numeric(16,2) NOT NULL CHECK (unit_price >= 0),
        unit text NOT NULL DEFAULT 'item',
        default_quantity integer NOT NULL DEFAULT 1 CHECK (default_quantity >= 1),
        archived_at timestamptz,
        search_key text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX catalogue_items_workspace_idx ON catalogue_items (workspace_id, name)',
    );
    await queryRunner.query(
      'CREATE INDEX catalogue_items_search_idx ON catalogue_items USING gin (search_key gin_trgm_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm stays: the clients index may use it.
    await queryRunner.query('DROP TABLE catalogue_items');
  }
}
