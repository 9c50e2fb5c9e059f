import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SortColumnType } from './cursor';
import { keysetPage, keysetSlice, Page, PageRequest, Slice, SliceRequest } from './keyset-page';

/** Rows of a numbered REST page when `pageSize` is not given. */
const PAGE_SIZE_DEFAULT = 20;

/** A column a list may be sorted by: its expression (never user input) and its type. */
export interface SortColumn {
  column: string;
  type: SortColumnType;
}

/** How a caller asks for a list's order: a field of the list's own, and a direction. */
export interface SortRequest<F extends string> {
  sortBy: F;
  sortDirection: 'ASC' | 'DESC';
}

/** A numbered REST page: `{ items, total, page, pageSize }`. */
export interface NumberedPage<M> {
  items: M[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A workspace's list of one table (clients, catalogue items), in the order the caller picks and
 * then by id, read three ways: GraphQL's keyset pages with their count, the REST list's
 * numbered pages, and its keyset slices (`?limit=&cursor=`). The query given to each is the
 * caller's filtered one; the order is added here, the same for all three.
 */
export class SortedList<E extends ObjectLiteral & { id: string }, F extends string, M> {
  constructor(
    private readonly alias: string,
    private readonly columns: Record<F, SortColumn>,
    private readonly toModel: (row: E) => M,
  ) {}

  /** GraphQL: a keyset page, like the document lists', with the count of every row. */
  async page(
    query: SelectQueryBuilder<E>,
    sort: SortRequest<F>,
    { first, after }: SliceRequest,
  ): Promise<Page<M>> {
    return this.modelled(
      await keysetPage(query, this.alias, { ...this.keyset(sort), first, after }),
    );
  }

  /** REST with `?limit=&cursor=`: a keyset page in the same order, without the count. */
  async slice(
    query: SelectQueryBuilder<E>,
    sort: SortRequest<F>,
    { first, after }: SliceRequest,
  ): Promise<Slice<M>> {
    return this.modelled(
      await keysetSlice(query, this.alias, { ...this.keyset(sort), first, after }),
    );
  }

  /** REST: a numbered page. */
  async numbered(
    query: SelectQueryBuilder<E>,
    sort: SortRequest<F>,
    { page = 1, pageSize = PAGE_SIZE_DEFAULT }: { page?: number; pageSize?: number },
  ): Promise<NumberedPage<M>> {
    const [rows, total] = await query
      .orderBy(this.columns[sort.sortBy].column, sort.sortDirection)
      .addOrderBy(`${this.alias}.id`, sort.sortDirection)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { items: rows.map((row) => this.toModel(row)), total, page, pageSize };
  }

  /** A page or slice of rows as the same of models. */
  private modelled<P extends { nodes: E[] }>(rows: P): Omit<P, 'nodes'> & { nodes: M[] } {
    return { ...rows, nodes: rows.nodes.map((row) => this.toModel(row)) };
  }

  private keyset(sort: SortRequest<F>): Omit<PageRequest, 'first' | 'after'> {
    const { column, type } = this.columns[sort.sortBy];
    return {
      sortColumn: column,
      sortType: type,
      sortProperty: sort.sortBy,
      direction: sort.sortDirection,
    };
  }
}
