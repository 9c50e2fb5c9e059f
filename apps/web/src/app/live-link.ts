import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';

/** graphql-ws's close code for a refused credential: trying again with it cannot help. */
export const FORBIDDEN_CLOSE = 4403;
/** Reconnecting waits 1 s, 2 s, 4 s … up to this, plus up to a second of jitter. */
const MAX_RETRY_WAIT_MS = 30_000;

type LiveLinkOptions = {
  getToken: () => string | null;
  /** ws(s)://host/graphql; by default the page's own origin, where the api serves /graphql. */
  url?: string;
  /** For tests: the client factory (graphql-ws's createClient). */
  create?: typeof createClient;
};

/** ws:// or wss:// beside the page: the api serves the SPA and /graphql on one origin. */
export function sameOriginSocketUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * Subscriptions over graphql-ws. A socket is opened only while a subscription runs
 * (lazy: signed-out pages never open one) and carries the session's token as its
 * connectionParams; a new token (sign-in, switching workspace) gets a new socket and the old one
 * is closed, as is the socket once the last subscription ends (signing out unmounts it). A lost
 * connection is retried with exponential backoff for as long as a subscription wants it; a
 * refused token (4403) is not retried: the session's next request signs it out.
 */
export function createLiveLink({ getToken, url, create = createClient }: LiveLinkOptions) {
  let current: { token: string; client: Client; link: GraphQLWsLink } | null = null;

  const clientFor = (token: string) => {
    if (current?.token === token) return current.link;
    void current?.client.dispose();
    const client = create({
      url: url ?? sameOriginSocketUrl(),
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: true,
      keepAlive: 20_000,
      retryAttempts: Infinity,
      shouldRetry: (event) => (event as { code?: number })?.code !== FORBIDDEN_CLOSE,
      retryWait: async (retries) => {
        const wait = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000;
        await new Promise((resolve) => setTimeout(resolve, wait));
      },
    });
    current = { token, client, link: new GraphQLWsLink(client) };
    return current.link;
  };

  return new ApolloLink((operation) => {
    const token = getToken();
    // Nothing to listen to while signed out: the subscription just ends.
    if (!token) return new Observable((observer) => observer.complete());
    return clientFor(token).request(operation);
  });
}
