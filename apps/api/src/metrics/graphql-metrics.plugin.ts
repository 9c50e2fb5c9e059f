import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContext,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { performance } from 'node:perf_hooks';
import { Histogram } from 'prom-client';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

const STARTED = Symbol('metrics.graphqlStartedAt');
type TimedContext = BaseContext & { [STARTED]?: number };

/**
 * Distinct operation names kept as labels. Any caller may name an operation (sign-up needs no
 * account), so past this many the rest share `other`; the web app sends about a hundred.
 */
export const MAX_OPERATION_NAMES = 300;
const MAX_NAME_LENGTH = 100;

/**
 * GraphQL operation latency by operation name and type (query, mutation; `unknown` when the
 * document did not parse or validate), through an Apollo plugin found by Nest's @Plugin().
 */
@Plugin()
export class GraphqlMetricsPlugin implements ApolloServerPlugin<TimedContext> {
  private readonly duration: Histogram<'operation_name' | 'operation_type'>;
  private readonly names = new Set<string>();
  // One listener for every request: it reads the start from the request's own context.
  private readonly listener: GraphQLRequestListener<TimedContext> = {
    willSendResponse: async (context) => this.observe(context),
  };

  constructor(registry: MetricsRegistry) {
    this.duration = new Histogram({
      name: `${METRIC_PREFIX}graphql_operation_duration_seconds`,
      help: 'GraphQL operations from parsing to the answer, by operation name and type',
      labelNames: ['operation_name', 'operation_type'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
  }

  async requestDidStart(
    context: GraphQLRequestContext<TimedContext>,
  ): Promise<GraphQLRequestListener<TimedContext>> {
    context.contextValue[STARTED] = performance.now();
    return this.listener;
  }

  private observe(context: GraphQLRequestContextWillSendResponse<TimedContext>): void {
    const started = context.contextValue[STARTED];
    if (started === undefined) return;
    this.duration.observe(
      {
        operation_name: this.nameLabel(context.operationName),
        operation_type: context.operation?.operation ?? 'unknown',
      },
      (performance.now() - started) / 1000,
    );
  }

  private nameLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_NAMES || name.length > MAX_NAME_LENGTH) return 'other';
    this.names.add(name);
    return name;
  }
}
