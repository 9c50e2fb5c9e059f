import { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';

export const SUBSCRIPTION_OVER_HTTP =
  'Subscriptions are served over WebSocket (the graphql-ws protocol) on /graphql, not over HTTP.';

/**
 * For operations over HTTP: a subscription there would run as a query and fail inside
 * (Subscription.activity's null), a 500 for the caller's mistake. Refused first, with a 400 that
 * says where subscriptions are served. The socket's own validation does not use this rule.
 */
export function subscriptionsOverSocketOnly(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'subscription') return;
      context.reportError(
        new GraphQLError(SUBSCRIPTION_OVER_HTTP, {
          nodes: [node],
          extensions: { code: 'BAD_REQUEST' },
        }),
      );
    },
  };
}
