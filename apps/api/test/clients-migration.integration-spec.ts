import { randomUUID } from 'node:crypto';
import { Clients1763800930000 } from '../src/database/migrations/1763800930000-Clients';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The Clients migration on a database that holds documents: one client per
 * workspace and lowercased e-mail, with the newest document's details, every document linked
 * to its own workspace's client, and `down` back to the schema before.
 */
const CLIENTS = migrationTimestamp(Clients1763800930000);

describe('clients migration', () => {
  let db: MigrationHarness;
  const ws = { a: randomUUID(), b: randomUUID() };
  const docs: Record<string, { table: 'proposals' | 'invoices'; workspace: string }> = {};

  async function workspace(id: string, name: string): Promise<void> {
    const user = randomUUID();
    await db.query(`INSERT INTO users (id, name, email, password_hash) VALUES ($1, $2, $3, 'x')`, [
      user,
      name,
      `${name.toLowerCase()}@owner.example`,
    ]);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, $2)`, [id, `${name}'s`]);
    await db.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [id, user],
    );
  }

  async function proposal(
    key: string,
    workspaceId: string,
    client: { name: string; company: string; email: string; address: string | null },
    updatedAt: string,
  ): Promise<void> {
    const id = randomUUID();
    docs[key] = { table: 'proposals', workspace: workspaceId };
    await db.query(
      `INSERT INTO proposals (id, workspace_id, proposal_number, proposal_title, proposal_date,
         client_name, client_company, client_email, client_address, company_name, company_email,
         company_address, payment_terms, services, value, updated_at)
       VALUES ($1, $2, $3, 'Work', '2026-01-01', $4, $5, $6, $7, 'Studio', 's@studio.example',
         '1 Road', 'Net 30', '[{"description":"Work","priceCents":100,"quantity":1}]', 1, $8)`,
      [
        id,
        workspaceId,
        `PROP-${key}`,
        client.name,
        client.company,
        client.email,
        client.address,
        updatedAt,
      ],
    );
    idOf.set(key, id);
  }

  async function invoice(
    key: string,
    workspaceId: string,
    client: { name: string; email: string; address: string; phone: string | null },
    updatedAt: string,
  ): Promise<void> {
    const id = randomUUID();
    docs[key] = { table: 'invoices', workspace: workspaceId };
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         client_phone, payment_terms, line_items, amount, updated_at)
       VALUES ($1, $2, $3, '2026-01-01', 'Studio', 's@studio.example', '1 Road', $4, $5, $6, $7,
         'Net 30', '[{"description":"Work","extraDetails":null,"rateCents":100,"quantity":1}]', 1, $8)`,
      [
        id,
        workspaceId,
        `INV-${key}`,
        client.name,
        client.email,
        client.address,
        client.phone,
        updatedAt,
      ],
    );
    idOf.set(key, id);
  }

  const idOf = new Map<string, string>();

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(CLIENTS - 1);
    await workspace(ws.a, 'Ada');
    await workspace(ws.b, 'Bob');
    // Workspace A: one client written three ways, the invoice the newest; another client.
    await proposal(
      'a1',
      ws.a,
      { name: 'Zażółć Old', company: 'Gęślą', email: 'Hank@Globex.example', address: null },
      '2026-01-01T00:00:00Z',
    );
    await proposal(
      'a2',
      ws.a,
      { name: 'Hank', company: 'Globex', email: 'hank@globex.example', address: '1 Globex Way' },
      '2026-02-01T00:00:00Z',
    );
    await invoice(
      'a3',
      ws.a,
      { name: 'Hank Scorpio', email: 'HANK@globex.example', address: '2 Globex Way', phone: '555' },
      '2026-03-01T00:00:00Z',
    );
    await proposal(
      'a4',
      ws.a,
      { name: 'Marge', company: '', email: 'marge@springfield.example', address: null },
      '2026-01-05T00:00:00Z',
    );
    // Workspace B: the same e-mail is B's own client.
    await invoice(
      'b1',
      ws.b,
      { name: 'Hank at B', email: 'hank@globex.example', address: 'B street', phone: null },
      '2026-01-01T00:00:00Z',
    );
    expect(await db.migrateTo(CLIENTS)).toEqual(['Clients1763800930000']);
  });
  afterAll(() => db?.close());

  const clients = () =>
    db.query<{
      id: string;
      workspace_id: string;
      name: string;
      company: string;
      email: string;
      address: string | null;
      phone: string | null;
      search_key: string;
    }>(
      `SELECT id, workspace_id, name, company, email, address, phone, search_key
         FROM clients ORDER BY workspace_id, email`,
    );

  it('makes one client per workspace and lowercased e-mail, from the newest document', async () => {
    const rows = await clients();
    const byWorkspace = (id: string) =>
      rows
        .filter((row) => row.workspace_id === id)
        .map(({ id: _id, workspace_id: _w, ...rest }) => rest);
    expect(byWorkspace(ws.a)).toEqual([
      {
        name: 'Hank Scorpio',
        company: '',
        email: 'hank@globex.example',
        address: '2 Globex Way',
        phone: '555',
        search_key: 'hank scorpio hank@globex.example',
      },
      {
        name: 'Marge',
        company: '',
        email: 'marge@springfield.example',
        address: null,
        phone: null,
        search_key: 'marge marge@springfield.example',
      },
    ]);
    expect(byWorkspace(ws.b)).toEqual([
      {
        name: 'Hank at B',
        company: '',
        email: 'hank@globex.example',
        address: 'B street',
        phone: null,
        search_key: 'hank at b hank@globex.example',
      },
    ]);
  });

  it("links every document to its own workspace's client, keeping the document's own details", async () => {
    const rows = await clients();
    const clientOf = (workspace: string, email: string) =>
      rows.find((row) => row.workspace_id === workspace && row.email === email)!.id;
    const expected: Record<string, string> = {
      a1: clientOf(ws.a, 'hank@globex.example'),
      a2: clientOf(ws.a, 'hank@globex.example'),
      a3: clientOf(ws.a, 'hank@globex.example'),
      a4: clientOf(ws.a, 'marge@springfield.example'),
      b1: clientOf(ws.b, 'hank@globex.example'),
    };
    for (const [key, { table }] of Object.entries(docs)) {
      const [row] = await db.query<{ client_id: string; client_name: string }>(
        `SELECT client_id, client_name FROM ${table} WHERE id = $1`,
        [idOf.get(key)],
      );
      expect({ key, client: row.client_id }).toEqual({ key, client: expected[key] });
    }
    const [a1] = await db.query<{ client_name: string }>(
      'SELECT client_name FROM proposals WHERE id = $1',
      [idOf.get('a1')],
    );
    expect(a1.client_name).toBe('Zażółć Old');
  });

  it("refuses a document naming another workspace's client", async () => {
    const [bClient] = await db.query<{ id: string }>(
      'SELECT id FROM clients WHERE workspace_id = $1',
      [ws.b],
    );
    await expect(
      db.query('UPDATE proposals SET client_id = $1 WHERE id = $2', [bClient.id, idOf.get('a4')]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('goes back down to the schema before, the documents intact', async () => {
    expect(await db.revertTo(CLIENTS - 1)).toEqual(['Clients1763800930000']);
    const [{ exists }] = await db.query<{ exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_name = 'clients')`,
    );
    expect(exists).toBe(false);
    const columns = await db.query(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'client_id'
          AND table_name IN ('proposals', 'invoices')`,
    );
    expect(columns).toEqual([]);
    const [{ count }] = await db.query<{ count: number }>(
      'SELECT (SELECT count(*) FROM proposals) + (SELECT count(*) FROM invoices) AS count',
    );
    expect(Number(count)).toBe(5);
    // And up again.
    expect(await db.migrateTo(CLIENTS)).toEqual(['Clients1763800930000']);
    expect(await clients()).toHaveLength(3);
  });
});
