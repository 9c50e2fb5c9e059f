import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { countPrepared } from '../../database/prepared-statements';
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

/** A page without the count: what a REST list answers (it has no use for a total). */
export type Slice<T> = Omit<Page<T>, 'totalCount'>;

/** How many rows, after which cursor: a list whose order is fixed pages by this alone. */
export type SliceRequest = Pick<PageRequest, 'first' | 'after'>;

/** Reads a page's rows and what the caller makes of each (by default, the row itself). */
export type PageLoader<T extends ObjectLiteral, R> = (
  query: SelectQueryBuilder<T>,
) => Promise<{ row: T; result: R }[]>;

/**
 * Keyset pagination on (sort column, id): stable under inserts and deletes, and as fast on
 * page 500 as on page 1, unlike OFFSET.
 */
export async function keysetPage<T extends ObjectLiteral & { id: string }, R = T>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: PageRequest,
  load?: PageLoader<T, R>,
): Promise<Page<R>> {
  // The count and the page are independent: sent together, they cost one round trip of latency.
  const total = countPrepared(query, alias);
  const [slice, totalCount] = await Promise.all([keysetSlice(query, alias, page, load), total]);
  return { ...slice, totalCount };
}

/** `keysetPage` without the count. */
export async function keysetSlice<T extends ObjectLiteral & { id: string }, R = T>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: PageRequest,
  load: PageLoader<T, R> = async (q) =>
    (await q.getMany()).map((row) => ({ row, result: row as unknown as R })),
): Promise<Slice<R>> {
  const comparison = page.direction === 'DESC' ? '<' : '>';
  if (page.after) {
    const position: CursorPosition = decodeCursor(page.after, page.sortType);
    query.andWhere(`(${page.sortColumn}, ${alias}.id) ${comparison} (:cursorValue, :cursorId)`, {
      cursorValue: position.value,
      cursorId: position.id,
    });
  }
  const rows = await load(
    query
      .orderBy(page.sortColumn, page.direction)
      .addOrderBy(`${alias}.id`, page.direction)
      .limit(page.first + 1),
  );
  const kept = rows.slice(0, page.first);
  const last = kept.at(-1)?.row;
  const lastValue = last?.[page.sortProperty] as unknown;
  return {
    nodes: kept.map(({ result }) => result),
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

/**
 * "Comes after the cursor" for an order over keys of mixed directions, where PostgreSQL's row
 * comparison (which needs one direction) does not apply: `(a > $a) OR (a = $a AND (b < $b …))`.
 * Each key is a non-null SQL expression (never user input) and the placeholder of its value.
 */
export function keysetAfter(keys: { sql: string; direction: 'ASC' | 'DESC'; value: string }[]) {
  return keys.reduceRight((rest, { sql, direction, value }) => {
    const beyond = `${sql} ${direction === 'DESC' ? '<' : '>'} ${value}`;
    return rest ? `(${beyond} OR (${sql} = ${value} AND ${rest}))` : `(${beyond})`;
  }, '');
}
