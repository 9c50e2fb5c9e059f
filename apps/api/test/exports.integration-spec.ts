import { Messages } from '@dealdraft/domain';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const BOM = '\uFEFF';

/** CSV exports: UTF-8 with BOM, CRLF, formula-safe cells, one workspace's rows. */
describe('CSV exports', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '500' });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    for (const user of [owner, other]) await ctx.upgrade(user);
    await ctx.create(
      owner,
      'proposals',
      proposalPayload({
        proposalNumber: 'PROP-CSV-1',
        clientName: "=cmd|' /C calc'!A0",
        clientCompany: 'Zażółć, "Gęślą" & Co',
        clientEmail: 'evil@example.com',
        services: [
          { description: '@SUM(A1:A9)', price: 1200.5, quantity: 1 },
          { description: 'Templates', price: 350, quantity: 4 },
        ],
      }),
    );
    await ctx.create(
      owner,
      'invoices',
      invoicePayload({
        invoiceNumber: 'INV-CSV-1',
        clientName: 'Łódź Ltd',
        status: 'sent',
        invoiceDate: '2026-01-01',
        dueDate: '2026-01-31',
        lineItems: [{ description: 'Hosting', extraDetails: '+1 year', rate: 99.99, quantity: 3 }],
      }),
    );
    await ctx.create(
      other,
      'proposals',
      proposalPayload({
        proposalNumber: 'PROP-OTHER',
        clientName: 'Other client',
        clientEmail: 'other@example.com',
      }),
    );
  });
  afterAll(() => ctx.close());

  const download = (file: string, user = owner) =>
    ctx
      .http()
      .get(`/api/exports/${file}`)
      .auth(user.token, { type: 'bearer' })
      .buffer(true)
      .parse(asBuffer);
  const rowsOf = (body: Buffer) => parse(body.toString('utf8').slice(1)) as string[][];

  it('answers text/csv with a BOM, CRLF and a dated attachment name', async () => {
    const response = await download('proposals.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="dealdraft-proposals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (response.body as Buffer).toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes formulas and keeps accents, commas and quotes', async () => {
    const rows = rowsOf((await download('proposals.csv').expect(200)).body as Buffer);
    expect(rows[0]).toEqual([
      'Number',
      'Title',
      'Date',
      'Expires',
      'Status',
      'Client name',
      'Client company',
      'Client email',
      'Client address',
      'Value',
      'Currency',
      'Created',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 10)).toEqual([
      'PROP-CSV-1',
      'Website redesign',
      '2096-11-01',
      '2096-12-01',
      'draft',
      "'=cmd|' /C calc'!A0",
      'Zażółć, "Gęślą" & Co',
      'evil@example.com',
      '1 Globex Way, Cypress Creek',
      '2600.50',
    ]);
    const lines = rowsOf((await download('proposal-lines.csv').expect(200)).body as Buffer);
    expect(lines).toEqual([
      ['Proposal number', 'Line', 'Description', 'Quantity', 'Price', 'Line total', 'Currency'],
      ['PROP-CSV-1', '1', "'@SUM(A1:A9)", '1', '1200.50', '1200.50', 'USD'],
      ['PROP-CSV-1', '2', 'Templates', '4', '350.00', '1400.00', 'USD'],
    ]);
  });

  it('exports invoices with their status as read, and their lines', async () => {
    const rows = rowsOf((await download('invoices.csv').expect(200)).body as Buffer);
    expect(rows[1].slice(0, 4)).toEqual(['INV-CSV-1', '2026-01-01', '2026-01-31', 'overdue']);
    expect(rows[1][4]).toBe('Łódź Ltd');
    expect(rows[1].slice(7, 9)).toEqual(['299.97', 'USD']);
    const lines = rowsOf((await download('invoice-lines.csv').expect(200)).body as Buffer);
    expect(lines[1]).toEqual([
      'INV-CSV-1',
      '1',
      'Hosting',
      "'+1 year",
      '3',
      '99.99',
      '299.97',
      'USD',
    ]);
  });

  it("exports the clients the documents made, and none of another workspace's rows", async () => {
    const mine = rowsOf((await download('clients.csv').expect(200)).body as Buffer);
    expect(
      mine
        .slice(1)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['billing@globex.example', 'evil@example.com']);
    for (const file of [
      'clients.csv',
      'proposals.csv',
      'invoices.csv',
      'proposal-lines.csv',
      'invoice-lines.csv',
    ]) {
      const text = ((await download(file, other).expect(200)).body as Buffer).toString('utf8');
      expect({ file, leaks: /CSV-1|evil@|Łódź/.test(text) }).toEqual({ file, leaks: false });
    }
  });

  it('quotes every field holding CR or LF, so each file parses with a fixed number of fields', async () => {
    const mover = await ctx.newUser({ name: 'Multi Line' });
    await ctx.upgrade(mover);
    // As typed in a textarea (LF), pasted from Windows (CRLF) and from old Mac files (CR).
    const address = 'Anna Schmidt\nKastanienallee 12\n10435 Berlin';
    const crlf = 'Studio Nord\r\nHafenstraße 3\r\n20457 Hamburg';
    await ctx.create(
      mover,
      'proposals',
      proposalPayload({
        proposalNumber: 'PROP-ML-1',
        clientEmail: 'anna@example.de',
        clientAddress: address,
        services: [{ description: 'Hochzeit, ganztags "Reportage"', price: 2400, quantity: 1 }],
      }),
    );
    await ctx.create(
      mover,
      'invoices',
      invoicePayload({
        invoiceNumber: 'INV-ML-1',
        clientEmail: 'nord@example.de',
        clientAddress: crlf,
        lineItems: [
          { description: 'Album', extraDetails: '40 Seiten\r30 x 30 cm', rate: 90, quantity: 2 },
        ],
      }),
    );
    const expected: Record<string, number> = {
      'clients.csv': 2,
      'proposals.csv': 1,
      'invoices.csv': 1,
      'proposal-lines.csv': 1,
      'invoice-lines.csv': 1,
    };
    const read: Record<string, string[][]> = {};
    for (const [file, records] of Object.entries(expected)) {
      const body = ((await download(file, mover).expect(200)).body as Buffer).toString('utf8');
      // As a spreadsheet reads it: CRLF, LF or CR outside quotes ends a record, and a record
      // with another number of fields throws.
      const rows = parse(body.slice(1), { record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
      expect({ file, records: rows.length - 1 }).toEqual({ file, records });
      for (const row of rows)
        expect({ file, fields: row.length }).toEqual({ file, fields: rows[0].length });
      read[file] = rows;
    }
    const column = (file: string, name: string) =>
      read[file].slice(1).map((row) => row[read[file][0].indexOf(name)]);
    expect(column('clients.csv', 'Address').sort()).toEqual([address, crlf]);
    expect(column('proposals.csv', 'Client address')).toEqual([address]);
    expect(column('invoices.csv', 'Client address')).toEqual([crlf]);
    expect(column('proposal-lines.csv', 'Description')).toEqual(['Hochzeit, ganztags "Reportage"']);
    expect(column('invoice-lines.csv', 'Extra details')).toEqual(['40 Seiten\r30 x 30 cm']);
  });

  it('answers 404 for anything but the five exports, and 401 without a session', async () => {
    for (const file of ['users.csv', 'proposals', 'proposals.json', '..%2fclients.csv']) {
      const response = await ctx
        .http()
        .get(`/api/exports/${file}`)
        .auth(owner.token, { type: 'bearer' });
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
    const missing = await download('proposals.csv', owner).expect(200);
    expect(missing.status).toBe(200);
    await ctx.http().get('/api/exports/proposals.csv').expect(401);
    expect(Messages.system.notFound).toBeTruthy();
  });

  it('streams a large workspace page by page, every row once', async () => {
    const many = await ctx.newUser({ name: 'Many Rows' });
    await ctx.upgrade(many);
    const db = ctx.app.get(DataSource);
    // 1,203 clients: three pages of 500 and a last short one.
    await db.query(
      `INSERT INTO clients (workspace_id, name, email, search_key)
       SELECT $1, 'Client ' || n, 'c' || n || '@example.com', 'client ' || n
         FROM generate_series(1, 1203) AS n`,
      [many.workspaceId],
    );
    const rows = rowsOf((await download('clients.csv', many).expect(200)).body as Buffer);
    expect(rows).toHaveLength(1204);
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(1203);
  });
});
