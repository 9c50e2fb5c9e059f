import { TestApp, bootApp } from './support/app';

describe('health', () => {
  let ctx: TestApp;
  beforeAll(async () => (ctx = await bootApp()));
  afterAll(() => ctx.close());

  it('answers 200 when PostgreSQL and Redis both answer', async () => {
    const response = await ctx.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'success',
      data: { database: 'up', redis: 'up' },
      message: 'All systems operational',
    });
  });

  it('answers the same through GraphQL', async () => {
    const { data } = await ctx.graphql('{ health { ok database redis } }');
    expect(data).toEqual({ health: { ok: true, database: 'up', redis: 'up' } });
  });

  describe('with Redis unreachable', () => {
    let down: TestApp;
    // Port 1 is closed: connections are refused at once.
    beforeAll(async () => (down = await bootApp({ REDIS_URL: 'redis://127.0.0.1:1' })));
    afterAll(() => down.close());

    it('answers 503 naming Redis', async () => {
      const response = await down.http().get('/api/health').expect(503);
      expect(response.body).toEqual({
        status: 'error',
        data: { database: 'up', redis: 'down' },
        message: 'Redis is unavailable',
      });
    });

    it('reports it through GraphQL', async () => {
      const { data } = await down.graphql('{ health { ok database redis } }');
      expect(data).toEqual({ health: { ok: false, database: 'up', redis: 'down' } });
    });
  });
});
