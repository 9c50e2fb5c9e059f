import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchKey } from '../search-key';

/**
 * Clients. Documents gain a client_id; each keeps its own copy of the client's
 * details as issued. The composite foreign key (workspace_id, client_id) makes a document's
 * client always one of its own workspace's, and (NO ACTION, checked at the end of the
 * statement) refuses deleting a client a document names while still letting a workspace's
 * cascade delete both.
 *
 * The data: one client per workspace and lowercased e-mail, from the existing documents, with
 * the details of that e-mail's most recently updated document; every document is linked.
 */
export class Clients1763800930000 implements MigrationInterface {
  name = 'Clients1763800930000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(`
      CREATE TABLE clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        name text NOT NULL,
        company text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        cc_emails text[] NOT NULL DEFAULT '{}',
        address text,
        phone text,
        mobile text,
        fax text,
        tax_number text,
        notes text,
        currency char(3),
        language text,
        archived_at timestamptz,
        search_key text NOT NULL,
        created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT clients_workspace_id_key UNIQUE (workspace_id, id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX clients_workspace_email ON clients (workspace_id, lower(email)) WHERE email <> ''`,
    );
    await queryRunner.query(
      'CREATE INDEX clients_search_key ON clients USING gin (search_key gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX clients_workspace_name ON clients (workspace_id, name, id)',
    );
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN client_id uuid`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_client_fkey
           FOREIGN KEY (workspace_id, client_id) REFERENCES clients (workspace_id, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_workspace_client ON ${table} (workspace_id, client_id)`,
      );
    }

    // The newest document per (workspace, lowercased e-mail) names the client.
    const sources: {
      workspace_id: string;
      email: string;
      name: string;
      company: string | null;
      address: string | null;
      phone: string | null;
      mobile: string | null;
      fax: string | null;
    }[] = await queryRunner.query(`
      SELECT DISTINCT ON (workspace_id, lower(client_email))
             workspace_id, lower(client_email) AS email, client_name AS name, company, address,
             phone, mobile, fax
        FROM (
          SELECT workspace_id, client_email, client_name, client_company AS company,
                 client_address AS address, NULL AS phone, NULL AS mobile, NULL AS fax, updated_at
            FROM proposals
          UNION ALL
          SELECT workspace_id, client_email, client_name, NULL, client_address,
                 client_phone, client_mobile, client_fax, updated_at
            FROM invoices
        ) documents
       WHERE client_email <> ''
       ORDER BY workspace_id, lower(client_email), updated_at DESC`);
    // One statement for every client, however many documents there are.
    const column = <K extends keyof (typeof sources)[number]>(key: K) =>
      sources.map((source) => source[key]);
    await queryRunner.query(
      `INSERT INTO clients (workspace_id, name, company, email, address, phone, mobile, fax,
                            search_key)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::text[], $9::text[])`,
      [
        column('workspace_id'),
        column('name'),
        sources.map((source) => source.company ?? ''),
        column('email'),
        sources.map((source) => source.address || null),
        column('phone'),
        column('mobile'),
        column('fax'),
        sources.map((source) => searchKey(source.name, source.company, source.email)),
      ],
    );
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(
        `UPDATE ${table} d SET client_id = c.id
           FROM clients c
          WHERE c.workspace_id = d.workspace_id AND c.email <> ''
            AND lower(c.email) = lower(d.client_email)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN client_id`);
    }
    await queryRunner.query('DROP TABLE clients');
  }
}
