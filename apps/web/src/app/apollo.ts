import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { ErrorCode } from '@dealdraft/domain';
import { apiErrorOf } from '@/lib/api-errors';
import { nodesPagination } from './pagination';
import { createLiveLink } from './live-link';
import { createRetryLink } from './retry-link';

const LIST_KEY_ARGS = [
  'search',
  'status',
  'createdByMe',
  'clientId',
  'sortBy',
  'sortDirection',
  'first',
];

/**
 * Login answers UNAUTHENTICATED for wrong credentials, and a refused logout ends the session
 * its own way (spec §4: it still goes home), so for neither does it mean the session expired.
 */
const HANDLE_THEIR_OWN_UNAUTHENTICATED: ReadonlySet<string> = new Set(['Login', 'Logout']);

type ApolloClientOptions = {
  getToken: () => string | null;
  /** The api refused the token; `message` says why (missing, expired, revoked). */
  onUnauthenticated: (message: string) => void;
  /** Where subscriptions go; by default a graphql-ws socket on this origin. */
  liveLink?: ApolloLink;
};

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return (
    definition.kind === 'OperationDefinition' &&
    definition.operation === OperationTypeNode.SUBSCRIPTION
  );
};

export function createApolloClient({
  getToken,
  onUnauthenticated,
  liveLink = createLiveLink({ getToken }),
}: ApolloClientOptions) {
  const authLink = new SetContextLink((context) => {
    const token = getToken();
    return token ? { headers: { ...context.headers, authorization: `Bearer ${token}` } } : {};
  });

  const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
    if (HANDLE_THEIR_OWN_UNAUTHENTICATED.has(operation.operationName ?? '')) return;
    const apiError = apiErrorOf(error);
    if (apiError?.code === ErrorCode.Unauthenticated) onUnauthenticated(apiError.message);
  });

  return new ApolloClient({
    // Queries and mutations over HTTP; subscriptions over the live socket.
    link: ApolloLink.split(
      isSubscription,
      liveLink,
      ApolloLink.from([
        unauthenticatedLink,
        createRetryLink(),
        authLink,
        // Same-origin: the api serves the built SPA, and Vite's dev server proxies /graphql to it.
        new HttpLink({ uri: '/graphql' }),
      ]),
    ),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            proposals: nodesPagination(LIST_KEY_ARGS),
            // The filters the dashboard's receivables link with are lists of their own too.
            invoices: nodesPagination([...LIST_KEY_ARGS, 'aging', 'currency', 'unpaid']),
            catalogueItems: nodesPagination([...LIST_KEY_ARGS, 'includeArchived']),
            clients: nodesPagination([...LIST_KEY_ARGS, 'includeArchived']),
          },
        },
      },
    }),
    // Spec §7 keeps query data fresh for 5 minutes; cache-first is the closest Apollo policy.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
