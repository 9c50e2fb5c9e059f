import {
  CatalogueMessages,
  CatalogueRules,
  centsToDecimalString,
  decimalStringToCents,
  fromCents,
  toCents,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Page, Slice, SliceRequest } from '../common/paging/keyset-page';
import { deleteOwned, escapeLike, findOwned } from '../common/owned';
import { NumberedPage, SortColumn, SortedList } from '../common/paging/sorted-list';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { CatalogueItem } from './catalogue-item.entity';
import { CatalogueItemInput } from './dto/catalogue-item.input';
import {
  CatalogueItemsArgs,
  CatalogueItemSortField,
  CatalogueItemsFilter,
  CatalogueItemsQuery,
} from './dto/catalogue-items.args';
import { CatalogueItemModel } from './models/catalogue-item.model';
import { foldForSearch, searchKey } from '../database/search-key';

const M = CatalogueMessages;
/** Rows per INSERT, far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

const SORT_COLUMNS: Record<CatalogueItemSortField, SortColumn> = {
  name: { column: 'ci.name', type: 'text' },
  unitPrice: { column: 'ci.unit_price', type: 'numeric' },
  createdAt: { column: 'ci.created_at', type: 'timestamptz' },
};
const LIST = new SortedList<CatalogueItem, CatalogueItemSortField, CatalogueItemModel>(
  'ci',
  SORT_COLUMNS,
  toModel,
);

/** The workspace's catalogue; every row is reached through the caller's workspace. */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(CatalogueItem) private readonly items: Repository<CatalogueItem>,
    private readonly createLimit: CreateLimit,
  ) {}

  /** GraphQL: keyset pages, like the document lists. */
  list(workspaceId: string, args: CatalogueItemsArgs): Promise<Page<CatalogueItemModel>> {
    return LIST.page(this.filtered(workspaceId, args), args, args);
  }

  /** REST: numbered pages, `{ items, total, page, pageSize }`. */
  listPage(
    workspaceId: string,
    query: CatalogueItemsQuery,
  ): Promise<NumberedPage<CatalogueItemModel>> {
    return LIST.numbered(this.filtered(workspaceId, query), query, query);
  }

  /** REST with `?limit=&cursor=`: keyset pages in the same order, without the count. */
  listSlice(
    workspaceId: string,
    filter: CatalogueItemsFilter,
    request: SliceRequest,
  ): Promise<Slice<CatalogueItemModel>> {
    return LIST.slice(this.filtered(workspaceId, filter), filter, request);
  }

  async get(workspaceId: string, id: string): Promise<CatalogueItemModel> {
    return toModel(await findOwned(this.items.manager, CatalogueItem, workspaceId, id, M.notFound));
  }

  async create(workspaceId: string, input: CatalogueItemInput): Promise<CatalogueItemModel> {
    // The same per-minute budget as documents and client links draw on.
    await this.createLimit.take(workspaceId);
    const item = this.items.create({ workspaceId, ...itemColumns(input), archivedAt: null });
    return toModel(await this.items.save(item));
  }

  async update(
    workspaceId: string,
    id: string,
    input: CatalogueItemInput,
  ): Promise<CatalogueItemModel> {
    const item = await findOwned(this.items.manager, CatalogueItem, workspaceId, id, M.notFound);
    return toModel(await this.items.save(Object.assign(item, itemColumns(input))));
  }

  async setArchived(
    workspaceId: string,
    id: string,
    archived: boolean,
  ): Promise<CatalogueItemModel> {
    const item = await findOwned(this.items.manager, CatalogueItem, workspaceId, id, M.notFound);
    // Archiving twice keeps the first date.
    item.archivedAt = archived ? (item.archivedAt ?? new Date()) : null;
    return toModel(await this.items.save(item));
  }

  /** Many items at once in the caller's transaction (the CSV import). */
  async insertMany(
    manager: EntityManager,
    workspaceId: string,
    inputs: CatalogueItemInput[],
  ): Promise<void> {
    for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
      await manager.insert(
        CatalogueItem,
        inputs
          .slice(start, start + INSERT_CHUNK)
          .map((input) => ({ workspaceId, ...itemColumns(input), archivedAt: null })),
      );
    }
  }

  /** Always allowed: documents hold copies of their lines, never a reference to an item. */
  async delete(workspaceId: string, id: string): Promise<void> {
    await deleteOwned(this.items.manager, CatalogueItem, workspaceId, id, M.notFound);
  }

  private filtered(
    workspaceId: string,
    filter: CatalogueItemsFilter,
  ): SelectQueryBuilder<CatalogueItem> {
    const query = this.items
      .createQueryBuilder('ci')
      .where('ci.workspace_id = :workspaceId', { workspaceId });
    if (!filter.includeArchived) query.andWhere('ci.archived_at IS NULL');
    const term = filter.search ? foldForSearch(filter.search) : '';
    if (term) {
      query.andWhere('ci.search_key LIKE :pattern', { pattern: `%${escapeLike(term)}%` });
    }
    return query;
  }
}

/** The row an item input is stored as (also the CSV import's, so both store alike). */
export function itemColumns(input: CatalogueItemInput) {
  const description = input.description || null;
  return {
    name: input.name,
    description,
    // Validated to whole cents (Money), so toCents is never null here.
    unitPrice: centsToDecimalString(toCents(input.unitPrice) ?? 0),
    unit: input.unit || CatalogueRules.defaultUnit,
    defaultQuantity: input.defaultQuantity ?? 1,
    searchKey: searchKey(input.name, description),
  };
}

function toModel(item: CatalogueItem): CatalogueItemModel {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    unitPrice: fromCents(decimalStringToCents(item.unitPrice)),
    unit: item.unit,
    defaultQuantity: item.defaultQuantity,
    archived: item.archivedAt !== null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
