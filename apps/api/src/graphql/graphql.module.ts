import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { AppConfig } from '../config/app-config';
import { depthLimit } from './depth-limit.rule';

export const GRAPHQL_PATH = '/graphql';
const MAX_QUERY_DEPTH = 10;

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
        validationRules: [depthLimit(MAX_QUERY_DEPTH)],
        context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
      }),
    }),
  ],
})
export class GraphQLModule {}
