import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options';
import {
  MigrationHarness,
  createMigrationHarness,
  migrationClasses,
  migrationName,
  migrationTimestamp,
} from './support/migration-harness';

/**
 * One migration moves every row of today's schema into workspaces without loss. A
 * database is migrated to the last pre-workspaces migration, filled with plain SQL as the app
 * writes it (every table, every column holding data somewhere), migrated the rest of the way,
 * checked row by row against what was there before, then migrated down and checked again.
 */
const BEFORE_WORKSPACES = 1763800840000;
const WORKSPACES = 1763800900000;
const WORKSPACES_MIGRATION = /^\w+1763800900000$/;

/** Tables whose rows belong to one user today and to that user's workspace afterwards. */
const OWNED = [
  'proposals',
  'invoices',
  'email_sends',
  'client_links',
  'reminders',
  'notifications',
] as const;
type OwnedTable = (typeof OWNED)[number];
/** Tables nobody owns: the migration must leave them exactly as they are. */
const UNOWNED = ['stripe_events', 'system_ping'] as const;
const TABLES = ['users', ...OWNED, ...UNOWNED];

/** The users columns that move to the workspace (contract 15, Data). */
const MOVED_TO_WORKSPACE = [
  'plan',
  'is_subscription_active',
  'plan_start',
  'plan_end',
  'proposals_used',
  'proposals_limit',
  'invoices_used',
  'invoices_limit',
  'proposals_created',
  'invoices_created',
  'stripe_customer_id',
  'stripe_subscription_id',
  'cancel_at_period_end',
  'proposal_reminder_days',
  'invoice_reminder_offsets',
];
const USER_KEEPS = ['id', 'email', 'name', 'password_hash', 'created_at', 'updated_at'];
/** Columns the migration adds to each owned table in place of owner_id. */
const ADDED: Record<OwnedTable, string[]> = {
  // client_id: the later Clients migration (clients-migration.integration-spec checks it);
  // proposal_*: the later ProposalInvoices migration (null on every earlier invoice).
  proposals: ['workspace_id', 'created_by_id', 'updated_by_id', 'client_id'],
  invoices: [
    'workspace_id',
    'created_by_id',
    'updated_by_id',
    'client_id',
    'proposal_id',
    'proposal_number',
  ],
  email_sends: ['workspace_id'],
  client_links: ['workspace_id'],
  reminders: ['workspace_id'],
  notifications: ['workspace_id'],
};

type Row = Record<string, unknown>;
/** A table's rows as `to_jsonb` prints them (full precision: microseconds, numeric, bytea), by id. */
type Snapshot = Map<string, Row>;

const pick = (row: Row, keys: string[]): Row =>
  Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
