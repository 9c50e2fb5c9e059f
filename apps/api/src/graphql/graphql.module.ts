import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import {
  GraphQLModule as NestGraphQLModule,
  type GraphQLWsSubscriptionsConfig,
} from '@nestjs/graphql';
import { AppConfig } from '../config/app-config';
import { GraphQLError, GraphQLFormattedError, specifiedRules, validate } from 'graphql';
import type { ServerOptions as SocketServerOptions } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { FORBIDDEN_CLOSE, type LiveConnection } from '../live/live.service';
import { LiveModule } from '../live/live.module';
import { SocketAuth } from '../live/socket-auth';
import { CompiledExecution } from './compiled-execution';
import { OPERATION_LIMIT_RULES } from './operation-limits';
import { subscriptionsOverSocketOnly } from './socket-only.rule';

export const GRAPHQL_PATH = '/graphql';
const VALIDATION_RULES = OPERATION_LIMIT_RULES;

/** What graphql-ws keeps per socket: the socket and its upgrade request, and the bearer. */
type SocketExtra = { socket: WebSocket; request: IncomingMessage; authorization?: string };
type ConnectionParams = { authorization?: unknown };

/**
 * Code-first GraphQL. The schema is built in memory at boot; `npm run schema` writes the
 * same schema to apps/api/schema.gql, which codegen reads and a test keeps honest.
 */
@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [LiveModule],
      inject: [AppConfig, SocketAuth],
      useFactory: (config: AppConfig, sockets: SocketAuth) => {
        // In tests every compiled answer is checked against graphql-js (compiled-execution.ts).
        const execution = new CompiledExecution({ checkAnswers: config.env === 'test' });
        return {
          path: GRAPHQL_PATH,
          autoSchemaFile: true,
          sortSchema: true,
          // Our own offline IDE is served instead (see graphql-ide.ts); no hosted Sandbox.
          playground: false,
          // Cache control is on by default and hooks every field of every result (a wrapper per
          // resolver, a callback per field: 16 % of the api's CPU on a 50-row list), for HTTP
          // cache hints nothing here sends; the lists are per user and never publicly cacheable.
          plugins: [
            ApolloServerPluginLandingPageDisabled(),
            ApolloServerPluginCacheControlDisabled(),
          ],
          introspection: config.graphqlIde,
          includeStacktraceInErrorResponses: false,
          validationRules: [...VALIDATION_RULES, subscriptionsOverSocketOnly],
          formatError: keepRuleCode,
          // A field with arguments (RecurringSchedule.nextDates) refuses bad ones through the same
          // filter as operations, so they answer our codes too.
          fieldResolverEnhancers: ['filters'],
          context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
          // Subscriptions: graphql-ws on the same path.
          subscriptions: { 'graphql-ws': socketOptions(sockets) },
          // Queries and mutations run compiled by graphql-jit (compiled-execution.ts).
          transformSchema: execution.useSchema,
          gateway: execution.gateway,
        };
      },
    }),
  ],
})
export class GraphQLModule {}

/**
 * The graphql-ws server's options. The socket authenticates once, with
 * `{ authorization: 'Bearer …' }` as its connectionParams (a session token or an API key, checked
 * as a request's); a refused one is closed with 4403. Each operation on it then runs like a
 * request carrying that header, through the same global guard, within the same depth and cost
 * limits. Nest hands every graphql-ws option on to the server (GqlSubscriptionService spreads
 * them over its own), though its type names only some: `context` and `validate` are cast in.
 */
function socketOptions(sockets: SocketAuth): GraphQLWsSubscriptionsConfig {
  const options: Partial<SocketServerOptions<ConnectionParams, SocketExtra>> & { path: string } = {
    path: GRAPHQL_PATH,
    onConnect: async (ctx) => {
      const authorization = ctx.connectionParams?.authorization;
      const user = await sockets.authenticate(authorization);
      if (!user) return false;
      ctx.extra.authorization = authorization as string;
      closeWhenExpired(ctx.extra.socket, user.exp);
      return true;
    },
    context: (ctx) => {
      const { socket, authorization = '' } = ctx.extra;
      const connection: LiveConnection = {
        authorization,
        close: (code, reason) => socket.close(code, reason),
      };
      return { req: { headers: { authorization } }, connection };
    },
    validate: (schema, document) =>
      validate(schema, document, [...specifiedRules, ...VALIDATION_RULES]),
  };
  return options as GraphQLWsSubscriptionsConfig;
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is left to the per-event check. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Closes a socket with 4403 when its session token expires (`exp`, seconds), as a request with
 * that token would then be refused: an idle socket would otherwise stay open past its session,
 * to be closed only at its next event. An API key's socket (no expiry) is not timed.
 */
function closeWhenExpired(socket: WebSocket, exp: number): void {
  const delay = exp * 1000 - Date.now();
  if (delay > LONGEST_TIMER_MS) return;
  const timer = setTimeout(() => socket.close(FORBIDDEN_CLOSE, 'Forbidden'), Math.max(0, delay));
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Apollo relabels every validation error GRAPHQL_VALIDATION_FAILED; our own rules refuse with
 * a code of ours (BAD_REQUEST), which clients read like any other.
 */
function keepRuleCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const code = original instanceof GraphQLError ? original.extensions.code : undefined;
  return code ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted;
}
