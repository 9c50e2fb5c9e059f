import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventLoopMetrics, describeRequest } from './event-loop-metrics';
import { MetricsRegistry } from './metrics-registry';

/** A request in flight as Express leaves it once routed, with a response that can finish. */
function inFlight(path: string, method = 'GET', body?: object) {
  const req = {
    method,
    path,
    baseUrl: '',
    route: { path, methods: { [method.toLowerCase()]: true } },
    body,
  } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { req }) as unknown as Response;
  return { req, res };
}
const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('EventLoopMetrics', () => {
  let metrics: EventLoopMetrics;
  let warn: jest.SpyInstance;
  const registry = new MetricsRegistry();

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    registry.clear();
    metrics = new EventLoopMetrics(registry);
    metrics.onModuleInit();
  });
  afterEach(() => {
    metrics.onModuleDestroy();
    warn.mockRestore();
  });

  it('warns naming the route of a request in flight while the loop is held over 100 ms', async () => {
    const { req, res } = inFlight('/api/recurring-invoices/:id/preview');
    metrics.middleware(req, res, (() => undefined) as NextFunction);
    await sleep(30);
    // A loaded machine may hold the loop itself now and then: only what follows the hold counts.
    warn.mockClear();
    hold(250);
    await sleep(50);
    const [message] = warn.mock.calls.map(([text]) => String(text));
    expect(message).toMatch(
      /^The event loop was held for \d+ ms during GET \/api\/recurring-invoices\/:id\/preview$/,
    );
    expect(Number(/held for (\d+) ms/.exec(message)![1])).toBeGreaterThanOrEqual(200);
    expect(metrics.takeWorstDelayMs()).toBeGreaterThanOrEqual(200);

    // Once answered, it is no longer named.
    res.emit('finish');
    warn.mockClear();
    hold(150);
    await sleep(50);
    expect(String(warn.mock.calls[0][0])).toMatch(
      /^The event loop was held for \d+ ms outside any request$/,
    );
  });

  it('records the delay in the histogram', async () => {
    await sleep(100);
    hold(40);
    await sleep(30);
    const text = await registry.metrics();
    expect(text).toMatch(/dealdraft_event_loop_delay_seconds_bucket\{le="0.05"\} [1-9]/);
    expect(text).toMatch(/dealdraft_event_loop_delay_seconds_count [1-9]/);
  });

  it('names a GraphQL request by its operation', () => {
    const named = inFlight('/graphql', 'POST', { operationName: 'RecurringPreview' }).req;
    expect(describeRequest(named)).toBe('POST /graphql RecurringPreview');
    const unnamed = inFlight('/graphql', 'POST', { query: 'query Dashboard { stats { a } }' }).req;
    expect(describeRequest(unnamed)).toBe('POST /graphql Dashboard');
    expect(describeRequest(inFlight('/graphql', 'POST', { query: '{ a }' }).req)).toBe(
      'POST /graphql anonymous',
    );
  });
});
