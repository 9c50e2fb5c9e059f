import {
  ClientDefaultsMessages,
  ClientMessages,
  FieldCode,
  ImportMessages,
  ImportRules,
  Messages,
} from '@dealdraft/domain';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { asBuffer } from './support/bodies';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = ImportMessages;

/**
 * CSV imports: upload → preview with a suggested mapping and per-row errors →
 * check with fixes → commit, all rows or none; every refusal a 4xx naming what to fix.
 */
describe('CSV imports', () => {
  let ctx: TestApp;
  let db: DataSource;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '500' });
    db = ctx.app.get(DataSource);
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
  });
  afterAll(() => ctx.close());

  const upload = (kind: string, body: string | Buffer, user = owner, type = 'text/csv') =>
    ctx
      .http()
      .post(`/api/imports/${kind}`)
      .auth(user.token, { type: 'bearer' })
      .set('Content-Type', type)
      .send(body);
  const run = (id: string, step: 'check' | 'commit', input: object, user = owner) =>
    ctx.http().post(`/api/imports/${id}/${step}`).auth(user.token, { type: 'bearer' }).send(input);
  const clientCount = async (user: SignedUpUser) =>
    Number(
      (
        await db.query('SELECT count(*)::int AS n FROM clients WHERE workspace_id = $1', [
          user.workspaceId,
        ])
      )[0].n,
    );

  const THREE_CLIENTS =
    '\uFEFFFull name;Company;E-mail address;Phone\r\n' +
    'Zażółć Gęślą;Jaźń sp. z o.o.;zazolc@example.com;+48 22 123 45 67\r\n' +
    'Bob Broken;Bob Inc;not-an-email;\r\n' +
    '"Carol ""CJ"" Jones";"Jones, Partners";carol@example.com;\r\n';

  it('previews a file: the suggested mapping, a sample and each bad cell by row and column', async () => {
    const response = await upload('clients', THREE_CLIENTS).expect(201);
    expect(response.body.message).toBe(M.previewed);
    const preview = response.body.data;
    expect(preview.headers).toEqual(['Full name', 'Company', 'E-mail address', 'Phone']);
    expect(preview.mapping).toMatchObject({ name: 0, company: 1, email: 2, phone: 3, notes: null });
    expect(preview.rowCount).toBe(3);
    expect(preview.sample[2]).toEqual({
      row: 4,
      cells: ['Carol "CJ" Jones', 'Jones, Partners', 'carol@example.com', ''],
    });
    expect(preview.errors).toEqual([
      {
        row: 3,
        field: 'email',
        column: 'E-mail address',
        code: 'MATCHES',
        message: Messages.validation.email,
        value: 'not-an-email',
      },
    ]);
    // Nothing is written by a preview.
    expect(await clientCount(owner)).toBe(0);
  });

  it('refuses the commit while a row fails, writes nothing, and imports all once it is fixed', async () => {
    const { id, mapping } = (await upload('clients', THREE_CLIENTS).expect(201)).body.data;
    const refused = await run(id, 'commit', { mapping }).expect(400);
    expect(refused.body.message).toBe(M.rowsHaveErrors(1));
    expect(refused.body.data).toMatchObject({
      errorCount: 1,
      errors: [{ row: 3, field: 'email', code: 'MATCHES', message: Messages.validation.email }],
    });
    expect(await clientCount(owner)).toBe(0);

    const fixes = [{ row: 3, field: 'email', value: 'bob@example.com' }];
    const checked = await run(id, 'check', { mapping, fixes }).expect(200);
    expect(checked.body.data).toEqual({ rowCount: 3, errorCount: 0, errors: [] });

    const done = await run(id, 'commit', { mapping, fixes }).expect(201);
    expect(done.body.message).toBe('Imported 3 clients');
    expect(done.body.data).toEqual({ kind: 'clients', imported: 3 });
    const rows = await db.query(
      `SELECT name, company, email, phone, created_by_id FROM clients
        WHERE workspace_id = $1 ORDER BY name`,
      [owner.workspaceId],
    );
    expect(rows).toEqual([
      {
        name: 'Bob Broken',
        company: 'Bob Inc',
        email: 'bob@example.com',
        phone: null,
        created_by_id: owner.id,
      },
      {
        name: 'Carol "CJ" Jones',
        company: 'Jones, Partners',
        email: 'carol@example.com',
        phone: null,
        created_by_id: owner.id,
      },
      {
        name: 'Zażółć Gęślą',
        company: 'Jaźń sp. z o.o.',
        email: 'zazolc@example.com',
        phone: '+48 22 123 45 67',
        created_by_id: owner.id,
      },
    ]);
    // Imported clients are found like any other: accent-insensitive search.
    const found = await ctx
      .http()
      .get('/api/clients?search=zazolc')
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(found.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Zażółć Gęślą']);

    // The upload is used up: a second commit writes nothing more.
    const again = await run(id, 'commit', { mapping, fixes }).expect(404);
    expect(again.body.message).toBe(M.notFound);
    expect(await clientCount(owner)).toBe(3);
  });

  it('names e-mails already in the workspace and e-mails twice in the file', async () => {
    const csv =
      'Name,Email\nDup One,dup@example.com\nDup Two,DUP@example.com\nOld,carol@example.com\n';
    const { id, errors } = (await upload('clients', csv).expect(201)).body.data;
    expect(errors).toEqual([
      {
        row: 3,
        field: 'email',
        column: 'Email',
        code: FieldCode.EmailRepeated,
        message: M.emailTwice(2),
        value: 'DUP@example.com',
      },
    ]);
    const fixed = await run(id, 'check', {
      mapping: { name: 0, email: 1 },
      fixes: [{ row: 3, field: 'email', value: 'dup2@example.com' }],
    }).expect(200);
    expect(fixed.body.data.errors).toEqual([
      {
        row: 4,
        field: 'email',
        column: 'Email',
        code: FieldCode.EmailTaken,
        message: ClientMessages.emailTaken,
        value: 'carol@example.com',
      },
    ]);
  });

  it('refuses formulas in any cell, with the row and the column', async () => {
    const csv =
      'Name,Company,Phone\n"=cmd|\' /C calc\'!A0",Acme,+1 555 0100\nEve,@SUM(A1),-5\nTom,"+HYPERLINK(""x"")",\n';
    const { errors } = (await upload('clients', csv).expect(201)).body.data;
    expect(
      errors.map((e: { row: number; column: string; message: string }) => [
        e.row,
        e.column,
        e.message,
      ]),
    ).toEqual([
      [2, 'Name', M.formula('=')],
      [3, 'Company', M.formula('@')],
      [4, 'Company', M.formula('+')],
    ]);
  });

  it.each([
    [
      'a file in another encoding',
      Buffer.from('Name,Company\nZa\xbf\xf3\xb3\xe6,Acme\n', 'latin1'),
      M.notUtf8,
      400,
    ],
    [
      'UTF-16 text',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\nAda\n', 'utf16le')]),
      M.notUtf8,
      400,
    ],
    ['a binary file', Buffer.from('PK\u0003\u0004\u0000\u0000name', 'utf8'), M.notUtf8, 400],
    ['an empty file', '', M.empty, 400],
    [
      'a header row that is data',
      'Ada Lovelace,ada@example.com\nBob,bob@example.com\n',
      M.noHeader,
      400,
    ],
    [
      'a column with data and no header',
      'Name,,Email\nAda,x,ada@example.com\n',
      M.blankHeader(2),
      400,
    ],
    ['a header and no rows', 'Name,Email\n\n', M.noRows, 400],
    [
      'a quote that never closes',
      'Name,Email\nAda,ada@example.com\n"Bob,bob@example.com\n',
      M.unreadable(3, 'a quote is not closed'),
      400,
    ],
    [
      'more rows than one import takes',
      `Name\n${'x\n'.repeat(ImportRules.maxRows + 1)}`,
      M.tooManyRows,
      400,
    ],
    ['a file over the size limit', `Name\n${'x'.repeat(ImportRules.maxBytes)}\n`, M.tooLarge, 413],
  ])('refuses %s with a clear message', async (_what, body, message, status) => {
    const response = await upload('clients', body as string).expect(status);
    expect(response.body.message).toBe(message);
  });

  it('refuses a JSON body and an unknown kind', async () => {
    const json = await upload(
      'clients',
      JSON.stringify({ name: 'x' }),
      owner,
      'application/json',
    ).expect(415);
    expect(json.body.message).toBe(M.notCsv);
    await upload('invoices', THREE_CLIENTS).expect(404);
  });

  it('refuses a mapping without a required field, a column used twice or one the file lacks', async () => {
    const { id, unmapped } = (
      await upload('clients', 'Who,Email\nAda,ada@example.com\n').expect(201)
    ).body.data;
    expect(unmapped).toEqual(['name']);
    const cases: [object, string][] = [
      [{ name: null, email: 1 }, M.unmapped('Name')],
      [{ name: 1, email: 1 }, M.columnTwice],
      [{ name: 0, email: 7 }, M.noSuchColumn],
      [{ name: 0.5 }, M.noSuchColumn],
    ];
    for (const [mapping, message] of cases) {
      const response = await run(id, 'check', { mapping }).expect(400);
      expect(response.body.message).toBe(message);
    }
    const badFix = await run(id, 'check', {
      mapping: { name: 0, email: 1 },
      fixes: [{ row: 9, field: 'name', value: 'x' }],
    }).expect(400);
    expect(badFix.body.message).toBe(M.noSuchRow);
    const ok = await run(id, 'check', { mapping: { name: 0, email: 1 } }).expect(200);
    expect(ok.body.data.errorCount).toBe(0);
  });

  it('imports catalogue items: prices as people type them, units and quantities', async () => {
    const csv =
      'Item,Description,Price,Unit,Qty\n' +
      'Design,"Two rounds,\nthen final","1,250.50",hour,2\n' +
      'Hosting,,$99,,\n' +
      'Broken,,abc,day,1\n';
    const { id, mapping, errors } = (await upload('items', csv).expect(201)).body.data;
    expect(mapping).toEqual({ name: 0, description: 1, unitPrice: 2, unit: 3, defaultQuantity: 4 });
    expect(errors).toEqual([
      {
        row: 4,
        field: 'unitPrice',
        column: 'Price',
        code: 'IS_NUMBER',
        message: Messages.validation.positive,
        value: 'abc',
      },
    ]);
    await run(id, 'commit', {
      mapping,
      fixes: [{ row: 4, field: 'unitPrice', value: '10' }],
    }).expect(201);
    const items = await db.query(
      `SELECT name, description, unit_price::text AS price, unit, default_quantity AS qty
         FROM catalogue_items WHERE workspace_id = $1 ORDER BY name`,
      [owner.workspaceId],
    );
    expect(items).toEqual([
      { name: 'Broken', description: null, price: '10.00', unit: 'day', qty: 1 },
      {
        name: 'Design',
        description: 'Two rounds,\nthen final',
        price: '1250.50',
        unit: 'hour',
        qty: 2,
      },
      { name: 'Hosting', description: null, price: '99.00', unit: 'item', qty: 1 },
    ]);
  });

  it("keeps each upload to its own user: another's id is not found and writes nothing", async () => {
    const { id, mapping } = (
      await upload('clients', 'Name,Email\nMine,mine@example.com\n').expect(201)
    ).body.data;
    for (const step of ['check', 'commit'] as const) {
      const response = await run(id, step, { mapping }, other).expect(404);
      expect(response.body.message).toBe(M.notFound);
    }
    await run('not-a-uuid', 'check', { mapping }).expect(404);
    expect(await clientCount(other)).toBe(0);
    // The owner's upload survived the attempts.
    await run(id, 'check', { mapping }).expect(200);
  });

  it('refuses control characters in a fix like in any input, naming it', async () => {
    const { id, mapping } = (await upload('clients', 'Name\nAda\n').expect(201)).body.data;
    const response = await run(id, 'check', {
      mapping,
      fixes: [{ row: 2, field: 'name', value: 'Ada\u0000' }],
    }).expect(400);
    expect(response.body.message).toBe(`fixes.0.value: ${Messages.validation.controlCharacters}`);
  });

  it('round-trips the clients export into a new workspace, currency, language and address kept', async () => {
    const from = await ctx.newUser({ name: 'Moving Out' });
    const to = await ctx.newUser({ name: 'Moving In' });
    const clients = [
      {
        name: 'Anna Schmidt',
        email: 'anna@example.de',
        address: 'Kastanienallee 12\n10435 Berlin',
        currency: 'EUR',
        language: 'de',
      },
      { name: 'Jan de Vries', email: 'jan@example.nl', currency: 'EUR', language: 'nl' },
      { name: 'Lee Park', email: 'lee@example.com' },
    ];
    for (const client of clients) await ctx.create(from, 'clients', client);
    const exported = (
      await ctx
        .http()
        .get('/api/exports/clients.csv')
        .auth(from.token, { type: 'bearer' })
        .buffer(true)
        .parse(asBuffer)
        .expect(200)
    ).body as Buffer;
    const records = parse(exported.toString('utf8').slice(1), {
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    expect(records).toHaveLength(4);

    const preview = (await upload('clients', exported, to).expect(201)).body.data;
    expect(preview.mapping).toMatchObject({ name: 0, address: 4, currency: 10, language: 11 });
    expect(preview.errors).toEqual([]);
    await run(preview.id, 'commit', { mapping: preview.mapping }, to).expect(201);
    const rows = await db.query(
      `SELECT name, email, address, trim(currency) AS currency, language FROM clients
        WHERE workspace_id = $1 ORDER BY name`,
      [to.workspaceId],
    );
    expect(rows).toEqual([
      { address: clients[0].address, ...clients[0] },
      { address: null, ...clients[1] },
      { address: null, currency: null, language: null, ...clients[2] },
    ]);
  });

  it('refuses a currency or language it does not know, by row and column', async () => {
    const csv =
      'Name,Email,Currency,Language\r\n' +
      'Ok Client,ok@example.com,eur,DE\r\n' +
      'Bad Money,money@example.com,Euro,de\r\n' +
      'Bad Tongue,tongue@example.com,EUR,German\r\n';
    const preview = (await upload('clients', csv).expect(201)).body.data;
    expect(preview.mapping).toMatchObject({ currency: 2, language: 3 });
    expect(preview.errors).toEqual([
      {
        row: 3,
        field: 'currency',
        column: 'Currency',
        code: 'CURRENCY_CODE',
        message: ClientDefaultsMessages.currency,
        value: 'Euro',
      },
      {
        row: 4,
        field: 'language',
        column: 'Language',
        code: 'IS_IN',
        message: ClientDefaultsMessages.language,
        value: 'German',
      },
    ]);
    const fixes = [
      { row: 3, field: 'currency', value: 'EUR' },
      { row: 4, field: 'language', value: 'de' },
    ];
    const before = await clientCount(owner);
    await run(preview.id, 'commit', { mapping: preview.mapping, fixes }).expect(201);
    expect(await clientCount(owner)).toBe(before + 3);
    const [ok] = await db.query(
      `SELECT trim(currency) AS currency, language FROM clients WHERE workspace_id = $1 AND email = $2`,
      [owner.workspaceId, 'ok@example.com'],
    );
    expect(ok).toEqual({ currency: 'EUR', language: 'de' });
  });
});
