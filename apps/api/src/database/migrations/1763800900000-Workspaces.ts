import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows belong to a tenant: each had owner_id → users, now workspace_id. */
const OWNED_TABLES = [
  'proposals',
  'invoices',
  'email_sends',
  'client_links',
  'reminders',
  'notifications',
] as const;

/** What a business holds (plan, usage, billing, reminder settings) moves off the person. */
const MOVED_USER_COLUMNS = `plan, is_subscription_active, plan_start, plan_end,
  proposals_used, proposals_limit, invoices_used, invoices_limit,
  proposals_created, invoices_created,
  stripe_customer_id, stripe_subscription_id, cancel_at_period_end,
  proposal_reminder_days, invoice_reminder_offsets`;

/**
 * The tenant becomes the workspace (a business), and a person its member with a role.
 *
 * Every existing user gets one workspace whose id is the user's own id: each owned row's
 * owner_id then already is its workspace_id, so the move is a rename that cannot lose or
 * misplace a row, and the down migration is the same rename back. New workspaces get random ids.
 */
export class Workspaces1763800900000 implements MigrationInterface {
  name = 'Workspaces1763800900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        address text,
        email text,
        phone text,
        tax_number text,
        payment_terms text,
        plan text NOT NULL DEFAULT 'none' CHECK (plan IN ('trial', 'freelancer', 'business', 'none')),
        is_subscription_active boolean NOT NULL DEFAULT false,
        plan_start timestamptz,
        plan_end timestamptz,
        proposals_used integer NOT NULL DEFAULT 0 CHECK (proposals_used >= 0),
        proposals_limit integer NOT NULL DEFAULT 0 CHECK (proposals_limit >= 0),
        invoices_used integer NOT NULL DEFAULT 0 CHECK (invoices_used >= 0),
        invoices_limit integer NOT NULL DEFAULT 0 CHECK (invoices_limit >= 0),
        proposals_created integer NOT NULL DEFAULT 0 CHECK (proposals_created >= 0),
        invoices_created integer NOT NULL DEFAULT 0 CHECK (invoices_created >= 0),
        stripe_customer_id text,
        stripe_subscription_id text,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        proposal_reminder_days integer[] NOT NULL DEFAULT '{3,7}',
        invoice_reminder_offsets integer[] NOT NULL DEFAULT '{-3,0,7}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Webhooks find their workspace by customer; one customer never belongs to two workspaces.
    await queryRunner.query(
      'CREATE UNIQUE INDEX workspaces_stripe_customer_id_key ON workspaces (stripe_customer_id)',
    );
    await queryRunner.query(`
      CREATE TABLE workspace_members (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, user_id)
      )`);
    await queryRunner.query(
      "CREATE UNIQUE INDEX workspace_members_one_owner ON workspace_members (workspace_id) WHERE role = 'owner'",
    );
    // The session read: a person's memberships, oldest first (the default workspace).
    await queryRunner.query(
      'CREATE INDEX workspace_members_user_idx ON workspace_members (user_id, created_at)',
    );

    // One workspace per user, its profile taken from the sender details of their latest
    // document (what new documents used to prefill from), else named after the person.
    await queryRunner.query(`
      INSERT INTO workspaces (id, name, email, address, phone, tax_number, payment_terms, created_at,
                              ${MOVED_USER_COLUMNS})
      SELECT u.id,
             COALESCE(NULLIF(btrim(latest.name), ''), u.name),
             latest.email, latest.address, latest.phone, latest.tax_number, latest.payment_terms,
             u.created_at,
             ${prefixed('u', MOVED_USER_COLUMNS)}
        FROM users u
        LEFT JOIN LATERAL (
          SELECT company_name AS name, company_email AS email, company_address AS address,
                 company_phone AS phone, NULL::text AS tax_number, payment_terms, created_at
            FROM proposals WHERE owner_id = u.id
          UNION ALL
          SELECT business_name, business_email, business_address, business_phone, business_number,
                 payment_terms, created_at
            FROM invoices WHERE owner_id = u.id
          ORDER BY created_at DESC LIMIT 1
        ) latest ON true`);
    await queryRunner.query(`
      INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
      SELECT id, id, 'owner', created_at FROM users`);

