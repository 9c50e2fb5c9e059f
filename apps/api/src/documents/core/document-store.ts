import { DocumentKind, ErrorCode, todayIso } from '@dealdraft/domain';
import { DeepPartial, EntityManager, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  countQuery,
  queryText,
  rawRowsOfEach,
  rawRowsPrepared,
  runCount,
} from '../../database/prepared-statements';
import { isUniqueViolation } from '../../database/unique-violation';
import { CreateLimit } from '../../common/rate-limit/create-limit';
import type { Actor } from '../../common/actor';
import { activityOf, activitySelects, DocumentActivity, NO_ACTIVITY } from './document-activity';
import {
  keysetSlice,
  Page,
  PageRequest,
  Slice,
  SliceRequest,
} from '../../common/paging/keyset-page';
import { AppError } from '../../common/errors/app-error';
import { isUuid } from '../../common/input/uuid';
import { containing, deleteOwned, findOwned, Owned } from '../../common/owned';
import { RawEntityReader } from './raw-entity-reader';

const LINKED_COLUMN = 'linked_record';
const TOTAL_COLUMN = 'total_count';

/**
 * Fields a write settles inside its transaction (the document's client, found or made; its
 * money, which needs the client's and the workspace's defaults), so a refused write leaves
 * nothing behind. `current` is the stored row an update changes (locked), null on create.
 */
export type LinkInTransaction<E> = (
  manager: EntityManager,
  current: E | null,
) => Promise<DeepPartial<E>>;

/**
 * What a write does after its row was saved, in the same transaction: rules that need the saved
 * row (its id, its new total), such as an invoice's ledger. Throwing refuses the whole write.
 */
export type AfterSave<E> = (manager: EntityManager, saved: E) => Promise<void>;

/**
 * A document row: owned by a workspace, made and last changed by a person, with a status and
 * a reminder switch.
 */
export type AuthoredRow = Owned & {
  createdById: string | null;
  updatedById: string | null;
  status: string;
  remindersEnabled: boolean;
  updatedAt: Date;
};

/** Takes one unit of the workspace's plan allowance in the caller's transaction. */
export interface PlanAllowance {
  consume(manager: EntityManager, workspaceId: string, kind: DocumentKind): Promise<void>;
}

/** What creating needs besides the table: the limits a create counts against. */
export interface DocumentStoreWrites {
  allowance: PlanAllowance;
  createLimit: CreateLimit;
  numbering: DocumentNumbering;
}

/** The workspace's number pattern, drawn in the caller's transaction (numbering/). */
export interface DocumentNumbering {
  /** The pattern for the kind, or null for the spec's PROP-/INV-{timestamp}. */
  pattern(manager: EntityManager, workspaceId: string, kind: DocumentKind): Promise<string | null>;
  /** The next number by the pattern (skipping `taken` ones), or null without a pattern. */
  next(
    manager: EntityManager,
    workspaceId: string,
    kind: DocumentKind,
    taken: (number: string) => Promise<boolean>,
  ): Promise<string | null>;
}

/** A read's row as stored, its model, and the raw columns it came from. */
interface ReadPair<E, M> {
  row: E;
  result: M;
  columns: Record<string, unknown>;
}

/**
 * A read of one kind that can share its statement with another kind's: the query, and how its
 * raw rows become models.
 */
export interface DocumentRead<M, E extends ObjectLiteral> {
  query: SelectQueryBuilder<E>;
  models(raw: Record<string, unknown>[]): M[];
}

/** Two kinds' reads in one statement, one round trip (`rawRowsOfEach`). */
export async function readTogether<A, B, EA extends ObjectLiteral, EB extends ObjectLiteral>(
  a: DocumentRead<A, EA>,
  b: DocumentRead<B, EB>,
): Promise<[A[], B[]]> {
  const [rawA, rawB] = await rawRowsOfEach<[EA, EB]>([a.query, b.query]);
  return [a.models(rawA), b.models(rawB)];
}

