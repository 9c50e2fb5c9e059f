import type { Client, ClientOptions } from 'graphql-ws';
import { ActivityDocument, ProfileDocument } from '@/generated/graphql';
import { createApolloClient } from './apollo';
import { createLiveLink, FORBIDDEN_CLOSE, sameOriginSocketUrl } from './live-link';

/** A graphql-ws client that records what it was made with and never connects. */
function fakeClients() {
  const made: {
    options: ClientOptions;
    client: { subscribe: jest.Mock; dispose: jest.Mock };
  }[] = [];
  const create = jest.fn((options: ClientOptions) => {
    const client = { subscribe: jest.fn(() => () => undefined), dispose: jest.fn() };
    made.push({ options, client });
    return client as unknown as Client;
  });
  return { made, create };
}

function setup(token: () => string | null) {
  const { made, create } = fakeClients();
  const liveLink = createLiveLink({ getToken: token, url: 'ws://app.test/graphql', create });
  const apollo = createApolloClient({ getToken: token, onUnauthenticated: jest.fn(), liveLink });
  const listen = () => apollo.subscribe({ query: ActivityDocument }).subscribe(() => undefined);
  return { made, create, listen, apollo };
}

describe('the live link (subscriptions over graphql-ws)', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('opens nothing while signed out', () => {
    const { create, listen } = setup(() => null);
    listen();
    expect(create).not.toHaveBeenCalled();
  });

  it("carries the session's token, lazily, and keeps one client per token", () => {
    const { made, listen } = setup(() => 't1');
    listen().unsubscribe();
    listen();
    expect(made).toHaveLength(1);
    expect(made[0].options).toMatchObject({
      url: 'ws://app.test/graphql',
      connectionParams: { authorization: 'Bearer t1' },
      lazy: true,
      retryAttempts: Infinity,
    });
    expect(made[0].client.subscribe).toHaveBeenCalledTimes(2);
  });

  it('closes the old socket for a new token (signing in again, switching workspace)', () => {
    let token = 't1';
    const { made, listen } = setup(() => token);
    listen().unsubscribe();
    token = 't2';
    listen();
    expect(made.map((m) => m.options.connectionParams)).toEqual([
      { authorization: 'Bearer t1' },
      { authorization: 'Bearer t2' },
    ]);
    expect(made[0].client.dispose).toHaveBeenCalledTimes(1);
    expect(made[1].client.dispose).not.toHaveBeenCalled();
  });

  it('retries a lost connection, not a refused credential', () => {
    const { made, listen } = setup(() => 't1');
    listen();
    const { shouldRetry } = made[0].options;
    expect(shouldRetry!({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetry!({ code: FORBIDDEN_CLOSE, reason: 'Forbidden' })).toBe(false);
  });

  it('sends queries over HTTP, not the socket', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Map([['content-type', 'application/json']]),
      text: async () => JSON.stringify({ data: null, errors: [{ message: 'x' }] }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { create, apollo } = setup(() => 't1');
    await apollo.query({ query: ProfileDocument }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('uses wss beside an https page', () => {
    expect(sameOriginSocketUrl({ protocol: 'https:', host: 'app.example' } as Location)).toBe(
      'wss://app.example/graphql',
    );
    expect(sameOriginSocketUrl({ protocol: 'http:', host: 'localhost:3000' } as Location)).toBe(
      'ws://localhost:3000/graphql',
    );
  });
});
