import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';

/**
 * Hot reads as named prepared statements. PostgreSQL parses and plans an unnamed statement
 * every time it runs; for the statements every request runs, that was most of their cost:
 * measured with EXPLAIN ANALYZE, the session read planned for 0.62 ms and ran for 0.15 ms, a
 * 50-row proposals page planned for 1.3 ms and ran for 0.47 ms. Prepared on a connection, the
 * session read switches to a generic plan after five runs (0.004 ms planning, 0.03 ms
 * running) and the page keeps custom plans but skips parsing (0.2 ms planning). PostgreSQL runs
 * on the same cores as the api, so this is CPU the api gets back.
 *
 * A statement is prepared on each pooled connection the first time it runs there, and stays for
 * the connection's life (pg remembers which). The name is a digest of the text, so one text is
 * one statement. The texts are bounded: only the first MAX_STATEMENTS distinct ones are named
 * (a LIMIT is part of the text, so the GraphQL `first` alone makes up to a hundred per list);
 * any later one runs unnamed as before, so no request can make a connection hold more.
 *
 * Behind PgBouncer in transaction mode, named statements need PgBouncer 1.21 or later with
 * max_prepared_statements set (docs/operations.md).
 */
const MAX_STATEMENTS = 500;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `dd_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The pg pool behind a TypeORM DataSource on PostgreSQL (its driver's `master`). */
function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/** Runs `text` with `values` as a named prepared statement on the DataSource's pool. */
export async function queryPrepared<R extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const result = await poolOf(dataSource).query<R>({ name: statementName(text), text, values });
  return result.rows;
}

/**
 * The SQL of each query shape, as TypeORM's `getQuery` wrote it (named parameters still in
 * place). Writing it walks the whole builder (selects, conditions, property names), and the
 * hot reads did that on every request: 4.9 % of a search request's CPU, 2.6 % of a list
 * page's. The text depends on the builder's shape only, never on its parameters' values, so
 * it is kept per shape: a key made of everything in the expression map that goes into the
 * text. A builder with anything the key does not cover (joins, locks, CTEs, grouping, …) is
 * written anew each time. Under NODE_ENV=test every reuse is checked against a fresh text, so
 * the suites would catch a shape the key tells apart wrongly. Bounded as the names are.
 */
const texts = new Map<string, string>();
let checkTexts = false;

/** Set once at boot (DatabaseModule): whether each reused text is checked against a fresh one. */
export function checkQueryTexts(on: boolean): void {
  checkTexts = on;
}

function shapeOf(query: SelectQueryBuilder<ObjectLiteral>): string | null {
  const map = query.expressionMap;
  const plain =
    map.queryType === 'select' &&
    map.mainAlias?.hasMetadata &&
    !map.subQuery &&
    map.aliasNamePrefixingEnabled &&
    map.joinAttributes.length === 0 &&
    map.relationIdAttributes.length === 0 &&
    map.relationCountAttributes.length === 0 &&
    map.commonTableExpressions.length === 0 &&
    map.groupBys.length === 0 &&
    map.havings.length === 0 &&
    !map.selectDistinct &&
    map.selectDistinctOn.length === 0 &&
    !map.lockMode &&
    !map.useIndex &&
    !map.comment &&
    !map.timeTravel &&
    !map.extraAppendedAndWhereCondition &&
    map.skip === undefined &&
    map.take === undefined;
  if (!plain) return null;
  return JSON.stringify([
    map.mainAlias!.metadata.tablePath,
    map.aliases.map((alias) => alias.name),
    map.selects,
    map.wheres,
    map.orderBys,
    map.limit ?? null,
    map.offset ?? null,
    map.withDeleted,
  ]);
}

/** `query.getQuery()`, written once per shape (see `texts`). */
export function queryText<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): string {
  const shape = shapeOf(query as SelectQueryBuilder<ObjectLiteral>);
  if (shape === null) return query.getQuery();
  const kept = texts.get(shape);
  if (kept === undefined) {
    const text = query.getQuery();
    if (texts.size < MAX_STATEMENTS) texts.set(shape, text);
    return text;
  }
  if (checkTexts && kept !== query.getQuery()) {
    throw new Error(`Two query shapes share a key; kept:\n${kept}\nnow:\n${query.getQuery()}`);
  }
  return kept;
}

/** Whether `query` is bound to a transaction's QueryRunner, and must run on its connection. */
function inTransaction<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): boolean {
  // TypeORM keeps the builder's QueryRunner protected; set, it holds a transaction's connection.
  return Boolean((query as unknown as { queryRunner?: QueryRunner }).queryRunner);
}

/**
 * The raw rows of `query`, as `getRawMany` returns them, read through a prepared statement.
 * A query bound to a transaction's QueryRunner runs there, through TypeORM as before.
 */
export function rawRowsPrepared<T extends ObjectLiteral, R extends QueryResultRow>(
  query: SelectQueryBuilder<T>,
): Promise<R[]> {
  if (inTransaction(query)) return query.getRawMany();
  // What getQueryAndParameters does, with the text kept per shape.
  const [text, values] = query.connection.driver.escapeQueryWithParameters(
    queryText(query),
    query.getParameters(),
    query.expressionMap.nativeParameters,
  );
  return queryPrepared<R>(query.connection, text, values);
}

/**
 * The raw rows of each of `queries` (plain selects, each on its own table), read by one
 * statement, one round trip: the top bar's search reads proposals and invoices together, and
 * each statement a request runs costs the api a socket write and PostgreSQL a wake-up on the
 * same two cores. Each query becomes a side of a `FULL JOIN … ON false`, so every row comes
 * back once, with the other sides' columns null; each side is numbered in its own order
 * (`row_number() OVER ()` over the query's ordered, limited rows) and the statement is ordered
 * by those numbers, side by side. Rows come as arrays, since the sides may share column names
 * (the activity columns); each side's columns follow its marker column. The queries' named
 * parameters share one namespace, so a name must mean the same value in each.
 */
export async function rawRowsOfEach<T extends ObjectLiteral[]>(queries: {
  [K in keyof T]: SelectQueryBuilder<T[K]>;
}): Promise<Record<string, unknown>[][]> {
  // A transaction's builders run on its connection, each its own statement, as rawRowsPrepared
  // runs them there.
  if (queries.some(inTransaction)) return Promise.all(queries.map((q) => rawRowsPrepared(q)));
  const parameters: ObjectLiteral = {};
  for (const query of queries) {
    for (const [name, value] of Object.entries(query.getParameters())) {
      if (name in parameters && parameters[name] !== value)
        throw new Error(`rawRowsOfEach: the parameter :${name} differs between the queries`);
      parameters[name] = value;
    }
  }
  const sides = queries.map(
    (query, i) =>
      `(SELECT row_number() OVER () AS ${sideMarker(i)}, q.* FROM (${queryText(query)}) q) s${i}`,
  );
  const text =
    `SELECT * FROM ${sides.map((side, i) => (i === 0 ? side : `FULL JOIN ${side} ON false`)).join(' ')}` +
    ` ORDER BY ${queries.map((_, i) => `s${i}.${sideMarker(i)}`).join(', ')}`;
  const [sql, values] = queries[0].connection.driver.escapeQueryWithParameters(
    text,
    parameters,
    {},
  );
  const { fields, rows } = await poolOf(queries[0].connection).query<unknown[]>({
    name: statementName(sql),
    text: sql,
    values,
    rowMode: 'array',
  });
  const starts = queries.map((_, i) => fields.findIndex(({ name }) => name === sideMarker(i)));
  const each: Record<string, unknown>[][] = queries.map(() => []);
  for (const row of rows) {
    const side = starts.findIndex((start) => row[start] !== null);
    const end = starts[side + 1] ?? fields.length;
    const columns: Record<string, unknown> = {};
    for (let at = starts[side] + 1; at < end; at++) columns[fields[at].name] = row[at];
    each[side].push(columns);
  }
  return each;
}

const sideMarker = (side: number) => `dd_side_${side}`;

/**
 * The statement counting what `query` selects, as `getCount` counts: a clone, so `query` can
 * still be paged. Its text can also be embedded in `query` as a scalar subquery, since the two
 * share their named parameters.
 */
export function countQuery<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  return query
    .clone()
    .orderBy()
    .limit(undefined)
    .offset(undefined)
    .select(`COUNT(DISTINCT(${query.escape(alias)}.${query.escape('id')}))`, 'cnt');
}

/** Runs a `countQuery` through a prepared statement. */
export async function runCount<T extends ObjectLiteral>(
  counting: SelectQueryBuilder<T>,
): Promise<number> {
  const [row] = await rawRowsPrepared<T, { cnt: string }>(counting);
  return Number(row?.cnt ?? 0);
}

/** How many rows `query` selects, as `getCount` counts them, through a prepared statement. */
export function countPrepared<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
): Promise<number> {
  return runCount(countQuery(query, alias));
}
