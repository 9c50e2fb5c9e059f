import { ShutdownState } from '../src/health/shutdown-state';
import { drainAndClose } from '../src/shutdown';
import { TestApp, bootApp } from './support/app';

/** Kubernetes' probes: liveness asks nothing of the dependencies, readiness does. */
describe('liveness and readiness probes', () => {
  const live = {
    status: 'success',
    data: { uptimeSeconds: expect.any(Number) },
    message: 'The process is running',
  };

  describe('with PostgreSQL and Redis up', () => {
    let ctx: TestApp;
    beforeAll(async () => (ctx = await bootApp()));
    afterAll(() => ctx.close());

    it('answers live with 200, without a session', async () => {
      const response = await ctx.http().get('/api/health/live').expect(200);
      expect(response.body).toEqual(live);
    });

    it('answers ready with 200 and what it checked', async () => {
      const response = await ctx.http().get('/api/health/ready').expect(200);
      expect(response.body).toEqual({
        status: 'success',
        data: { database: 'up', redis: 'up', shuttingDown: false },
        message: 'All systems operational',
      });
    });
  });

  describe('with Redis unreachable', () => {
    let down: TestApp;
    // Port 1 is closed: connections are refused at once (as in health.integration-spec.ts).
    beforeAll(async () => (down = await bootApp({ REDIS_URL: 'redis://127.0.0.1:1' })));
    afterAll(() => down.close());

    it('is not ready: 503 naming Redis', async () => {
      const response = await down.http().get('/api/health/ready').expect(503);
      expect(response.body).toEqual({
        status: 'error',
        data: { database: 'up', redis: 'down', shuttingDown: false },
        message: 'Redis is unavailable',
      });
    });

    it('is still live: a restart would not bring Redis back', async () => {
      const response = await down.http().get('/api/health/live').expect(200);
      expect(response.body).toEqual(live);
    });
  });

  describe('while shutting down', () => {
    it('turns ready to 503 at once and keeps serving through the drain, live still 200', async () => {
      const app = await bootApp();
      await app.http().get('/api/health/ready').expect(200);
      // As on SIGTERM in main.ts; the drain outlasts the requests below by far.
      const closed = drainAndClose(app.app, 4000);
      try {
        const ready = await app.http().get('/api/health/ready').expect(503);
        expect(ready.body).toEqual({
          status: 'error',
          data: { database: 'up', redis: 'up', shuttingDown: true },
          message: 'Shutting down: send new requests elsewhere',
        });
        await app.http().get('/api/health/live').expect(200);
        // Other requests are still answered while the load balancer catches up.
        await app.http().get('/api/health').expect(200);
      } finally {
        await closed;
      }
    });

    it('is not ready once Nest starts closing the app by other means', async () => {
      const app = await bootApp();
      const state = app.app.get(ShutdownState);
      expect(state.isShuttingDown).toBe(false);
      await app.close();
      expect(state.isShuttingDown).toBe(true);
    });
  });
});
