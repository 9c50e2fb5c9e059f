import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { AppConfig } from '../config/app-config';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { costLimit, CostLimits } from './cost-limit.rule';
import { depthLimit } from './depth-limit.rule';

export const GRAPHQL_PATH = '/graphql';
const MAX_QUERY_DEPTH = 10;
/**
 * The web's largest operation (a page of 100 invoices with every field, money included) costs
 * 6,201; two such pages aliased into one operation do not fit. Each operation the web sends has
 * one top-level field.
 */
export const COST_LIMITS: CostLimits = { maxRootFields: 10, maxCost: 8_000, assumedListSize: 100 };

/**
 * Code-first GraphQL. The schema is built in memory at boot; `npm run schema` writes the
 * same schema to apps/api/schema.gql, which codegen reads and a test keeps honest.
 */
@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        path: GRAPHQL_PATH,
        autoSchemaFile: true,
        sortSchema: true,
        // Our own offline IDE is served instead (see graphql-ide.ts); no hosted Sandbox.
        playground: false,
        plugins: [ApolloServerPluginLandingPageDisabled()],
        introspection: config.graphqlIde,
        includeStacktraceInErrorResponses: false,
        validationRules: [depthLimit(MAX_QUERY_DEPTH), costLimit(COST_LIMITS)],
        formatError: keepRuleCode,
        // A field with arguments (RecurringSchedule.nextDates) refuses bad ones through the same
        // filter as operations, so they answer our codes too.
        fieldResolverEnhancers: ['filters'],
        context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
      }),
    }),
  ],
})
export class GraphQLModule {}

/**
 * Apollo relabels every validation error GRAPHQL_VALIDATION_FAILED; our own rules refuse with
 * a code of ours (BAD_REQUEST), which clients read like any other.
 */
function keepRuleCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const code = original instanceof GraphQLError ? original.extensions.code : undefined;
  return code ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted;
}
