import { TestApp, bootApp } from './support/app';

// The system ping (operators only) stands in for any JSON POST route.
const OPERATOR_TOKEN = 'operator-'.repeat(4);

describe('HTTP edge: envelope, limits, headers', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({
      BODY_LIMIT: '10kb',
      WEB_ORIGIN: 'https://app.example.com',
      OPERATOR_TOKEN,
    });
  });
  afterAll(() => ctx.close());

  it('answers a body with unknown fields with a 400 envelope naming them', async () => {
    const response = await ctx
      .http()
      .post('/api/system/ping')
      .set('x-operator-token', OPERATOR_TOKEN)
      .send({ holdMs: 1, isAdmin: true })
      .expect(400);
    expect(response.body).toEqual({
      status: 'error',
      data: {
        errors: [
          {
            field: 'isAdmin',
            code: 'WHITELIST_VALIDATION',
            message: 'property isAdmin should not exist',
          },
        ],
      },
      message: 'isAdmin: property isAdmin should not exist',
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await ctx
      .http()
      .post('/api/system/ping')
      .set('x-operator-token', OPERATOR_TOKEN)
      .set('content-type', 'application/json')
      .send('{"holdMs": ')
      .expect(400);
    expect(response.body).toEqual({
      status: 'error',
      data: null,
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await ctx
      .http()
      .post('/api/system/ping')
      .set('x-operator-token', OPERATOR_TOKEN)
      .send({ padding: 'x'.repeat(20_000) })
      .expect(413);
    expect(response.body).toEqual({
      status: 'error',
      data: null,
      message: 'The request body is too large.',
    });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await ctx.http().get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({
      status: 'error',
      data: null,
      message: 'The requested resource was not found.',
    });
  });

  it('sets security headers and keeps or makes a request id', async () => {
    const response = await ctx.http().get('/api/health').set('x-request-id', 'trace-123');
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    const fresh = await ctx.http().get('/api/health').set('x-request-id', 'bad id with spaces');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells caches to keep no API or GraphQL answer, and sends no ETag to revalidate one', async () => {
    const user = await ctx.newUser();
    const auth = `Bearer ${user.token}`;
    const answers = [
      await ctx.http().get('/api/proposals').set('authorization', auth).expect(200),
      await ctx.http().get('/api/does-not-exist').expect(404),
      await ctx
        .http()
        .post('/graphql')
        .set('authorization', auth)
        .send({ query: '{ proposals(first: 5) { totalCount } }' })
        .expect(200),
    ];
    for (const response of answers) {
      expect([response.headers['cache-control'], response.headers['etag']]).toEqual([
        'no-store',
        undefined,
      ]);
    }
    // Asked with a validator, the list is answered in full, never with a bare 304.
    for (const [header, value] of [
      ['if-none-match', '*'],
      ['if-modified-since', new Date().toUTCString()],
    ]) {
      const response = await ctx
        .http()
        .get('/api/proposals')
        .set('authorization', auth)
        .set(header, value)
        .expect(200);
      expect(response.body).toEqual({ status: 'success', data: [], message: expect.any(String) });
    }
  });

  it('allows CORS for the configured web origin only', async () => {
    const allowed = await ctx
      .http()
      .options('/api/health')
      .set('origin', 'https://app.example.com')
      .set('access-control-request-method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await ctx
      .http()
      .options('/api/health')
      .set('origin', 'https://evil.example.net')
      .set('access-control-request-method', 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
