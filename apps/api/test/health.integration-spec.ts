import { AddressInfo, Server, createServer, connect } from 'node:net';
import { DataSource } from 'typeorm';
import { SignedUpUser, TestApp, bootApp, uniqueEmail } from './support/app';

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
    let user: SignedUpUser;
    beforeAll(async () => {
      user = await ctx.newUser();
      // Port 1 is closed: connections are refused at once.
      down = await bootApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    });
    afterAll(() => down.close());

    const unavailable = {
      status: 'error',
      data: null,
      message: 'The service is briefly unavailable. Please try again in a moment.',
    };

    it('answers 503 to a signed-in request: the session cannot be checked against logouts', async () => {
      const response = await down.http().get('/api/profile').auth(user.token, { type: 'bearer' });
      expect(response.status).toBe(503);
      expect(response.body).toEqual(unavailable);
      const { errors } = await down.graphql('{ profile { email } }', {}, user.token);
      expect(errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    });

    it('answers 503 to a sign-up, and creates no account', async () => {
      const email = uniqueEmail('redis-down');
      const response = await down
        .http()
        .post('/api/auth/signup')
        .send({ name: 'Ada Lovelace', email, password: 'correct horse' });
      expect(response.status).toBe(503);
      expect(response.body).toEqual(unavailable);
      const rows = await ctx.app
        .get(DataSource)
        .query('SELECT id FROM users WHERE email = $1', [email]);
      expect(rows).toEqual([]);
    });

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

  describe('with Redis slow to accept connections', () => {
    // A TCP relay to the real Redis that holds every new connection for 1.5 s before relaying:
    // the app's boot has long finished its other work by then.
    let relay: Server;
    let slow: TestApp;
    beforeAll(async () => {
      const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      relay = createServer((client) => {
        client.pause();
        const timer = setTimeout(() => {
          const upstream = connect(Number(target.port || 6379), target.hostname);
          client.pipe(upstream).pipe(client);
          client.resume();
          upstream.on('error', () => client.destroy());
        }, 1500);
        client.on('error', () => clearTimeout(timer));
        client.on('close', () => clearTimeout(timer));
      });
      await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
      const { port } = relay.address() as AddressInfo;
      slow = await bootApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await slow?.close();
      relay.close();
    });

    it('serves the very first requests after the boot', async () => {
      // Sign-up checks its rate limit and the session its revocation in Redis, which fail at
      // once rather than queue while the connection is still being made.
      const user = await slow.newUser();
      const me = await slow.http().get('/api/profile').auth(user.token, { type: 'bearer' });
      expect(me.status).toBe(200);
      expect(me.body.data.email).toBe(user.email);
    });
  });
});