const omit = (row: Row, keys: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

interface SeededUser {
  key: string;
  id: string;
  /** The workspace name the migration must give: latest document's company, else the name. */
  workspaceName: string;
  owns: Record<OwnedTable, string[]>;
}

describe('workspaces migration', () => {
  let db: MigrationHarness;
  const users = new Map<string, SeededUser>();
  let before: Record<string, Snapshot>;
  let shapeBefore: SchemaShape;

  beforeAll(async () => {
    db = await createMigrationHarness();
  });
  afterAll(() => db?.close());

  async function snapshot(table: string): Promise<Snapshot> {
    const rows = await db.query<{ id: string; row: Row }>(
      `SELECT id::text AS id, to_jsonb(t) AS row FROM ${table} t`,
    );
    return new Map(rows.map(({ id, row }) => [id, row]));
  }

  async function snapshotAll(): Promise<Record<string, Snapshot>> {
    const all: Record<string, Snapshot> = {};
    for (const table of TABLES) all[table] = await snapshot(table);
    return all;
  }

  /** Inserts `row` (jsonb values as objects, arrays of scalars as PostgreSQL arrays). */
  async function insert(table: string, row: Row): Promise<void> {
    const columns = Object.keys(row);
    const values = Object.values(row).map((value) =>
      value !== null &&
      typeof value === 'object' &&
      !Buffer.isBuffer(value) &&
      !(Array.isArray(value) && value.every((item) => typeof item !== 'object'))
        ? JSON.stringify(value)
        : value,
    );
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    );
  }

  async function insertOwned(table: OwnedTable, owner: SeededUser, row: Row): Promise<string> {
    const id = randomUUID();
    await insert(table, { id, owner_id: owner.id, ...row });
    owner.owns[table].push(id);
    return id;
  }

  async function seedUser(key: string, workspaceName: string, row: Row): Promise<SeededUser> {
    const user: SeededUser = {
      key,
      id: randomUUID(),
      workspaceName,
      owns: Object.fromEntries(OWNED.map((table) => [table, []])) as unknown as SeededUser['owns'],
    };
    await insert('users', { id: user.id, role: 'owner', ...row });
    users.set(key, user);
    return user;
  }

  const user = (key: string) => users.get(key)!;
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const argon2 = () =>
    `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;

  function proposal(overrides: Row): Row {
    return {
      proposal_title: 'Website redesign',
      proposal_date: '2026-09-01',
      expiration_date: '2026-10-01',
      client_name: 'Hank Scorpio',
      client_company: 'Globex',
      client_email: 'hank@globex.example',
      client_address: '1 Globex Way, Cypress Creek',
      company_name: 'Lovelace Analytical',
      company_email: 'ada@lovelace.example',
      company_address: '12 Analytical St, London',
      company_phone: '+44 20 7946 0000',
      payment_terms: '50% upfront, 50% on delivery',
      additional_terms: 'Two rounds of revisions included.',
      services: [
        { description: 'Discovery workshop', priceCents: 120050, quantity: 1 },
        { description: 'Page templates', priceCents: 35000, quantity: 4 },
      ],
      value: '2600.50',
      ...overrides,
    };
  }

  function invoice(overrides: Row): Row {
    return {
      invoice_date: '2026-09-01',
      due_date: '2026-10-01',
      business_name: 'Lovelace Analytical',
      business_email: 'ada@lovelace.example',
      business_address: '12 Analytical St, London',
      business_phone: '+44 20 7946 0000',
      business_number: 'GB123456789',
      client_name: 'Globex Corporation',
      client_email: 'billing@globex.example',
      client_address: '1 Globex Way, Cypress Creek',
      client_phone: '+1 555 0100',
      client_mobile: '+1 555 0101',
      client_fax: '+1 555 0102',
      payment_terms: 'Net 30',
      notes: 'Thank you for your business.',
      line_items: [
        {
          description: 'Design sprint',
          extraDetails: 'Week of 3 Nov',
          rateCents: 95025,
          quantity: 2,
        },
        { description: 'Hosting', extraDetails: null, rateCents: 1999, quantity: 3 },
      ],
      amount: '1960.47',
      ...overrides,
    };
  }

  /** The content a client answered, stored with its SHA-256 as the app stores it. */
  function answered(title: string, number: string): Row {
    const snapshot = {
      kind: 'Proposal',
      title,
      number,
      dates: [{ label: 'Date', value: 'September 20, 2026' }],
      from: { heading: 'From', name: 'Lovelace Analytical', lines: ['12 Analytical St, London'] },
      to: { heading: 'Prepared for', name: 'Hank Scorpio', lines: ['Globex'] },
      unitLabel: 'Price',
      lines: [{ description: 'Brand workshop', quantity: 2, unitPrice: 1500, total: 3000 }],
      total: 3000,
      sections: [{ title: 'Payment terms', body: 'Net 15' }],
    };
    return {
      answered_snapshot: snapshot,
      answered_snapshot_sha256: createHash('sha256').update(JSON.stringify(snapshot)).digest('hex'),
    };
  }

  function link(overrides: Row): Row {
    return {
      token_hash: randomBytes(32),
      sealed_token: randomBytes(60).toString('base64url'),
      ...overrides,
    };
  }

  /** Today's schema as the app writes it: several users, rows in every table. */
  async function seed(): Promise<void> {
    const ada = await seedUser('ada', 'Lovelace Analytical Engines Ltd', {
      email: 'ada@lovelace.example',
      name: 'Ada Lovelace',
      password_hash: argon2(),
      plan: 'business',
      is_subscription_active: true,
      plan_start: '2026-10-20T10:00:00.123456Z',
      plan_end: '2026-11-19T10:00:00.123456Z',
      proposals_limit: 100,
      invoices_limit: 100,
      stripe_customer_id: 'cus_R8adaLovelace01',
      stripe_subscription_id: 'sub_1QAdaBusiness0001',
      cancel_at_period_end: true,
      proposal_reminder_days: [2, 5, 10],
      invoice_reminder_offsets: [-5, 0, 3, 14],
      created_at: '2026-09-01T08:00:00.000001Z',
      updated_at: '2026-10-20T10:00:01.5Z',
    });
    const grace = await seedUser('grace', 'Hopper & Co. Consulting', {
      email: 'grace@hopper.example',
      name: 'Grace Hopper',
      password_hash: argon2(),
      plan: 'trial',
      is_subscription_active: true,
      plan_start: '2026-11-09T12:30:00Z',
      plan_end: '2026-11-16T12:30:00Z',
      proposals_limit: 5,
      invoices_limit: 5,
      created_at: '2026-11-09T12:30:00Z',
      updated_at: '2026-11-09T12:30:00Z',
    });
    await seedUser('linus', 'Linus Torvalds', {
      email: 'linus@kernel.example',
      name: 'Linus Torvalds',
      password_hash: argon2(),
      plan: 'none',
      is_subscription_active: false,
      plan_start: '2026-08-01T07:00:00Z',
      plan_end: '2026-08-08T07:00:00Z',
      stripe_customer_id: 'cus_R8linusNeverPaid',
      proposal_reminder_days: [],
      created_at: '2026-08-01T07:00:00Z',
      updated_at: '2026-08-09T00:00:00Z',
    });
    const katherine = await seedUser('katherine', 'K. Johnson Orbital', {
      email: 'katherine@orbital.example',
      name: 'Katherine Johnson',
      password_hash: argon2(),
      plan: 'freelancer',
      is_subscription_active: false,
      plan_start: '2026-07-01T09:00:00Z',
      plan_end: '2026-07-31T09:00:00Z',
      proposals_limit: 50,
      invoices_limit: 50,
      stripe_customer_id: 'cus_R8katherineJ',
      stripe_subscription_id: 'sub_1QKatFreelancer01',
      created_at: '2026-06-30T18:00:00Z',
      updated_at: '2026-07-31T09:00:05Z',
    });

    // Ada: proposals in every status, invoices in every status; her latest document is an
    // invoice under a new business name (latest by created_at and by updated_at alike).
    const adaRejected = await insertOwned(
      'proposals',
      ada,
      proposal({
        proposal_number: 'PROP-1757059200000',
        proposal_title: 'Intranet audit',
        status: 'rejected',
        reminders_enabled: false,
        responded_at: '2026-09-12T15:04:05.678901Z',
        response_ip_hash: hex(32),
        decline_reason: 'Budget moved to next year.',
        created_at: '2026-09-05T09:00:00Z',
        updated_at: '2026-09-12T15:04:05.678901Z',
      }),
    );
    const adaAccepted = await insertOwned(
      'proposals',
      ada,
      proposal({
        proposal_number: 'PROP-1758358800000',
        proposal_title: 'Brand refresh',
        proposal_date: '2026-09-20',
        expiration_date: '2026-10-20',
        payment_terms: 'Net 15',
        services: [{ description: 'Brand workshop', priceCents: 150000, quantity: 2 }],
        value: '3000.00',
        status: 'accepted',
        responded_at: '2026-09-22T11:00:00.000002Z',
        accepted_by_name: 'Hank Scorpio',
        response_ip_hash: hex(32),
        scope: 'A two-day workshop and a new logo, palette and type system.',
        ...answered('Brand refresh', 'PROP-1758358800000'),
        created_at: '2026-09-20T09:00:00Z',
        updated_at: '2026-09-22T11:00:00.000002Z',
      }),
    );
    const adaSent = await insertOwned(
      'proposals',
      ada,
      proposal({
        proposal_number: 'PROP-1760086800000',
        proposal_title: 'Mobile app',
        proposal_date: '2026-10-10',
        expiration_date: null,
        client_address: null,
        company_phone: null,
        additional_terms: null,
        value: '12000.00',
        services: [{ description: 'iOS and Android app', priceCents: 1200000, quantity: 1 }],
        status: 'sent',
        created_at: '2026-10-10T09:00:00Z',
        updated_at: '2026-10-10T09:30:00Z',
      }),
    );
    await insertOwned(
      'proposals',
      ada,
      proposal({
        proposal_number: 'PROP-1761382800000',
        proposal_title: 'Maintenance retainer',
        proposal_date: '2026-10-25',
        expiration_date: '2026-11-25',
        status: 'draft',
        created_at: '2026-10-25T09:00:00Z',
        updated_at: '2026-10-25T09:00:00Z',
      }),
    );
    await insertOwned(
      'invoices',
      ada,
      invoice({
        invoice_number: 'INV-1758790800000',
        invoice_date: '2026-09-25',
        due_date: '2026-10-10',
        status: 'paid',
        created_at: '2026-09-25T09:00:00Z',
        updated_at: '2026-10-09T17:00:00Z',
      }),
    );
    const adaOverdue = await insertOwned(
      'invoices',
      ada,
      invoice({
        invoice_number: 'INV-1759309200000',
        invoice_date: '2026-10-01',
        due_date: '2026-10-31',
        status: 'overdue',
        created_at: '2026-10-01T09:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      }),
    );
    const adaSentInvoice = await insertOwned(
      'invoices',
      ada,
      invoice({
        invoice_number: 'INV-1760518800000',
        invoice_date: '2026-10-15',
        due_date: null,
        business_phone: null,
        business_number: null,
        client_phone: null,
        client_mobile: null,
        client_fax: null,
        notes: null,
        status: 'sent',
        amount: '0.00',
        line_items: [
          { description: 'Goodwill fix', extraDetails: null, rateCents: 0, quantity: 1 },
        ],
        created_at: '2026-10-15T09:00:00Z',
        updated_at: '2026-10-15T09:05:00Z',
      }),
    );
    await insertOwned(
      'invoices',
      ada,
      invoice({
        invoice_number: 'INV-1762074000000',
        invoice_date: '2026-11-02',
        due_date: '2026-12-02',
        business_name: 'Lovelace Analytical Engines Ltd',
        status: 'draft',
        created_at: '2026-11-02T09:00:00Z',
        updated_at: '2026-11-02T09:00:00Z',
      }),
    );

    await insertOwned('email_sends', ada, {
      document_kind: 'proposal',
      document_id: adaSent,
      recipient: 'hank@globex.example',
      subject: 'Proposal: Mobile app',
      status: 'sent',
      attempts: 1,
      tracking_token: hex(24),
      open_count: 2,
      first_opened_at: '2026-10-10T10:00:00.000123Z',
      last_opened_at: '2026-10-11T08:00:00Z',
      cc: ['pm@globex.example', 'cfo@globex.example'],
      message: 'Hi Hank,\nhere is the proposal we discussed.',
      created_at: '2026-10-10T09:30:00Z',
      sent_at: '2026-10-10T09:30:02Z',
    });
    await insertOwned('email_sends', ada, {
      document_kind: 'proposal',
      document_id: adaAccepted,
      recipient: 'hank@globex.example',
      subject: 'Proposal: Brand refresh',
      status: 'sent',
      attempts: 1,
      tracking_token: hex(24),
      open_count: 1,
      first_opened_at: '2026-09-21T08:00:00Z',
      last_opened_at: '2026-09-21T08:00:00Z',
      created_at: '2026-09-20T10:00:00Z',
      sent_at: '2026-09-20T10:00:01Z',
    });
    await insertOwned('email_sends', ada, {
      document_kind: 'invoice',
      document_id: adaSentInvoice,
      recipient: 'billing@globex.example',
      subject: 'Invoice: INV-1760518800000',
      status: 'failed',
      error: '550 5.1.1 Mailbox unavailable',
      attempts: 3,
      tracking_token: hex(24),
      created_at: '2026-10-15T09:05:00Z',
    });
    await insertOwned('email_sends', ada, {
      document_kind: 'invoice',
      document_id: adaOverdue,
      recipient: 'billing@globex.example',
      subject: 'Invoice: INV-1759309200000',
      tracking_token: hex(24),
      created_at: '2026-11-20T12:00:00Z',
    });

    await insertOwned(
      'client_links',
      ada,
      link({
        document_kind: 'proposal',
        document_id: adaSent,
        revoked_at: '2026-10-10T09:20:00Z',
        view_count: 1,
        first_viewed_at: '2026-10-10T09:15:00Z',
        last_viewed_at: '2026-10-10T09:15:00Z',
        last_viewer_ip_hash: hex(32),
        created_at: '2026-10-10T09:10:00Z',
      }),
    );
    await insertOwned(
      'client_links',
      ada,
      link({
        document_kind: 'proposal',
        document_id: adaSent,
        expires_at: '2026-12-10T09:30:00Z',
        view_count: 3,
        first_viewed_at: '2026-10-10T10:00:00Z',
        last_viewed_at: '2026-10-12T16:45:00.999999Z',
        last_viewer_ip_hash: hex(32),
        created_at: '2026-10-10T09:30:00Z',
      }),
    );
    await insertOwned(
      'client_links',
      ada,
      link({
        document_kind: 'proposal',
        document_id: adaAccepted,
        view_count: 2,
        first_viewed_at: '2026-09-21T08:00:00Z',
        last_viewed_at: '2026-09-22T11:00:00Z',
        last_viewer_ip_hash: hex(32),
        created_at: '2026-09-20T10:00:00Z',
      }),
    );
    await insertOwned(
      'client_links',
      ada,
      link({
        document_kind: 'invoice',
        document_id: adaOverdue,
        created_at: '2026-11-20T12:00:00Z',
      }),
    );

    await insertOwned('reminders', ada, {
      document_kind: 'proposal',
      document_id: adaSent,
      step: 0,
      day: '2026-10-12',
      recipient: 'hank@globex.example',
      status: 'sent',
      created_at: '2026-10-12T06:00:00Z',
      sent_at: '2026-10-12T06:00:03Z',
    });
    await insertOwned('reminders', ada, {
      document_kind: 'proposal',
      document_id: adaSent,
      step: 1,
      day: '2026-10-15',
      recipient: 'hank@globex.example',
      created_at: '2026-10-15T06:00:00Z',
    });
    await insertOwned('reminders', ada, {
      document_kind: 'invoice',
      document_id: adaOverdue,
      step: 0,
      day: '2026-10-26',
      recipient: 'billing@globex.example',
      status: 'sent',
      created_at: '2026-10-26T06:00:00Z',
      sent_at: '2026-10-26T06:00:02Z',
    });
    await insertOwned('reminders', ada, {
      document_kind: 'invoice',
      document_id: adaOverdue,
      step: 1,
      day: '2026-10-31',
      recipient: 'billing@globex.example',
      status: 'failed',
      error: 'Connection timeout',
      created_at: '2026-10-31T06:00:00Z',
    });

    await insertOwned('notifications', ada, {
      document_kind: 'proposal',
      document_id: adaAccepted,
      message: 'Hank Scorpio accepted your proposal "Brand refresh".',
      seen_at: '2026-09-22T12:00:00Z',
      emailed_at: '2026-09-22T11:00:05Z',
      created_at: '2026-09-22T11:00:00.000002Z',
    });
    await insertOwned('notifications', ada, {
      document_kind: 'proposal',
      document_id: adaRejected,
      message: 'Hank Scorpio declined your proposal "Intranet audit".',
      emailed_at: '2026-09-12T15:04:10Z',
      created_at: '2026-09-12T15:04:05.678901Z',
    });

    // Grace, on the trial: drafts only; her latest document is a proposal.
    await insertOwned(
      'invoices',
      grace,
      invoice({
        invoice_number: 'INV-1762776000000',
        invoice_date: '2026-11-10',
        due_date: '2026-11-24',
        business_name: 'Grace Hopper',
        business_email: 'grace@hopper.example',
        status: 'draft',
        created_at: '2026-11-10T12:00:00Z',
        updated_at: '2026-11-10T12:00:00Z',
      }),
    );
    await insertOwned(
      'proposals',
      grace,
      proposal({
        proposal_number: 'PROP-1762948800000',
        proposal_title: 'Compiler training',
        proposal_date: '2026-11-12',
        expiration_date: '2026-11-30',
        company_name: 'Hopper Consulting',
        company_email: 'grace@hopper.example',
        created_at: '2026-11-12T12:00:00Z',
        updated_at: '2026-11-12T12:00:00Z',
      }),
    );
    await insertOwned(
      'proposals',
      grace,
      proposal({
        proposal_number: 'PROP-1763121600000',
        proposal_title: 'COBOL migration',
        proposal_date: '2026-11-14',
        expiration_date: '2026-11-30',
        company_name: 'Hopper & Co. Consulting',
        company_email: 'grace@hopper.example',
        created_at: '2026-11-14T12:00:00Z',
        updated_at: '2026-11-14T12:00:00Z',
      }),
    );

    // Katherine, whose Freelancer plan lapsed: one declined proposal, one overdue invoice.
    const katProposal = await insertOwned(
      'proposals',
      katherine,
      proposal({
        proposal_number: 'PROP-1754816400000',
        proposal_title: 'Trajectory analysis',
        proposal_date: '2026-08-10',
        expiration_date: '2026-09-10',
        client_name: 'Dorothy Vaughan',
        client_company: 'Langley Research',
        client_email: 'dorothy@langley.example',
        company_name: 'Johnson Orbital Mechanics',
        company_email: 'katherine@orbital.example',
        status: 'rejected',
        responded_at: '2026-08-20T10:00:00Z',
        response_ip_hash: hex(32),
        created_at: '2026-08-10T09:00:00Z',
        updated_at: '2026-08-20T10:00:00Z',
      }),
    );
    const katInvoice = await insertOwned(
      'invoices',
      katherine,
      invoice({
        invoice_number: 'INV-1756544400000',
        invoice_date: '2026-08-30',
        due_date: '2026-09-13',
        business_name: 'K. Johnson Orbital',
        business_email: 'katherine@orbital.example',
        client_name: 'Langley Research',
        client_email: 'accounts@langley.example',
        status: 'overdue',
        created_at: '2026-08-30T09:00:00Z',
        updated_at: '2026-09-14T00:00:00Z',
      }),
    );
    await insertOwned('email_sends', katherine, {
      document_kind: 'proposal',
      document_id: katProposal,
      recipient: 'dorothy@langley.example',
      subject: 'Proposal: Trajectory analysis',
      status: 'sent',
      attempts: 2,
      tracking_token: hex(24),
      open_count: 4,
      first_opened_at: '2026-08-11T09:00:00Z',
      last_opened_at: '2026-08-19T09:00:00Z',
      cc: ['mary@langley.example'],
      created_at: '2026-08-10T09:30:00Z',
      sent_at: '2026-08-10T09:31:00Z',
    });
    await insertOwned(
      'client_links',
      katherine,
      link({
        document_kind: 'proposal',
        document_id: katProposal,
        expires_at: '2026-09-10T09:30:00Z',
        view_count: 5,
        first_viewed_at: '2026-08-11T09:00:00Z',
        last_viewed_at: '2026-08-20T10:00:00Z',
        last_viewer_ip_hash: hex(32),
        created_at: '2026-08-10T09:30:00Z',
      }),
    );
    await insertOwned('reminders', katherine, {
      document_kind: 'proposal',
      document_id: katProposal,
      step: 0,
      day: '2026-08-13',
      recipient: 'dorothy@langley.example',
      status: 'cancelled',
      created_at: '2026-08-13T06:00:00Z',
    });
    await insertOwned('reminders', katherine, {
      document_kind: 'invoice',
      document_id: katInvoice,
      step: 0,
      day: '2026-09-10',
      recipient: 'accounts@langley.example',
      status: 'failed',
      error: '421 Try again later',
      created_at: '2026-09-10T06:00:00Z',
    });
    await insertOwned('notifications', katherine, {
      document_kind: 'proposal',
      document_id: katProposal,
      message: 'Dorothy Vaughan declined your proposal "Trajectory analysis".',
      created_at: '2026-08-20T10:00:00Z',
    });

    // The insert triggers counted the rows above; the counters say what really happened,
    // deleted documents included (Linus made three and deleted them).
    const counters: [SeededUser, number, number, number, number][] = [
      [ada, 11, 9, 4, 3],
      [grace, 2, 1, 2, 1],
      [user('linus'), 3, 0, 0, 0],
      [katherine, 6, 4, 1, 1],
    ];
    for (const [owner, proposalsCreated, invoicesCreated, proposalsUsed, invoicesUsed] of counters)
      await db.query(
        `UPDATE users SET proposals_created = $2, invoices_created = $3,
           proposals_used = $4, invoices_used = $5 WHERE id = $1`,
        [owner.id, proposalsCreated, invoicesCreated, proposalsUsed, invoicesUsed],
      );

    await insert('stripe_events', {
      id: 'evt_1QAdaCheckoutDone',
      type: 'checkout.session.completed',
      processed_at: '2026-10-20T10:00:01.25Z',
    });
    await insert('stripe_events', { id: 'evt_1QAdaInvoicePaid', type: 'invoice.paid' });
    await insert('stripe_events', {
      id: 'evt_1QKatSubDeleted',
      type: 'customer.subscription.deleted',
      processed_at: '2026-07-31T09:00:05Z',
    });
    await insert('system_ping', {
      requested_at: '2026-11-20T06:00:00Z',
      processed_at: '2026-11-20T06:00:00.2Z',
      processed_by: 'worker-1',
    });
    await insert('system_ping', { requested_at: '2026-11-21T06:00:00Z' });
  }

  /** The workspace each user owns, read through workspace_members. */
  async function ownedWorkspaces(): Promise<Map<string, Row>> {
    const rows = await db.query<{ user_id: string; workspace: Row }>(
      `SELECT m.user_id, to_jsonb(w) AS workspace
         FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.role = 'owner'`,
    );
    return new Map(rows.map((row) => [row.user_id, row.workspace]));
  }

  it('fills every table and column of the pre-workspaces schema', async () => {
    const applied = await db.migrateTo(BEFORE_WORKSPACES);
    expect(applied.at(-1)).toBe('ProposalScope1763800840000');
    expect(applied).not.toContainEqual(expect.stringMatching(WORKSPACES_MIGRATION));

    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual([...TABLES].sort());

    await seed();
    shapeBefore = await schemaShape(db);
    before = await snapshotAll();

    const userColumns = Object.keys(before.users.values().next().value!);
    expect(userColumns.sort()).toEqual([...MOVED_TO_WORKSPACE, ...USER_KEEPS, 'role'].sort());
    // Every column holds data in some row, so a column the migration loses shows up.
    for (const table of TABLES) {
      const rows = [...before[table].values()];
      expect({ table, rows: rows.length > 0 }).toEqual({ table, rows: true });
      const empty = Object.keys(rows[0]).filter((column) =>
        rows.every((row) => row[column] === null),
      );
      expect({ table, empty }).toEqual({ table, empty: [] });
    }
    // What each user owns is what the seed recorded.
    for (const table of OWNED) {
      for (const { id, owns } of users.values()) {
        const owned = [...before[table].values()].filter((row) => row.owner_id === id);
        expect(owned.map((row) => row.id).sort()).toEqual([...owns[table]].sort());
      }
    }
    expect(user('linus').owns).toEqual(Object.fromEntries(OWNED.map((table) => [table, []])));
  });

  it('knows every migration the app runs', async () => {
    const dataSource = new DataSource(typeOrmOptions(db.url, 1));
    await dataSource.initialize();
    try {
      const appNames = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
      expect(migrationClasses().map(migrationName).sort()).toEqual(appNames.sort());
    } finally {
      await dataSource.destroy();
    }
  });

  // Up to the workspaces migration only: later ones change the rows for their own reasons
  // (clients, money in minor units) and are tested on data of their own.
  it('applies the migrations up to the workspaces one', async () => {
    const applied = await db.migrateTo(WORKSPACES);
    expect(applied).toContainEqual(expect.stringMatching(WORKSPACES_MIGRATION));
    expect(await db.applied()).toEqual(
      migrationClasses()
        .filter((migration) => migrationTimestamp(migration) <= WORKSPACES)
        .map(migrationName),
    );
  });

  it('gives each user exactly one workspace, which they own', async () => {
    const members = await db.query<{ workspace_id: string; user_id: string; role: string }>(
      'SELECT workspace_id::text, user_id::text, role FROM workspace_members',
    );
    const workspaces = await db.query<{ id: string }>('SELECT id::text FROM workspaces');
    expect(workspaces).toHaveLength(users.size);
    expect(members).toHaveLength(users.size);
    for (const { id } of users.values())
      expect(members.filter((m) => m.user_id === id).map((m) => m.role)).toEqual(['owner']);
    expect(new Set(members.map((m) => m.workspace_id)).size).toBe(users.size);
  });

  it("carries the user's plan, usage, Stripe ids and reminder settings on the workspace", async () => {
    const workspaces = await ownedWorkspaces();
    for (const { key, id } of users.values()) {
      const former = before.users.get(id)!;
      expect({ key, ...pick(workspaces.get(id)!, MOVED_TO_WORKSPACE) }).toEqual({
        key,
        ...pick(former, MOVED_TO_WORKSPACE),
      });
    }
  });

  it("names each workspace after the latest document's company, else the user", async () => {
    const workspaces = await ownedWorkspaces();
    for (const { key, id, workspaceName } of users.values())
      expect({ key, name: workspaces.get(id)!.name }).toEqual({ key, name: workspaceName });
  });

  it('keeps only the personal columns on users, with their values', async () => {
    const after = await snapshot('users');
    expect([...after.keys()].sort()).toEqual([...before.users.keys()].sort());
    for (const [id, row] of before.users) expect(after.get(id)).toEqual(pick(row, USER_KEEPS));
  });

  it.each(OWNED)(
    "moves every %s row, unchanged, into its former owner's workspace",
    async (table) => {
      const workspaces = await ownedWorkspaces();
      const after = await snapshot(table);
      expect([...after.keys()].sort()).toEqual([...before[table].keys()].sort());
      for (const [id, row] of before[table]) {
        const moved = after.get(id)!;
        expect(omit(moved, ADDED[table])).toEqual(omit(row, ['owner_id']));
        expect({ id, workspace: moved.workspace_id }).toEqual({
          id,
          workspace: workspaces.get(row.owner_id as string)!.id,
        });
      }
    },
  );

  it('keeps each row reachable by its former owner through their membership', async () => {
    for (const { key, id, owns } of users.values()) {
      for (const table of OWNED) {
        const reachable = await db.query<{ id: string }>(
          `SELECT t.id::text FROM ${table} t
             JOIN workspace_members m ON m.workspace_id = t.workspace_id
            WHERE m.user_id = $1`,
          [id],
        );
        expect({ key, table, ids: reachable.map((r) => r.id).sort() }).toEqual({
          key,
          table,
          ids: [...owns[table]].sort(),
        });
      }
    }
  });

  it('records the former owner as creator and last editor of proposals and invoices', async () => {
    for (const table of ['proposals', 'invoices'] as const) {
      const rows = await db.query<{ id: string; created_by_id: string; updated_by_id: string }>(
        `SELECT id::text, created_by_id::text, updated_by_id::text FROM ${table}`,
      );
      for (const row of rows) {
        const owner = before[table].get(row.id)!.owner_id;
        expect(row).toEqual({ id: row.id, created_by_id: owner, updated_by_id: owner });
      }
    }
  });

  it('leaves the tables nobody owns as they were', async () => {
    for (const table of UNOWNED) expect(await snapshot(table)).toEqual(before[table]);
  });

  it('allows one owner per workspace', async () => {
    const workspaces = await ownedWorkspaces();
    await expect(
      db.query(
        `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`,
        [workspaces.get(user('ada').id)!.id, user('grace').id],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('counts a proposal and an invoice created afterwards into their workspace', async () => {
    const ada = user('ada');
    const workspaces = await ownedWorkspaces();
    const workspaceId = workspaces.get(ada.id)!.id as string;
    const counts = async () =>
      db.query<{ id: string; proposals_created: number; invoices_created: number }>(
        'SELECT id::text, proposals_created, invoices_created FROM workspaces ORDER BY id',
      );
    const was = await counts();

    await insert('proposals', {
      ...proposal({ proposal_number: 'PROP-1763900000000', proposal_date: '2026-11-23' }),
      expiration_date: null,
      workspace_id: workspaceId,
      created_by_id: ada.id,
      updated_by_id: ada.id,
    });
    await insert('invoices', {
      ...invoice({ invoice_number: 'INV-1763900000000', invoice_date: '2026-11-23' }),
      due_date: null,
      workspace_id: workspaceId,
      created_by_id: ada.id,
      updated_by_id: ada.id,
    });

    expect(await counts()).toEqual(
      was.map((row) =>
        row.id === workspaceId
          ? {
              ...row,
              proposals_created: row.proposals_created + 1,
              invoices_created: row.invoices_created + 1,
            }
          : row,
      ),
    );
  });

  it('reverts to the old tables, columns, constraints, indexes and triggers', async () => {
    const reverted = await db.revertTo(BEFORE_WORKSPACES);
    expect(reverted.at(-1)).toMatch(WORKSPACES_MIGRATION);
    expect(await schemaShape(db)).toEqual(shapeBefore);
  });

  it('puts every row back with its owner, and the plan and usage back on users', async () => {
    const ada = user('ada');
    const after = await snapshotAll();
    // The proposal and invoice created while on workspaces go back to the workspace's owner.
    for (const table of ['proposals', 'invoices']) {
      const added = [...after[table].values()].filter(
        (row) => !before[table].has(row.id as string),
      );
      expect(added.map((row) => row.owner_id)).toEqual([ada.id]);
      for (const row of added) after[table].delete(row.id as string);
    }
    const adaBefore = before.users.get(ada.id)!;
    const expectedUsers = new Map(before.users);
    expectedUsers.set(ada.id, {
      ...adaBefore,
      proposals_created: (adaBefore.proposals_created as number) + 1,
      invoices_created: (adaBefore.invoices_created as number) + 1,
    });
    expect(after).toEqual({ ...before, users: expectedUsers });

    // The counting triggers count into users again.
    await insert('proposals', {
      ...proposal({ proposal_number: 'PROP-1763900000001' }),
      id: randomUUID(),
      owner_id: ada.id,
    });
    const [{ proposals_created }] = await db.query<{ proposals_created: number }>(
      'SELECT proposals_created FROM users WHERE id = $1',
      [ada.id],
    );
    expect(proposals_created).toBe((adaBefore.proposals_created as number) + 2);
  });

  it('migrates up again after down, and on to the latest', async () => {
    expect(await db.migrateAll()).toContainEqual(expect.stringMatching(WORKSPACES_MIGRATION));
    expect(await db.applied()).toEqual(migrationClasses().map(migrationName));
    expect(await ownedWorkspaces()).toHaveProperty('size', users.size);
  });
});

/** What `down` must restore: every column, constraint, index, trigger and function by name. */
interface SchemaShape {
  columns: Row[];
  constraints: Row[];
  indexes: Row[];
  triggers: Row[];
  functions: Row[];
}

async function schemaShape(db: MigrationHarness): Promise<SchemaShape> {
  return {
    columns: await db.query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, column_name`,
    ),
    constraints: await db.query(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        ORDER BY 1, 2`,
    ),
    indexes: await db.query(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
        ORDER BY tablename, indexname`,
    ),
    triggers: await db.query(
      `SELECT event_object_table, trigger_name, event_manipulation, action_timing, action_statement
         FROM information_schema.triggers WHERE trigger_schema = 'public'
        ORDER BY 1, 2, 3`,
    ),
    functions: await db.query(
      // Extensions' functions left out: TypeORM installs uuid-ossp when a DataSource with the
      // entities connects, which says nothing about the migrations.
      `SELECT proname FROM pg_proc p WHERE pronamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
        ORDER BY proname`,
    ),
  };
}
