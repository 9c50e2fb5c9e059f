import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { TestApp, bootApp } from './support/app';

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
      const main = await ctx.http().get('/graphql-ide/main.js').expect(200);
      expect(main.headers['content-type']).toContain('javascript');
      await ctx.http().get('/graphql-ide/styles.css').expect(200);
    });

    it('allows introspection', async () => {
      const { data } = await ctx.graphql(INTROSPECTION);
      expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
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
