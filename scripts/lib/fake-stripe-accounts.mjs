import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * For the browser suite: the one Stripe call connecting a workspace's own account makes
 * (`GET /v1/account`, through the api's official SDK), answered for one known test key and
 * refused for any other with Stripe's own 401 and message. The api's integration tests use the
 * fuller fake in apps/api/test/support/fake-stripe.ts.
 */
export const E2E_STRIPE_SECRET_KEY = 'sk_test_51E2eStudioAccount00009876';

const ACCOUNT = {
  id: 'acct_1E2eStudio',
  object: 'account',
  business_profile: { name: 'Studio Lovelace' },
  settings: { dashboard: { display_name: 'Studio Lovelace' } },
};

/** "sk_test_****…wxyz": the prefix and the last four, as Stripe writes a refused key. */
function masked(key) {
  const prefix = /^(sk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

export async function startFakeStripeAccounts() {
  const server = createServer((req, res) => {
    const key = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const [status, body] =
      key !== E2E_STRIPE_SECRET_KEY
        ? [
            401,
            {
              error: {
                type: 'invalid_request_error',
                message: `Invalid API Key provided: ${masked(key)}`,
              },
            },
          ]
        : req.method === 'GET' && req.url?.startsWith('/v1/account')
          ? [200, ACCOUNT]
          : [
              404,
              {
                error: {
                  type: 'invalid_request_error',
                  message: `No route ${req.method} ${req.url}`,
                },
              },
            ];
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_e2e' });
    res.end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
