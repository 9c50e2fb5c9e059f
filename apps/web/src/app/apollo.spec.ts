import { LoginDocument, ProfileDocument } from '@/generated/graphql';
import { createApolloClient } from './apollo';

const unauthenticated = {
  data: null,
  errors: [
    {
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};

/** Makes every request answer `body`, as the api would, and records the requests. */
function serverAnswering(body: object) {
  const fetchMock = jest.fn(async (_uri: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    headers: new Map([['content-type', 'application/json']]),
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function setup(token: string | null) {
  const onUnauthenticated = jest.fn();
  const client = createApolloClient({ getToken: () => token, onUnauthenticated });
  return { client, onUnauthenticated };
}

describe('apollo client', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('sends the stored token as a bearer token', async () => {
    const fetchMock = serverAnswering(unauthenticated);
    const { client } = setup('t1');

    await client.query({ query: ProfileDocument }).catch(() => undefined);

    expect(fetchMock.mock.calls[0][1].headers).toHaveProperty('authorization', 'Bearer t1');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = serverAnswering(unauthenticated);
    const { client } = setup(null);

    await client.query({ query: ProfileDocument }).catch(() => undefined);

    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('authorization');
  });

  it('reports a refused token, with the reason', async () => {
    serverAnswering(unauthenticated);
    const { client, onUnauthenticated } = setup('stale');

    await expect(client.query({ query: ProfileDocument })).rejects.toThrow();

    expect(onUnauthenticated).toHaveBeenCalledWith(
      'Your session has expired. Please sign in again.',
    );
  });

  it('leaves a refused login to the sign-in form', async () => {
    serverAnswering(unauthenticated);
    const { client, onUnauthenticated } = setup(null);

    const input = { email: 'a@b.co', password: 'wrong-password' };
    await expect(
      client.mutate({ mutation: LoginDocument, variables: { input } }),
    ).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
