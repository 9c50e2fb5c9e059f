import { CatalogueMessages, DocumentMessages, Messages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = CatalogueMessages;
const ITEM = {
  name: 'Café consultation',
  description: 'One hour, on site or remote',
  unitPrice: 120.5,
  unit: 'hour',
  defaultQuantity: 2,
};
const FIELDS = 'id name description unitPrice unit defaultQuantity archived';

interface ItemNode {
  id: string;
  name: string;
  unitPrice: number;
  archived: boolean;
}

describe('Catalogue items', () => {
  let ctx: TestApp;
  let db: DataSource;
  let ada: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp();
    db = ctx.app.get(DataSource);
    ada = await ctx.newUser({ name: 'Ada Items' });
  });
  afterAll(() => ctx.close());

  const rest = (user: SignedUpUser) => ({
    get: (path: string) => ctx.http().get(path).auth(user.token, { type: 'bearer' }),
    post: (path: string, body: object = {}) =>
      ctx.http().post(path).auth(user.token, { type: 'bearer' }).send(body),
    put: (path: string, body: object) =>
      ctx.http().put(path).auth(user.token, { type: 'bearer' }).send(body),
    del: (path: string) => ctx.http().delete(path).auth(user.token, { type: 'bearer' }),
  });

  async function list(user: SignedUpUser, args = '') {
    const { data, errors } = await ctx.graphql<{
      catalogueItems: {
        nodes: ItemNode[];
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    }>(
      `{ catalogueItems${args} { nodes { ${FIELDS} } totalCount pageInfo { hasNextPage endCursor } } }`,
      {},
      user.token,
    );
    if (!data) throw new Error(JSON.stringify(errors));
    return data.catalogueItems;
  }

  describe('REST /api/items', () => {
    it('creates, reads, updates, archives, restores and deletes an item, in the envelope', async () => {
      const user = await ctx.newUser();
      const api = rest(user);
      const created = await api.post('/api/items', ITEM).expect(201);
      expect(created.body).toEqual({
        status: 'success',
        message: M.created,
        data: {
          ...ITEM,
          id: expect.any(String),
          archived: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      const id = created.body.data.id;
      const [row] = await db.query(
        'SELECT unit_price::text AS price, search_key, workspace_id FROM catalogue_items WHERE id = $1',
        [id],
      );
      expect(row).toEqual({
        price: '120.50',
        search_key: 'cafe consultation one hour, on site or remote',
        workspace_id: user.workspaceId,
      });

      const fetched = await api.get(`/api/items/${id}`).expect(200);
      expect(fetched.body).toMatchObject({ message: M.fetched, data: { id, unitPrice: 120.5 } });

      const updated = await api
        .put(`/api/items/${id}`, { name: 'Workshop', unitPrice: 0.1 })
        .expect(200);
      expect(updated.body).toMatchObject({
        message: M.updated,
        data: {
          name: 'Workshop',
          description: null,
          unitPrice: 0.1,
          unit: 'item',
          defaultQuantity: 1,
        },
      });

      const archived = await api.post(`/api/items/${id}/archive`).expect(201);
      expect(archived.body).toMatchObject({ message: M.archived, data: { archived: true } });
      const listed = await api.get('/api/items').expect(200);
      expect(listed.body).toEqual({
        status: 'success',
        message: M.listed,
        data: { items: [], total: 0, page: 1, pageSize: 20 },
      });
      const withArchived = await api.get('/api/items?includeArchived=true').expect(200);
      expect(withArchived.body.data.items.map((i: ItemNode) => i.id)).toEqual([id]);

      const restored = await api.post(`/api/items/${id}/restore`).expect(201);
      expect(restored.body).toMatchObject({ message: M.restored, data: { archived: false } });

      const deleted = await api.del(`/api/items/${id}`).expect(200);
      expect(deleted.body).toEqual({ status: 'success', message: M.deleted, data: null });
      const gone = await api.get(`/api/items/${id}`).expect(404);
      expect(gone.body.message).toBe(M.notFound);
    });

    it.each([
      [{ ...ITEM, name: '' }, `name: ${Messages.validation.required}`],
      [{ ...ITEM, name: 'x'.repeat(201) }, `name: ${DocumentMessages.tooLong(200)}`],
      [
        { ...ITEM, description: 'x'.repeat(2001) },
        `description: ${DocumentMessages.tooLong(2000)}`,
      ],
      [{ ...ITEM, unitPrice: -1 }, `unitPrice: ${Messages.validation.positive}`],
      [{ ...ITEM, unitPrice: 10_000_000 }, `unitPrice: ${DocumentMessages.priceMax}`],
      [{ ...ITEM, unitPrice: 1.005 }, `unitPrice: ${DocumentMessages.priceDecimals}`],
      [{ ...ITEM, unit: 'x'.repeat(21) }, `unit: ${DocumentMessages.tooLong(20)}`],
      [{ ...ITEM, defaultQuantity: 0 }, `defaultQuantity: ${DocumentMessages.quantityRange}`],
      [{ ...ITEM, defaultQuantity: 100_001 }, `defaultQuantity: ${DocumentMessages.quantityRange}`],
      [{ ...ITEM, defaultQuantity: 1.5 }, `defaultQuantity: ${DocumentMessages.quantityInteger}`],
    ])('refuses bad input with 400 naming the field (case %#)', async (body, message) => {
      const response = await rest(ada).post('/api/items', body).expect(400);
      expect(response.body.message).toBe(message);
      const [{ count }] = await db.query(
        'SELECT count(*)::int AS count FROM catalogue_items WHERE workspace_id = $1',
        [ada.workspaceId],
      );
      expect(count).toBe(0);
    });

    it('accepts a free-text unit and the largest price and quantity', async () => {
      const created = await rest(ada)
        .post('/api/items', {
          name: 'Licence',
          unitPrice: 9_999_999.99,
          unit: 'seat',
          defaultQuantity: 100_000,
        })
        .expect(201);
      expect(created.body.data).toMatchObject({
        unitPrice: 9_999_999.99,
        unit: 'seat',
        defaultQuantity: 100_000,
      });
      await rest(ada).del(`/api/items/${created.body.data.id}`).expect(200);
    });

    it('pages by number, sorted, with the total', async () => {
      const user = await ctx.newUser();
      for (const [name, unitPrice] of [
        ['Beta', 3],
        ['Alpha', 2],
        ['Gamma', 1],
      ] as const) {
        await ctx.create(user, 'items', { name, unitPrice });
      }
      const page2 = await rest(user)
        .get('/api/items?page=2&pageSize=2&sortBy=unitPrice&sortDirection=DESC')
        .expect(200);
      expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.data.items.map((i: ItemNode) => i.name)).toEqual(['Gamma']);
      const tooBig = await rest(user).get('/api/items?pageSize=101').expect(400);
      expect(tooBig.body.message).toBe(`pageSize: ${Messages.system.listLimit(100)}`);
    });
  });

  describe('GraphQL', () => {
    it('creates, updates, archives and deletes; refuses bad input naming the field', async () => {
      const user = await ctx.newUser();
      const created = await ctx.graphql<{ createCatalogueItem: ItemNode }>(
        `mutation($input: CatalogueItemInput!) { createCatalogueItem(input: $input) { ${FIELDS} } }`,
        { input: ITEM },
        user.token,
      );
      expect(created.data?.createCatalogueItem).toEqual({
        ...ITEM,
        id: expect.any(String),
        archived: false,
      });
      const id = created.data!.createCatalogueItem.id;
      const updated = await ctx.graphql<{ updateCatalogueItem: ItemNode }>(
        `mutation($id: ID!, $input: CatalogueItemInput!) { updateCatalogueItem(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input: { ...ITEM, unitPrice: 99.99 } },
        user.token,
      );
      expect(updated.data?.updateCatalogueItem.unitPrice).toBe(99.99);
      const archived = await ctx.graphql<{ setCatalogueItemArchived: ItemNode }>(
        'mutation($id: ID!) { setCatalogueItemArchived(id: $id, archived: true) { archived } }',
        { id },
        user.token,
      );
      expect(archived.data?.setCatalogueItemArchived).toEqual({ archived: true });
      expect((await list(user)).totalCount).toBe(0);
      expect((await list(user, '(includeArchived: true)')).totalCount).toBe(1);

      const invalid = await ctx.graphql(
        'mutation($input: CatalogueItemInput!) { createCatalogueItem(input: $input) { id } }',
        { input: { ...ITEM, unitPrice: 1.234 } },
        user.token,
      );
      expect(invalid.errors?.[0]).toMatchObject({
        message: `unitPrice: ${DocumentMessages.priceDecimals}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });

      const deleted = await ctx.graphql(
        'mutation($id: ID!) { deleteCatalogueItem(id: $id) }',
        { id },
        user.token,
      );
      expect(deleted.data).toEqual({ deleteCatalogueItem: true });
      const missing = await ctx.graphql(
        'query($id: ID!) { catalogueItem(id: $id) { id } }',
        { id },
        user.token,
      );
      expect(missing.errors?.[0]).toMatchObject({
        message: M.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
    });

    it('searches name and description, accent- and case-insensitively', async () => {
      const user = await ctx.newUser();
      await ctx.create(user, 'items', { name: 'Café consultation', unitPrice: 1 });
      await ctx.create(user, 'items', {
        name: 'Logo',
        description: 'Łódź ZAŻÓŁĆ style',
        unitPrice: 1,
      });
      await ctx.create(user, 'items', { name: 'Hosting', unitPrice: 1 });
      await ctx.create(user, 'items', { name: '100% uptime', unitPrice: 1 });
      const names = async (search: string) =>
        (await list(user, `(search: ${JSON.stringify(search)})`)).nodes.map((n) => n.name);
      expect(await names('cafe')).toEqual(['Café consultation']);
      expect(await names('CAFÉ')).toEqual(['Café consultation']);
      expect(await names('lodz zazolc')).toEqual(['Logo']);
      expect(await names('%')).toEqual(['100% uptime']);
      expect(await names('nothing')).toEqual([]);
    });

    it('pages with a keyset cursor in every sort order', async () => {
      const user = await ctx.newUser();
      for (let i = 1; i <= 5; i += 1) {
        await ctx.create(user, 'items', { name: `Item ${i}`, unitPrice: i % 2 });
      }
      for (const sort of ['name', 'unitPrice', 'createdAt']) {
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const afterArg: string = after ? `, after: ${JSON.stringify(after)}` : '';
          const page = await list(user, `(first: 2, sortBy: ${sort}${afterArg})`);
          expect(page.totalCount).toBe(5);
          seen.push(...page.nodes.map((n) => n.name));
          after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        } while (after);
        expect(seen.sort()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
      }
      const byName = await list(user, '(first: 2, sortDirection: DESC)');
      expect(byName.nodes.map((n) => n.name)).toEqual(['Item 5', 'Item 4']);
      const bad = await ctx.graphql(
        '{ catalogueItems(after: "nope") { totalCount } }',
        {},
        user.token,
      );
      expect(bad.errors?.[0].message).toBe(Messages.system.cursorInvalid);
    });
  });

  it("keeps each workspace's items to itself", async () => {
    const owner = await ctx.newUser();
    const other = await ctx.newUser();
    const mine = await ctx.create(owner, 'items', ITEM);
    expect((await list(other)).totalCount).toBe(0);
    expect((await rest(other).get('/api/items?search=cafe').expect(200)).body.data.total).toBe(0);
    for (const response of [
      await rest(other).get(`/api/items/${mine.id}`),
      await rest(other).put(`/api/items/${mine.id}`, ITEM),
      await rest(other).post(`/api/items/${mine.id}/archive`),
      await rest(other).del(`/api/items/${mine.id}`),
      await rest(other).get('/api/items/not-a-uuid'),
    ]) {
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 404,
        message: M.notFound,
      });
    }
    const [row] = await db.query('SELECT name, archived_at FROM catalogue_items WHERE id = $1', [
      mine.id,
    ]);
    expect(row).toEqual({ name: ITEM.name, archived_at: null });
  });

  it('never changes a document made from an item when the item is edited or deleted', async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    const item = await ctx.create(user, 'items', ITEM);
    // The line as the web's autocomplete fills it: a copy of the item's fields.
    const proposal = await ctx.create(
      user,
      'proposals',
      proposalPayload({
        services: [
          { description: item.name, price: item.unitPrice, quantity: item.defaultQuantity },
        ],
      }),
    );
    await rest(user)
      .put(`/api/items/${item.id}`, { ...ITEM, name: 'Renamed', unitPrice: 999 })
      .expect(200);
    const after = await rest(user).get(`/api/proposals/${proposal.id}`).expect(200);
    expect(after.body.data.services).toEqual([
      expect.objectContaining({ description: 'Café consultation', price: 120.5, quantity: 2 }),
    ]);
    await rest(user).del(`/api/items/${item.id}`).expect(200);
    const afterDelete = await rest(user).get(`/api/proposals/${proposal.id}`).expect(200);
    expect(afterDelete.body.data.services).toEqual(after.body.data.services);
  });
});