/** What makes one kind's store: its table, search columns, messages and mapping. */
export interface DocumentStoreConfig<E extends Owned, M> {
  kind: DocumentKind;
  /** The query builder's alias for the kind's table ('p', 'i'). */
  alias: string;
  /** The columns the top bar's search looks in, with the alias. */
  searchColumns: string[];
  notFound: string;
  /** The unique (workspace, number) constraint, and what to say when a number is taken. */
  numberConstraint: string;
  numberTaken: string;
  /** The number's property ('proposalNumber', 'invoiceNumber'): a pattern fills it on create. */
  numberField: keyof E & string;
  /**
   * A correlated subquery (over `alias`) for a record linked to the row, read by the same
   * statement as the list; its value reaches `toModel` as `linked` (null where not read).
   */
  linkedSelect?: string;
  /**
   * SQL for the status a draft takes once an e-mail of it has gone out (over the kind's table
   * name); 'sent' when not given. The invoice's depends on its ledger (invoice-status.sql.ts).
   */
  sentStatusSql?: string;
  /** `today` ('YYYY-MM-DD', UTC) is read once per page, for rules that depend on the date. */
  toModel(row: E, activity: DocumentActivity, today: string, linked: unknown): M;
}

/**
 * The reads and the delete that proposals and invoices share, configured per kind; the kind
 * services keep what differs (filters, sorting, inputs, numbering, answers). Every query is
 * scoped to its owner: another user's id is simply the kind's 404.
 */
export class DocumentStore<E extends AuthoredRow, M> {
  /**
   * Made at the first read, the only use of the table's metadata (a store on a stub repository,
   * as in unit tests, never needs it).
   */
  private reader?: RawEntityReader<E>;

  constructor(
    private readonly rows: Repository<E>,
    private readonly writes: DocumentStoreWrites,
    private readonly config: DocumentStoreConfig<E, M>,
  ) {}

  /**
   * A new document by `actor`: counts against the per-minute create limit, then takes one unit
   * of the plan's allowance in the same transaction as the insert (a failed insert gives it back).
   */
  async create(
    actor: Actor,
    fields: DeepPartial<E>,
    link?: LinkInTransaction<E>,
    afterSave?: AfterSave<E>,
  ): Promise<M> {
    const { workspaceId } = actor;
    await this.writes.createLimit.take(workspaceId);
    const saved = await this.rows.manager.transaction((manager) =>
      this.insert(manager, actor, fields, link, afterSave),
    );
    // Read back like any other read: the same statement, activity included.
    return this.get(workspaceId, saved.id);
  }

  /**
   * The insert of `create` in the caller's transaction, answering the stored row: takes the
   * plan's allowance and the next number there, but not the per-minute budget, which is for
   * requests (the recurring sweep issues in its own transaction, bounded by its schedules).
   */
  async insert(
    manager: EntityManager,
    actor: Actor,
    fields: DeepPartial<E>,
    link?: LinkInTransaction<E>,
    afterSave?: AfterSave<E>,
  ): Promise<E> {
    const { workspaceId } = actor;
    await this.writes.allowance.consume(manager, workspaceId, this.config.kind);
    const number = await this.writes.numbering.next(manager, workspaceId, this.config.kind, (n) =>
      this.numberTaken(manager, workspaceId, n),
    );
    const row = manager.create(this.rows.target, {
      ...fields,
      // The workspace's pattern, when it has one, numbers every new document.
      ...(number ? { [this.config.numberField]: number } : {}),
      ...(link ? await link(manager, null) : {}),
      workspaceId,
      createdById: actor.id,
      updatedById: actor.id,
    } as DeepPartial<E>);
    const saved = await this.saveNumbered(manager, row);
    await afterSave?.(manager, saved);
    return saved;
  }

  /**
   * Changes a document under a row lock: `change` sees the stored row (and may refuse, e.g. a
   * binding answer) and returns the new fields; the editor is recorded.
   */
  async update(
    actor: Actor,
    id: string,
    change: (row: E) => DeepPartial<E>,
    link?: LinkInTransaction<E>,
    afterSave?: AfterSave<E>,
  ): Promise<M> {
    const { workspaceId } = actor;
    const saved = await this.rows.manager.transaction(async (manager) => {
      const row = await findOwned(
        manager,
        this.rows.target,
        workspaceId,
        id,
        this.config.notFound,
        {
          lock: true,
        },
      );
      const changed = change(row);
      const linked = link ? await link(manager, row) : {};
      // A number the pattern gave stays: a full update resends the form's number field.
      if (await this.writes.numbering.pattern(manager, workspaceId, this.config.kind))
        delete (changed as Record<string, unknown>)[this.config.numberField];
      manager.merge(this.rows.target, row, {
        ...changed,
        ...linked,
        updatedById: actor.id,
      } as DeepPartial<E>);
      const saved = await this.saveNumbered(manager, row);
      await afterSave?.(manager, saved);
      return saved;
    });
    // Read back like any other read: the same statement, activity included.
    return this.get(workspaceId, saved.id);
  }

