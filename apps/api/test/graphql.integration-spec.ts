import { Messages, SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { StatsService } from '../src/stats/stats.service';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('GraphQL endpoint', () => {
  describe('outside production', () => {
    let ctx: TestApp;
    beforeAll(async () => (ctx = await bootApp()));
    afterAll(() => ctx.close());

    it('serves the bundled IDE to a browser, with its assets from this server', async () => {
      const page = await ctx.http().get('/graphql').set('accept', 'text/html').expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('<base href="/graphql-ide/">');
      expect(page.text).not.toMatch(/https?:\/\//);
      // Every script comes from this server; none runs inline, so the policy needs no exception.
      expect(page.text).toContain('<script type="module" src="dealdraft-init.js"></script>');
      expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' 'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");

      // The start-up script: our endpoint, no banners, the web app's session token as header.
      const init = await ctx.http().get('/graphql-ide/dealdraft-init.js').expect(200);
      expect(init.headers['content-type']).toContain('javascript');
      expect(init.text).toContain('"endpointURL":"/graphql"');
      expect(init.text).toContain('"banners.disable":true');
      expect(init.text).toContain('"preserveState":false');
      expect(init.text).toContain(`localStorage.getItem("${SESSION_TOKEN_STORAGE_KEY}")`);
      // Signed out: the Auth tab's bearer field, empty, for an API key.
      expect(init.text).toContain(
        "options.initialAuthorization = { type: 'bearer', data: { token: '' } }",
      );
      const main = await ctx.http().get('/graphql-ide/main.js').expect(200);
      expect(main.headers['content-type']).toContain('javascript');
      await ctx.http().get('/graphql-ide/styles.css').expect(200);
    });

    it('allows introspection', async () => {
      const { data } = await ctx.graphql(INTROSPECTION);
      expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    });
  });

  describe('bounded work per operation', () => {
    let ctx: TestApp;
    let user: SignedUpUser;
    beforeAll(async () => {
      ctx = await bootApp();
      user = await ctx.newUser();
    });
    afterAll(() => ctx.close());
    afterEach(() => jest.restoreAllMocks());

    const aliased = (count: number, field: string) =>
      Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

    it('refuses 2,000 aliased stats with 400 BAD_REQUEST before any resolver runs', async () => {
      const stats = jest.spyOn(ctx.app.get(StatsService), 'get');
      const result = await ctx.graphql(
        `{ ${aliased(2000, 'stats { emailsSent }')} }`,
        {},
        user.token,
      );
      expect(result.status).toBe(400);
      expect(result.data).toBeUndefined();
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: Messages.system.tooManyRootFields(2000, 10),
          extensions: { code: 'BAD_REQUEST' },
        }),
        expect.objectContaining({
          message: Messages.system.tooManyAliases(2000, 15),
          extensions: { code: 'BAD_REQUEST' },
        }),
        expect.objectContaining({
          message: Messages.system.queryTooCostly(7000, 5000),
          extensions: { code: 'BAD_REQUEST' },
        }),
      ]);
      expect(stats).not.toHaveBeenCalled();
    });

    it('refuses 50 aliased __schema dumps without a session, before anything runs', async () => {
      const started = Date.now();
      const response = await ctx
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({
          query: `{ ${aliased(50, '__schema { types { name fields { name type { name } } } }')} }`,
        });
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors[0]).toMatchObject({
        message: Messages.system.tooManyRootFields(50, 10),
        extensions: { code: 'BAD_REQUEST' },
      });
      expect(response.text.length).toBeLessThan(2_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('refuses 300 aliased createClientLink and writes no row', async () => {
      const proposal = await ctx.create(user, 'proposals', proposalPayload());
      const input = `{ documentKind: "proposal", documentId: "${proposal.id}" }`;
      const result = await ctx.graphql(
        `mutation { ${aliased(300, `createClientLink(input: ${input}) { id }`)} }`,
        {},
        user.token,
      );
      expect(result.status).toBe(400);
      expect(result.errors?.[0]).toMatchObject({
        message: Messages.system.tooManyRootFields(300, 10),
        extensions: { code: 'BAD_REQUEST' },
      });
      const [{ count }] = await ctx.app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM client_links WHERE document_id = $1', [
          proposal.id,
        ]);
      expect(count).toBe(0);
    });

    it('counts each page by its first: two pages of 100 proposals are too much, one is fine', async () => {
      const page =
        'proposals(first: 100) { nodes { id clientName proposalTitle services { description price quantity subtotal } value status createdAt } }';
      // GraphQL Armor's cost: 3,650 a page (operation-limits.ts).
      const two = await ctx.graphql(`{ ${aliased(2, page)} }`, {}, user.token);
      expect(two.status).toBe(400);
      expect(two.errors?.[0]).toMatchObject({
        message: Messages.system.queryTooCostly(7300, 5000),
        extensions: { code: 'BAD_REQUEST' },
      });
      const one = await ctx.graphql(`{ ${page} }`, {}, user.token);
      expect(one.errors).toBeUndefined();
    });
  });

  describe('in production', () => {
    let ctx: TestApp;
    beforeAll(
      async () => (ctx = await bootApp({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) })),
    );
    afterAll(() => ctx.close());

    it('serves no IDE and refuses introspection', async () => {
      const page = await ctx.http().get('/graphql').set('accept', 'text/html');
      expect(page.text).not.toContain('/graphql-ide/');
      await ctx.http().get('/graphql-ide/main.js').expect(404);
      const { errors } = await ctx.graphql(INTROSPECTION);
      expect(errors?.[0].message).toMatch(/introspection is not allowed/i);
    });

    it('still answers queries', async () => {
      const { data } = await ctx.graphql('{ health { ok } }');
      expect(data).toEqual({ health: { ok: true } });
    });

    it('can turn the IDE on explicitly', async () => {
      const withIde = await bootApp({
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(40),
        GRAPHQL_IDE: 'true',
      });
      try {
        const page = await withIde.http().get('/graphql').set('accept', 'text/html').expect(200);
        expect(page.text).toContain('/graphql-ide/');
      } finally {
        await withIde.close();
      }
    });
  });
});
