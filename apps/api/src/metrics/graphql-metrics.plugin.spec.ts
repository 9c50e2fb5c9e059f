import type { BaseContext, GraphQLRequestContext } from '@apollo/server';
import { GraphqlMetricsPlugin, MAX_OPERATION_NAMES } from './graphql-metrics.plugin';
import { MetricsRegistry } from './metrics-registry';

describe('GraphqlMetricsPlugin', () => {
  async function run(plugin: GraphqlMetricsPlugin, name: string | null, type?: string) {
    const context = {
      contextValue: {},
      operationName: name,
      operation: type ? { operation: type } : undefined,
    } as unknown as GraphQLRequestContext<BaseContext>;
    const listener = await plugin.requestDidStart(context);
    await listener.willSendResponse!(context as never);
  }

  async function counts(registry: MetricsRegistry): Promise<Map<string, number>> {
    const metric = await registry
      .getSingleMetric('dealdraft_graphql_operation_duration_seconds')!
      .get();
    return new Map(
      metric.values
        .filter((value) => (value as { metricName?: string }).metricName?.endsWith('_count'))
        .map((value) => [
          `${value.labels.operation_name} ${value.labels.operation_type}`,
          value.value,
        ]),
    );
  }

  it('keeps at most MAX_OPERATION_NAMES names; the rest, and overlong ones, count as other', async () => {
    const registry = new MetricsRegistry();
    const plugin = new GraphqlMetricsPlugin(registry);
    for (let i = 0; i < MAX_OPERATION_NAMES + 50; i++) await run(plugin, `Op${i}`, 'query');
    await run(plugin, 'Op0', 'query');
    await run(plugin, null, 'mutation');
    await run(plugin, null);
    const seen = await counts(registry);
    expect(seen.size).toBe(MAX_OPERATION_NAMES + 3);
    expect(seen.get('Op0 query')).toBe(2);
    expect(seen.get(`Op${MAX_OPERATION_NAMES - 1} query`)).toBe(1);
    expect(seen.get('other query')).toBe(50);
    expect(seen.get('anonymous mutation')).toBe(1);
    expect(seen.get('anonymous unknown')).toBe(1);
  });

  it('counts a name over 100 characters as other, and keeps no label for it', async () => {
    const registry = new MetricsRegistry();
    const plugin = new GraphqlMetricsPlugin(registry);
    await run(plugin, 'X'.repeat(101), 'query');
    await run(plugin, 'X'.repeat(100), 'query');
    expect(await counts(registry)).toEqual(
      new Map([
        ['other query', 1],
        ['X'.repeat(100) + ' query', 1],
      ]),
    );
  });
});
