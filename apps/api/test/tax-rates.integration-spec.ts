import { Messages, TaxRateMessages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = TaxRateMessages;

/** Workspace tax rates: percent to three decimals, unique names, archive, roles. */
describe('tax rates', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    other = await ctx.newUser();
  });
  afterAll(() => ctx.close());

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, user = owner) =>
    ctx.http()[method](path).auth(user.token, { type: 'bearer' });

  it('keeps QST 9.975% exactly, as thousandths of a percent', async () => {
    const created = await call('post', '/api/tax-rates')
      .send({ name: ' QST ', percent: 9.975 })
      .expect(201);
    expect(created.body.message).toBe(M.created);
    expect(created.body.data).toMatchObject({ name: 'QST', percent: 9.975, archived: false });
    const [row] = await ctx.app
      .get(DataSource)
      .query('SELECT rate_thousandths FROM tax_rates WHERE id = $1', [created.body.data.id]);
    expect(row.rate_thousandths).toBe(9975);
  });

  it.each([
    [{ name: 'VAT', percent: 20.0001 }, `percent: ${M.percent}`],
    [{ name: 'VAT', percent: -1 }, `percent: ${M.percent}`],
    [{ name: 'VAT', percent: 100.5 }, `percent: ${M.percent}`],
    [{ name: 'VAT', percent: '20' }, `percent: ${M.percent}`],
    [{ name: '', percent: 20 }, `name: ${Messages.validation.required}`],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await call('post', '/api/tax-rates').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps names unique among the rates in use; an archived name may come back', async () => {
    const vat = (
      await call('post', '/api/tax-rates').send({ name: 'VAT', percent: 20 }).expect(201)
    ).body.data;
    const taken = await call('post', '/api/tax-rates')
      .send({ name: 'vat', percent: 19 })
      .expect(409);
    expect(taken.body.message).toBe(M.nameTaken);
    await call('post', `/api/tax-rates/${vat.id}/archive`).expect(201);
    const newer = await call('post', '/api/tax-rates')
      .send({ name: 'VAT', percent: 21 })
      .expect(201);
    // Restoring the old one would make two VATs in use: refused.
    const clash = await call('post', `/api/tax-rates/${vat.id}/restore`).expect(409);
    expect(clash.body.message).toBe(M.nameTaken);

    const listed = (await call('get', '/api/tax-rates').expect(200)).body.data;
    expect(listed.map((r: { name: string; percent: number }) => `${r.name} ${r.percent}`)).toEqual([
      'QST 9.975',
      'VAT 21',
    ]);
    const all = (await call('get', '/api/tax-rates?includeArchived=true').expect(200)).body.data;
    expect(all.map((r: { percent: number; archived: boolean }) => [r.percent, r.archived])).toEqual(
      [
        [9.975, false],
        [21, false],
        [20, true],
      ],
    );
    await call('delete', `/api/tax-rates/${newer.body.data.id}`).expect(200);
    await call('post', `/api/tax-rates/${vat.id}/restore`).expect(201);
  });

  it('answers the same over GraphQL, and 404 for another workspace', async () => {
    const { data } = await ctx.graphql<{ createTaxRate: { id: string; percent: number } }>(
      'mutation($input: TaxRateInput!) { createTaxRate(input: $input) { id percent } }',
      { input: { name: 'GST', percent: 5 } },
      owner.token,
    );
    expect(data!.createTaxRate.percent).toBe(5);
    const foreign = await call('put', `/api/tax-rates/${data!.createTaxRate.id}`, other)
      .send({ name: 'Mine now', percent: 1 })
      .expect(404);
    expect(foreign.body.message).toBe(M.notFound);
    const theirs = await ctx.graphql<{ taxRates: unknown[] }>(
      '{ taxRates { id } }',
      {},
      other.token,
    );
    expect(theirs.data!.taxRates).toEqual([]);
  });
});