    for (const table of OWNED_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_owner_id_fkey`);
      await queryRunner.query(`ALTER TABLE ${table} RENAME COLUMN owner_id TO workspace_id`);
      await queryRunner.query(`
        ALTER TABLE ${table} ADD CONSTRAINT ${table}_workspace_id_fkey
          FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE`);
    }
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
          ADD COLUMN updated_by_id uuid REFERENCES users (id) ON DELETE SET NULL`);
      await queryRunner.query(
        `UPDATE ${table} SET created_by_id = workspace_id, updated_by_id = workspace_id`,
      );
    }
    await queryRunner.query(
      'ALTER TABLE proposals RENAME CONSTRAINT proposals_owner_number_key TO proposals_workspace_number_key',
    );
    await queryRunner.query(
      'ALTER TABLE invoices RENAME CONSTRAINT invoices_owner_number_key TO invoices_workspace_number_key',
    );
    await queryRunner.query(
      'ALTER INDEX proposals_owner_created_idx RENAME TO proposals_workspace_created_idx',
    );
    await queryRunner.query(
      'ALTER INDEX invoices_owner_created_idx RENAME TO invoices_workspace_created_idx',
    );

    await replaceCounters(queryRunner, 'workspaces', 'workspace_id');
    await queryRunner.query('DROP INDEX users_stripe_customer_id_key');
    await queryRunner.query(
      `ALTER TABLE users ${MOVED_USER_COLUMNS.split(',')
        .map((column) => `DROP COLUMN ${column.trim()}`)
        .join(', ')}, DROP COLUMN role`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN role text NOT NULL DEFAULT 'owner',
        ADD COLUMN plan text NOT NULL DEFAULT 'none' CHECK (plan IN ('trial', 'freelancer', 'business', 'none')),
        ADD COLUMN is_subscription_active boolean NOT NULL DEFAULT false,
        ADD COLUMN plan_start timestamptz,
        ADD COLUMN plan_end timestamptz,
        ADD COLUMN proposals_used integer NOT NULL DEFAULT 0 CHECK (proposals_used >= 0),
        ADD COLUMN proposals_limit integer NOT NULL DEFAULT 0 CHECK (proposals_limit >= 0),
        ADD COLUMN invoices_used integer NOT NULL DEFAULT 0 CHECK (invoices_used >= 0),
        ADD COLUMN invoices_limit integer NOT NULL DEFAULT 0 CHECK (invoices_limit >= 0),
        ADD COLUMN proposals_created integer NOT NULL DEFAULT 0 CHECK (proposals_created >= 0),
        ADD COLUMN invoices_created integer NOT NULL DEFAULT 0 CHECK (invoices_created >= 0),
        ADD COLUMN stripe_customer_id text,
        ADD COLUMN stripe_subscription_id text,
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
        ADD COLUMN proposal_reminder_days integer[] NOT NULL DEFAULT '{3,7}',
        ADD COLUMN invoice_reminder_offsets integer[] NOT NULL DEFAULT '{-3,0,7}'`);
    // Each person gets back the plan of the workspace they own; rows of any other workspace go
    // to its owner, as that is the only person the old schema can give them to.
    await queryRunner.query(`
      UPDATE users u SET (${MOVED_USER_COLUMNS}) = (SELECT ${prefixed('w', MOVED_USER_COLUMNS)}
        FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id AND m.role = 'owner'
       WHERE m.user_id = u.id ORDER BY w.created_at LIMIT 1)
       WHERE EXISTS (SELECT 1 FROM workspace_members m WHERE m.user_id = u.id AND m.role = 'owner')`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX users_stripe_customer_id_key ON users (stripe_customer_id)',
    );
    await replaceCounters(queryRunner, 'users', 'owner_id');

    await queryRunner.query(
      'ALTER INDEX invoices_workspace_created_idx RENAME TO invoices_owner_created_idx',
    );
    await queryRunner.query(
      'ALTER INDEX proposals_workspace_created_idx RENAME TO proposals_owner_created_idx',
    );
    await queryRunner.query(
      'ALTER TABLE invoices RENAME CONSTRAINT invoices_workspace_number_key TO invoices_owner_number_key',
    );
    await queryRunner.query(
      'ALTER TABLE proposals RENAME CONSTRAINT proposals_workspace_number_key TO proposals_owner_number_key',
    );
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN updated_by_id, DROP COLUMN created_by_id`,
      );
    }
    for (const table of OWNED_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_workspace_id_fkey`);
      await queryRunner.query(`
        UPDATE ${table} t SET workspace_id = m.user_id FROM workspace_members m
         WHERE m.workspace_id = t.workspace_id AND m.role = 'owner'`);
      await queryRunner.query(`ALTER TABLE ${table} RENAME COLUMN workspace_id TO owner_id`);
      await queryRunner.query(`
        ALTER TABLE ${table} ADD CONSTRAINT ${table}_owner_id_fkey
          FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE`);
    }
    await queryRunner.query('DROP TABLE workspace_members');
    await queryRunner.query('DROP TABLE workspaces');
  }
}

function prefixed(alias: string, columns: string): string {
  return columns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/** The created counters (see DocumentCounters) count into the tenant's row. */
async function replaceCounters(
  queryRunner: QueryRunner,
  table: 'users' | 'workspaces',
  column: 'owner_id' | 'workspace_id',
): Promise<void> {
  for (const [fn, counter] of [
    ['count_created_proposal', 'proposals_created'],
    ['count_created_invoice', 'invoices_created'],
  ]) {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${table} SET ${counter} = ${counter} + 1 WHERE id = NEW.${column};
        RETURN NULL;
      END $$`);
  }
}
