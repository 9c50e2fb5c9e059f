import type { StatsQuery } from '@/generated/graphql';

type Receivables = StatsQuery['stats']['receivables'][number];

/** One currency's receivables for a Stats mock: zeros, every bucket, unless overridden. */
export function receivablesOf(
  currency: string,
  overrides: Partial<Omit<Receivables, 'aging'>> = {},
  aging: [number, number][] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ],
): Receivables {
  return {
    __typename: 'Receivables',
    currency,
    outstanding: 0,
    outstandingCount: 0,
    overdue: 0,
    overdueCount: 0,
    paidThisMonth: 0,
    ...overrides,
    aging: (['0-30', '31-60', '61-90', '90+'] as const).map((bucket, index) => ({
      __typename: 'AgingAmount' as const,
      bucket,
      amount: aging[index][0],
      count: aging[index][1],
    })),
  };
}
