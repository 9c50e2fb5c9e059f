import { todayIso } from '@dealdraft/domain';
import { Repository } from 'typeorm';
import { DocumentActivity, DocumentActivityService, NO_ACTIVITY } from './document-activity';
import { containing, deleteOwned, findOwned, Owned } from './owned';

/** What makes one kind's store: its table, search columns, messages and mapping. */
export interface DocumentStoreConfig<E extends Owned, M> {
  /** The query builder's alias for the kind's table ('p', 'i'). */
  alias: string;
  /** The columns the top bar's search looks in, with the alias. */
  searchColumns: string[];
  notFound: string;
  /** `today` ('YYYY-MM-DD', UTC) is read once per page, for rules that depend on the date. */
  toModel(row: E, activity: DocumentActivity, today: string): M;
}

/**
 * The reads and the delete that proposals and invoices share, configured per kind; the kind
 * services keep what differs (filters, sorting, inputs, numbering, answers). Every query is
 * scoped to its owner: another user's id is simply the kind's 404.
 */
export class DocumentStore<E extends Owned, M> {
  constructor(
    private readonly rows: Repository<E>,
    private readonly activity: DocumentActivityService,
    private readonly config: DocumentStoreConfig<E, M>,
  ) {}

  /** Models for stored rows, with their e-mail and view activity for the whole page at once. */
  async present(workspaceId: string, rows: E[]): Promise<M[]> {
    const activity = await this.activity.forDocuments(
      workspaceId,
      rows.map((row) => row.id),
    );
    const today = todayIso();
    return rows.map((row) =>
      this.config.toModel(row, DocumentActivityService.of(activity, row.id), today),
    );
  }

  /** All of the owner's documents of the kind, newest first (the REST list). */
  async listAll(workspaceId: string): Promise<M[]> {
    const { alias } = this.config;
    const rows = await this.rows
      .createQueryBuilder(alias)
      .where(`${alias}.workspace_id = :workspaceId`, { workspaceId })
      .orderBy(`${alias}.created_at`, 'DESC')
      .addOrderBy(`${alias}.id`, 'DESC')
      .getMany();
    return this.present(workspaceId, rows);
  }

  /** The top bar's search: case-insensitive, most recently updated first. */
  async search(workspaceId: string, term: string, limit: number): Promise<M[]> {
    const { alias, searchColumns } = this.config;
    const rows = await this.rows
      .createQueryBuilder(alias)
      .where(`${alias}.workspace_id = :workspaceId`, { workspaceId })
      .andWhere(...containing(searchColumns, term))
      .orderBy(`${alias}.updated_at`, 'DESC')
      .addOrderBy(`${alias}.id`, 'DESC')
      .limit(limit)
      .getMany();
    return this.present(workspaceId, rows);
  }

  async get(workspaceId: string, id: string): Promise<M> {
    return (await this.present(workspaceId, [await this.find(workspaceId, id)]))[0];
  }

  /**
   * The stored record without the e-mail and view activity `get` adds (two queries): for PDFs,
   * e-mails, client links and ownership checks, none of which show it.
   */
  async getStored(workspaceId: string, id: string): Promise<M> {
    return this.config.toModel(await this.find(workspaceId, id), NO_ACTIVITY, todayIso());
  }

  private find(workspaceId: string, id: string): Promise<E> {
    return findOwned(this.rows.manager, this.rows.target, workspaceId, id, this.config.notFound);
  }

  /** Deleting does not give the plan's allowance back. */
  delete(workspaceId: string, id: string): Promise<void> {
    return deleteOwned(this.rows.manager, this.rows.target, workspaceId, id, this.config.notFound);
  }
}
