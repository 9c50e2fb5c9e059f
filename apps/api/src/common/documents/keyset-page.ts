import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CursorPosition, decodeCursor, encodeCursor, SortColumnType } from './cursor';

export interface PageRequest {
  /** Column expression to sort by, e.g. `p.created_at` (never user input). */
  sortColumn: string;
  /** Its PostgreSQL type, which a cursor's value is decoded against. */
  sortType: SortColumnType;
  /** The entity property holding the same value, for the next cursor. */
  sortProperty: string;
  direction: 'ASC' | 'DESC';
  first: number;
  after?: string;
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Keyset pagination on (sort column, id): stable under inserts and deletes, and as fast on
 * page 500 as on page 1, unlike OFFSET.
 */
export async function keysetPage<T extends ObjectLiteral & { id: string }, R = T>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: PageRequest,
  /** Reads the page's rows and what the caller makes of each (by default, the row itself). */
  load: (query: SelectQueryBuilder<T>) => Promise<{ row: T; result: R }[]> = async (q) =>
    (await q.getMany()).map((row) => ({ row, result: row as unknown as R })),
): Promise<Page<R>> {
  // The count and the page are independent: sent together, they cost one round trip of latency.
  const total = query.clone().getCount();
  const comparison = page.direction === 'DESC' ? '<' : '>';
  if (page.after) {
    const position: CursorPosition = decodeCursor(page.after, page.sortType);
    query.andWhere(`(${page.sortColumn}, ${alias}.id) ${comparison} (:cursorValue, :cursorId)`, {
      cursorValue: position.value,
      cursorId: position.id,
    });
  }
  const [rows, totalCount] = await Promise.all([
    load(
      query
        .orderBy(page.sortColumn, page.direction)
        .addOrderBy(`${alias}.id`, page.direction)
        .limit(page.first + 1),
    ),
    total,
  ]);
  const kept = rows.slice(0, page.first);
  const last = kept.at(-1)?.row;
  const lastValue = last?.[page.sortProperty] as unknown;
  return {
    nodes: kept.map(({ result }) => result),
    totalCount,
    hasNextPage: rows.length > page.first,
    endCursor: last
      ? encodeCursor({
          value:
            lastValue instanceof Date
              ? lastValue.toISOString()
              : (lastValue as CursorPosition['value']),
          id: last.id,
        })
      : null,
  };
}
