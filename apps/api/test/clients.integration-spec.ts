import { ClientDefaultsMessages, ClientMessages, Messages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = ClientMessages;
const FIELDS = 'id name company email ccEmails address phone taxNumber notes archived';

/** Clients: the workspace's clients, and how documents link them. */
describe('clients', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '500' });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    for (const user of [owner, other]) await ctx.upgrade(user);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.app.get(DataSource);
  const rest = (user = owner) => ({
    list: (query = '') =>
      ctx.http().get(`/api/clients${query}`).auth(user.token, { type: 'bearer' }),
    create: (body: object) =>
      ctx.http().post('/api/clients').auth(user.token, { type: 'bearer' }).send(body),
    update: (id: string, body: object) =>
      ctx.http().put(`/api/clients/${id}`).auth(user.token, { type: 'bearer' }).send(body),
    remove: (id: string) =>
      ctx.http().delete(`/api/clients/${id}`).auth(user.token, { type: 'bearer' }),
    archive: (id: string) =>
      ctx.http().post(`/api/clients/${id}/archive`).auth(user.token, { type: 'bearer' }),
    restore: (id: string) =>
      ctx.http().post(`/api/clients/${id}/restore`).auth(user.token, { type: 'bearer' }),
  });
  const search = async (term: string, user = owner, extra = '') =>
    (
      await ctx.graphql<{ clients: { totalCount: number; nodes: { name: string }[] } }>(
        `query($term: String) { clients(search: $term${extra}) { totalCount nodes { name } } }`,
        { term },
        user.token,
      )
    ).data!.clients.nodes.map((node) => node.name);

  describe('CRUD', () => {
    it('creates over REST with every field, trimmed and lowercased where it should be', async () => {
      const response = await rest()
        .create({
          name: '  Zażółć Gęślą ',
          company: 'Jaźń Sp. z o.o.',
          email: ' Zaz@Jazn.Example ',
          ccEmails: ['Books@Jazn.example', 'books@jazn.example'],
          address: 'ul. Długa 1\n00-001 Warszawa',
          phone: '+48 22 000 00 00',
          taxNumber: 'PL1234567890',
          notes: 'Pays on the 10th.',
        })
        .expect(201);
      expect(response.body).toMatchObject({
        status: 'success',
        message: M.created,
        data: {
          name: 'Zażółć Gęślą',
          company: 'Jaźń Sp. z o.o.',
          email: 'zaz@jazn.example',
          ccEmails: ['books@jazn.example'],
          address: 'ul. Długa 1\n00-001 Warszawa',
          phone: '+48 22 000 00 00',
          mobile: null,
          taxNumber: 'PL1234567890',
          archived: false,
        },
      });
      const [row] = await db().query(
        'SELECT workspace_id, search_key, created_by_id FROM clients WHERE id = $1',
        [response.body.data.id],
      );
      expect(row).toEqual({
        workspace_id: owner.workspaceId,
        search_key: 'zazolc gesla jazn sp. z o.o. zaz@jazn.example',
        created_by_id: owner.id,
      });
    });

    it('refuses bad input with 400 naming the field, and writes nothing', async () => {
      const before = await db().query('SELECT count(*)::int AS n FROM clients');
      const cases: [object, string][] = [
        [{ name: '' }, `name: ${Messages.validation.required}`],
        [{ name: 'X', email: 'not-an-email' }, `email: ${Messages.validation.email}`],
        [
          { name: 'X', ccEmails: ['ok@example.com', 'nope'] },
          `ccEmails: ${Messages.validation.email}`,
        ],
        [
          { name: 'X', ccEmails: Array.from({ length: 11 }, (_, i) => `c${i}@example.com`) },
          `ccEmails: ${M.tooManyCc}`,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await rest().create(body).expect(400);
        expect(response.body.message).toBe(message);
      }
      expect(await db().query('SELECT count(*)::int AS n FROM clients')).toEqual(before);
    });

    it('keeps a default currency and document language, refusing unknown ones by name', async () => {
      const made = await ctx
        .http()
        .post('/api/clients')
        .auth(owner.token, { type: 'bearer' })
        .send({ name: 'Müller GmbH', currency: ' eur ', language: 'DE' })
        .expect(201);
      expect(made.body.data).toMatchObject({ currency: 'EUR', language: 'de' });
      for (const [body, message] of [
        [{ name: 'X', currency: 'EURO' }, `currency: ${ClientDefaultsMessages.currency}`],
        [{ name: 'X', currency: 'XYZ' }, `currency: ${ClientDefaultsMessages.currency}`],
        [{ name: 'X', language: 'klingon' }, `language: ${ClientDefaultsMessages.language}`],
      ] as const) {
        const refused = await ctx
          .http()
          .post('/api/clients')
          .auth(owner.token, { type: 'bearer' })
          .send(body)
          .expect(400);
        expect(refused.body.message).toBe(message);
      }
    });

    it('keeps primary e-mails unique per workspace, whatever their case', async () => {
      await rest().create({ name: 'First', email: 'dup@example.com' }).expect(201);
      const taken = await rest().create({ name: 'Second', email: 'DUP@example.com' }).expect(409);
      expect(taken.body.message).toBe(M.emailTaken);
      // Another workspace may have the same address.
      await rest(other).create({ name: 'Theirs', email: 'dup@example.com' }).expect(201);
      // Clients without an e-mail do not collide.
      await rest().create({ name: 'No mail 1' }).expect(201);
      await rest().create({ name: 'No mail 2' }).expect(201);
    });

    it('updates in full over GraphQL; the same e-mail as another client is refused', async () => {
      const { data } = await ctx.graphql<{ createClient: { id: string } }>(
        `mutation($input: ClientInput!) { createClient(input: $input) { ${FIELDS} } }`,
        { input: { name: 'Initech', email: 'bill@initech.example', phone: '555' } },
        owner.token,
      );
      const id = data!.createClient.id;
      const updated = await ctx.graphql<{ updateClient: Record<string, unknown> }>(
        `mutation($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input: { name: 'Initech Corp', email: 'bill@initech.example' } },
        owner.token,
      );
      // A full update: the phone left out is cleared.
      expect(updated.data!.updateClient).toMatchObject({ name: 'Initech Corp', phone: null });
      const clash = await ctx.graphql(
        `mutation($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id } }`,
        { id, input: { name: 'Initech Corp', email: 'dup@example.com' } },
        owner.token,
      );
      expect(clash.errors?.[0]).toMatchObject({
        message: M.emailTaken,
        extensions: { code: 'CONFLICT' },
      });
    });
  });

  describe('search, sort, pages and archive', () => {
    let searcher: SignedUpUser;
    beforeAll(async () => {
      searcher = await ctx.newUser({ name: 'Sam Searcher' });
      for (const body of [
        { name: 'Zażółć Gęślą', company: 'Jaźń', email: 'zaz@jazn.example' },
        { name: 'Café Olé', company: 'Crème Brûlée SARL', email: 'ole@cafe.example' },
        { name: 'Ørsted Øl', company: 'Straße GmbH', email: 'orsted@ol.example' },
        { name: 'Plain Person', company: '100% Discount_Co', email: 'plain@example.com' },
      ])
        await rest(searcher).create(body).expect(201);
    });

    it.each([
      ['zazolc', ['Zażółć Gęślą']],
      ['GESLA', ['Zażółć Gęślą']],
      ['creme brulee', ['Café Olé']],
      ['strasse', ['Ørsted Øl']],
      ['orsted@', ['Ørsted Øl']],
      ['100%', ['Plain Person']],
      ['t_c', ['Plain Person']],
      ['a_b', []],
    ])('"%s" finds %j (name, company or e-mail, accents and case ignored)', async (term, names) => {
      expect(await search(term, searcher)).toEqual(names);
    });

    it('sorts and pages with cursors', async () => {
      const page = async (after?: string) =>
        (
          await ctx.graphql<{
            clients: {
              nodes: { name: string }[];
              pageInfo: { hasNextPage: boolean; endCursor: string };
            };
          }>(
            'query($after: String) { clients(first: 3, sortBy: name, sortDirection: DESC, after: $after) { nodes { name } pageInfo { hasNextPage endCursor } } }',
            { after },
            searcher.token,
          )
        ).data!.clients;
      const first = await page();
      const second = await page(first.pageInfo.endCursor);
      const paged = [...first.nodes, ...second.nodes].map((n) => n.name);
      // The database's collation orders the letters; the pages follow it without a gap.
      const whole = (
        await ctx.graphql<{ clients: { nodes: { name: string }[] } }>(
          '{ clients(first: 10, sortBy: name, sortDirection: DESC) { nodes { name } } }',
          {},
          searcher.token,
        )
      ).data!.clients.nodes.map((n) => n.name);
      expect(paged).toEqual(whole);
      expect([...paged].sort()).toEqual(['Café Olé', 'Plain Person', 'Zażółć Gęślą', 'Ørsted Øl']);
      expect(second.pageInfo.hasNextPage).toBe(false);
    });

    it('hides an archived client unless asked, and restores it', async () => {
      const list = await rest(searcher).list('?search=plain').expect(200);
      expect(list.body).toMatchObject({
        message: M.listed,
        data: { total: 1, page: 1, pageSize: 20 },
      });
      const id = list.body.data.items[0].id;
      expect((await rest(searcher).archive(id).expect(201)).body).toMatchObject({
        message: M.archived,
        data: { archived: true },
      });
      expect(await search('plain', searcher)).toEqual([]);
      expect(await search('plain', searcher, ', includeArchived: true')).toEqual(['Plain Person']);
      await rest(searcher).restore(id).expect(201);
      expect(await search('plain', searcher)).toEqual(['Plain Person']);
    });
  });

  describe('documents and their client', () => {
    it('links the client a new document names by e-mail, making it from the typed details once', async () => {
      const proposal = await ctx.create(
        owner,
        'proposals',
        proposalPayload({ clientEmail: 'New.Person@Example.com', clientName: 'New Person' }),
      );
      const invoice = await ctx.create(
        owner,
        'invoices',
        invoicePayload({
          clientEmail: 'new.person@example.com',
          clientName: 'N. Person',
          clientPhone: '123',
        }),
      );
      expect(proposal.clientId).toBeTruthy();
      expect(invoice.clientId).toBe(proposal.clientId);
      const rows = await db().query(
        `SELECT name, company, email FROM clients WHERE workspace_id = $1 AND email = 'new.person@example.com'`,
        [owner.workspaceId],
      );
      expect(rows).toEqual([
        { name: 'New Person', company: 'Globex', email: 'new.person@example.com' },
      ]);
    });

    it('links the client picked; editing the client never rewrites the document', async () => {
      const client = (
        await rest().create({ name: 'Picked Client', email: 'picked@example.com' }).expect(201)
      ).body.data;
      const proposal = await ctx.create(
        owner,
        'proposals',
        proposalPayload({
          clientId: client.id,
          clientName: 'Picked Client',
          clientEmail: 'picked@example.com',
          status: 'sent',
        }),
      );
      expect(proposal.clientId).toBe(client.id);
      await rest()
        .update(client.id, { name: 'Renamed Client', email: 'renamed@example.com' })
        .expect(200);
      const [row] = await db().query(
        'SELECT client_name, client_email, client_id FROM proposals WHERE id = $1',
        [proposal.id],
      );
      expect(row).toEqual({
        client_name: 'Picked Client',
        client_email: 'picked@example.com',
        client_id: client.id,
      });
    });

    it("answers 404 for another workspace's client and writes no document", async () => {
      const theirs = (
        await rest(other).create({ name: 'Not yours', email: 'notyours@example.com' }).expect(201)
      ).body.data;
      const before = await db().query('SELECT count(*)::int AS n FROM proposals');
      const refused = await ctx
        .http()
        .post('/api/proposals')
        .auth(owner.token, { type: 'bearer' })
        .send(proposalPayload({ clientId: theirs.id }))
        .expect(404);
      expect(refused.body.message).toBe(M.notFound);
      const malformed = await ctx
        .http()
        .post('/api/proposals')
        .auth(owner.token, { type: 'bearer' })
        .send(proposalPayload({ clientId: 'nope' }))
        .expect(400);
      expect(malformed.body.message).toBe(`clientId: ${Messages.validation.invalidId}`);
      expect(await db().query('SELECT count(*)::int AS n FROM proposals')).toEqual(before);
    });

    it('refuses to delete a client with documents, and deletes one without', async () => {
      const proposal = await ctx.create(
        owner,
        'proposals',
        proposalPayload({ clientEmail: 'keep@example.com', clientName: 'Keep Me' }),
      );
      const refused = await rest().remove(proposal.clientId).expect(409);
      expect(refused.body.message).toBe(M.hasDocuments);
      const gql = await ctx.graphql(
        'mutation($id: ID!) { deleteClient(id: $id) }',
        { id: proposal.clientId },
        owner.token,
      );
      expect(gql.errors?.[0]).toMatchObject({
        message: M.hasDocuments,
        extensions: { code: 'CONFLICT' },
      });
      const lonely = (await rest().create({ name: 'Lonely' }).expect(201)).body.data;
      expect((await rest().remove(lonely.id).expect(200)).body.message).toBe(M.deleted);
      await rest().remove(lonely.id).expect(404);
    });

    it('filters nothing across workspaces: the other workspace sees none of these clients', async () => {
      expect(await search('picked', other)).toEqual([]);
      expect(await search('new.person', other)).toEqual([]);
    });
  });
});
