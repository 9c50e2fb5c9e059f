import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { TestApp, bootApp } from './support/app';

/**
 * A connection a load balancer keeps open between requests: Node's default keep-alive timeout
 * (5 s) closed it under the balancer, whose next request on it then failed with ECONNRESET.
 */
describe('idle keep-alive connections', () => {
  let ctx: TestApp;
  let port: number;

  beforeAll(async () => {
    ctx = await bootApp();
    await ctx.app.listen(0, '127.0.0.1');
    port = (ctx.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => ctx?.close());

  /** GET /api/health on the agent; answers the status and the client port it went out on. */
  const health = (agent: Agent) =>
    new Promise<{ status: number; localPort: number }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        const localPort = response.socket.localPort!;
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, localPort }));
      }).on('error', reject);
    });

  it('serves a second request on the same connection after 6 s idle', async () => {
    const server: Server = ctx.app.getHttpServer();
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([65_000, 66_000]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await health(agent);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await health(agent);
      expect(first.status).toBe(200);
      expect(second).toEqual({ status: 200, localPort: first.localPort });
    } finally {
      agent.destroy();
    }
  });
});