  /** The stored row of a document, for a kind service's own reads (e.g. duplicate's source). */
  stored(workspaceId: string, id: string): Promise<E> {
    return this.find(workspaceId, id);
  }

  /** Whether a document of the workspace already has `number` (typed before a pattern was set). */
  private async numberTaken(manager: EntityManager, workspaceId: string, number: string) {
    const { tableName } = this.rows.metadata;
    const column = this.rows.metadata.findColumnWithPropertyName(this.config.numberField)!;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM ${tableName} WHERE workspace_id = $1 AND ${column.databaseName} = $2`,
      [workspaceId, number],
    );
    return rows.length > 0;
  }

  private async saveNumbered(manager: EntityManager, row: E): Promise<E> {
    try {
      return await manager.save(this.rows.target, row);
    } catch (error) {
      if (isUniqueViolation(error, this.config.numberConstraint))
        throw new AppError(ErrorCode.Conflict, this.config.numberTaken);
      throw error;
    }
  }

  /** The kind's rows of one workspace, for a kind service to filter further. */
  scoped(workspaceId: string): SelectQueryBuilder<E> {
    const { alias } = this.config;
    return this.rows
      .createQueryBuilder(alias)
      .where(`${alias}.workspace_id = :workspaceId`, { workspaceId });
  }

  /** All of the workspace's documents of the kind, newest first (the REST list). */
  listAll(workspaceId: string): Promise<M[]> {
    const { alias } = this.config;
    return this.load(
      this.scoped(workspaceId)
        .orderBy(`${alias}.created_at`, 'DESC')
        .addOrderBy(`${alias}.id`, 'DESC'),
    );
  }

  /** A keyset page of the REST list, in `listAll`'s order; the GraphQL list's kind of cursor. */
  listSlice(workspaceId: string, request: SliceRequest): Promise<Slice<M>> {
    const { alias } = this.config;
    return keysetSlice(
      this.scoped(workspaceId),
      alias,
      {
        sortColumn: `${alias}.created_at`,
        sortType: 'timestamptz',
        sortProperty: 'createdAt',
        direction: 'DESC',
        ...request,
      },
      (q) => this.loadPairs(q),
    );
  }

  /**
   * A keyset page of `query` (from `scoped`) and how many rows it has in all (the GraphQL
   * list). The count is a scalar subquery of the page's own statement, planned once per
   * statement: a second statement cost each request another pool checkout and round trip, and
   * the page's rows waited for it (measured alternating: +15 % on the invoices list). A page
   * past the last row has no row to carry the count, so only then is it read on its own.
   */
  async page(query: SelectQueryBuilder<E>, request: PageRequest): Promise<Page<M>> {
    // Before keysetSlice adds the cursor: the total counts every row, not those after it.
    const counting = countQuery(query, this.config.alias);
    query.addSelect(`(${queryText(counting)})`, TOTAL_COLUMN);
    let totalCount: number | undefined;
    const slice = await keysetSlice(query, this.config.alias, request, async (q) => {
      const pairs = await this.loadPairs(q);
      if (pairs.length > 0) totalCount = Number(pairs[0].columns[TOTAL_COLUMN]);
      return pairs;
    });
    return { ...slice, totalCount: totalCount ?? (await runCount(counting)) };
  }

  /**
   * The top bar's search: case-insensitive, most recently updated first. A read, not its rows,
   * so that the search reads both kinds in one statement (`readTogether`).
   */
  search(workspaceId: string, term: string, limit: number): DocumentRead<M, E> {
    const { alias, searchColumns } = this.config;
    const query = this.scoped(workspaceId)
      .andWhere(...containing(searchColumns, term))
      .orderBy(`${alias}.updated_at`, 'DESC')
      .addOrderBy(`${alias}.id`, 'DESC')
      .limit(limit);
    return {
      query: this.withActivity(query),
      models: (raw) => this.fromRaw(raw).map(({ result }) => result),
    };
  }

  async get(workspaceId: string, id: string): Promise<M> {
    if (!isUuid(id)) throw AppError.notFound(this.config.notFound);
    const [model] = await this.load(
      this.scoped(workspaceId).andWhere(`${this.config.alias}.id = :id`, { id }),
    );
    if (!model) throw AppError.notFound(this.config.notFound);
    return model;
  }

  /**
   * The rows `query` selects, with their e-mail and view activity read by the same statement:
   * a page of the list is one database round trip.
   */
  private async load(query: SelectQueryBuilder<E>): Promise<M[]> {
    return (await this.loadPairs(query)).map(({ result }) => result);
  }

  private async loadPairs(query: SelectQueryBuilder<E>): Promise<ReadPair<E, M>[]> {
    return this.fromRaw(
      await rawRowsPrepared<E, Record<string, unknown>>(this.withActivity(query)),
    );
  }

  /** `query` with the columns a model needs besides the row's: activity, and the linked record. */
  private withActivity(query: SelectQueryBuilder<E>): SelectQueryBuilder<E> {
    const { alias, linkedSelect } = this.config;
    const withActivity = activitySelects(query, alias);
    if (linkedSelect) withActivity.addSelect(linkedSelect, LINKED_COLUMN);
    return withActivity;
  }

  /** Raw rows of a `withActivity` query, read into entities and models. */
  private fromRaw(raw: Record<string, unknown>[]): ReadPair<E, M>[] {
    const { alias } = this.config;
    // Read into entities here: the query has no joins, so a row is a document.
    const today = todayIso();
    const reader = (this.reader ??= new RawEntityReader(this.rows.metadata, alias));
    return raw.map((columns) => {
      const row = reader.read(columns);
      const linked = columns[LINKED_COLUMN] ?? null;
      const result = this.config.toModel(row, activityOf(columns), today, linked);
      return { row, result, columns };
    });
  }

  /**
   * The stored record without the e-mail and view activity `get` adds (two queries): for PDFs,
   * e-mails, client links and ownership checks, none of which show it.
   */
  async getStored(workspaceId: string, id: string): Promise<M> {
    return this.config.toModel(await this.find(workspaceId, id), NO_ACTIVITY, todayIso(), null);
  }

  private find(workspaceId: string, id: string): Promise<E> {
    return findOwned(this.rows.manager, this.rows.target, workspaceId, id, this.config.notFound);
  }

  /**
   * The spec's one automatic status change: a draft becomes sent once an e-mail of it has gone
   * to the client. Runs in the caller's transaction (the one that marks the send sent).
   */
  async markSent(manager: EntityManager, workspaceId: string, id: string): Promise<void> {
    const status = this.config.sentStatusSql ?? `'sent'`;
    await manager
      .createQueryBuilder()
      .update(this.rows.target)
      .set({ status: () => status } as QueryDeepPartialEntity<E>)
      .where(`id = :id AND workspace_id = :workspaceId AND status = 'draft'`, { id, workspaceId })
      .execute();
  }

  /** The per-document reminder switch; another workspace's document is the kind's 404. */
  async setRemindersEnabled(workspaceId: string, id: string, enabled: boolean): Promise<void> {
    const { affected } = await this.rows
      .createQueryBuilder()
      .update()
      // updated_at stays (TypeORM would set it): the switch is not an edit of the content.
      .set({
        remindersEnabled: enabled,
        updatedAt: () => 'updated_at',
      } as QueryDeepPartialEntity<E>)
      .where('id = :id AND workspace_id = :workspaceId', { id, workspaceId })
      .execute();
    if (!affected) throw AppError.notFound(this.config.notFound);
  }

  /** Deleting does not give the plan's allowance back. */
  delete(workspaceId: string, id: string): Promise<void> {
    return deleteOwned(this.rows.manager, this.rows.target, workspaceId, id, this.config.notFound);
  }
}
