import type { Request } from 'express';
import { METHODS } from 'node:http';
import { routeLabel } from './http-metrics';

/** A request as Express leaves it once answered: its last matched route and mount point. */
function answered(route: object | undefined, baseUrl = '', method = 'GET'): Request {
  return { route, baseUrl, method } as unknown as Request;
}
const routeFor = (path: unknown, methods: string[] = ['get']) => ({
  path,
  methods: Object.fromEntries(methods.map((method) => [method.toLowerCase(), true])),
});

describe('routeLabel', () => {
  it('is the route’s template, with its mount point', () => {
    expect(routeLabel(answered(routeFor('/api/proposals/:id')), 200)).toBe('/api/proposals/:id');
    expect(routeLabel(answered(routeFor('/api/queues'), '/admin/queues'), 200)).toBe(
      '/admin/queues/api/queues',
    );
  });

  it('skips a middleware mounted as a route for every method (Nest’s request logger)', () => {
    const logger = routeFor('/api/{*path}', METHODS);
    expect(routeLabel(answered(logger), 404)).toBe('unmatched');
    expect(routeLabel(answered(routeFor('/graphql', METHODS), '/graphql', 'POST'), 200)).toBe(
      '/graphql',
    );
  });

  it('names files and the SPA without their paths', () => {
    expect(routeLabel(answered(routeFor(/.*/)), 200)).toBe('spa');
    expect(routeLabel(answered(undefined, '/assets'), 200)).toBe('/assets');
    expect(routeLabel(answered(undefined), 200)).toBe('static');
    expect(routeLabel(answered(undefined, '', 'HEAD'), 304)).toBe('static');
    expect(routeLabel(answered(undefined, '', 'POST'), 400)).toBe('unmatched');
    expect(routeLabel(answered(undefined), 404)).toBe('unmatched');
  });
});
