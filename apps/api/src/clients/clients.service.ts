import { ClientMessages, ErrorCode } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../common/actor';
import { Page, Slice, SliceRequest } from '../common/paging/keyset-page';
import { escapeLike, findOwned } from '../common/owned';
import { NumberedPage, SortColumn, SortedList } from '../common/paging/sorted-list';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { foldForSearch, searchKey } from '../database/search-key';
import { isForeignKeyViolation, isUniqueViolation } from '../database/unique-violation';
import type { MoneyDefaults } from '../documents/money/document-money.service';
import { WorkspacesService } from '../workspaces/workspaces.service';
import { Client } from './client.entity';
import { ClientInput } from './dto/client.input';
import { ClientsArgs, ClientSortField, ClientsFilter, ClientsQuery } from './dto/clients.args';
import { ClientModel } from './models/client.model';

const M = ClientMessages;
/** Rows per INSERT: 1,000 rows of 13 columns stay far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;
/** The partial unique index on (workspace_id, lower(email)) WHERE email <> ''. */
const EMAIL_INDEX = 'clients_workspace_email';

const SORT_COLUMNS: Record<ClientSortField, SortColumn> = {
  name: { column: 'c.name', type: 'text' },
  company: { column: 'c.company', type: 'text' },
  email: { column: 'c.email', type: 'text' },
  createdAt: { column: 'c.created_at', type: 'timestamptz' },
};
const LIST = new SortedList<Client, ClientSortField, ClientModel>('c', SORT_COLUMNS, toModel);

/** The details a document names its client by, as the proposal and invoice forms send them. */
export interface DocumentClientDetails {
  name: string;
  email: string;
  company?: string | null;
  address?: string | null;
  phone?: string | null;
  mobile?: string | null;
  fax?: string | null;
}

/** The workspace's clients; every row is reached through the caller's workspace. */
@Injectable()
export class ClientsService {
  constructor(
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    private readonly createLimit: CreateLimit,
    private readonly workspaces: WorkspacesService,
  ) {}

  /**
   * What the money of a document for `clientId` defaults to, read in the document's write
   * transaction: the client's currency, language and tax number, and the workspace's defaults.
   */
  async moneyDefaults(
    manager: EntityManager,
    workspaceId: string,
    clientId: string,
  ): Promise<MoneyDefaults> {
    const workspace = await this.workspaces.moneyDefaults(manager, workspaceId);
    const [client]: {
      currency: string | null;
      language: string | null;
      tax_number: string | null;
    }[] = await manager.query(
      `SELECT currency, language, tax_number FROM clients WHERE id = $1 AND workspace_id = $2`,
      [clientId, workspaceId],
    );
    return {
      ...workspace,
      client: {
        currency: client?.currency ?? null,
        language: client?.language ?? null,
        taxNumber: client?.tax_number ?? null,
      },
    };
  }

  /** The buyer reference a new invoice for `clientId` takes, read in the invoice's transaction. */
  async buyerReference(
    manager: EntityManager,
    workspaceId: string,
    clientId: string,
  ): Promise<string | null> {
    const [client]: { buyer_reference: string | null }[] = await manager.query(
      `SELECT buyer_reference FROM clients WHERE id = $1 AND workspace_id = $2`,
      [clientId, workspaceId],
    );
    return client?.buyer_reference ?? null;
  }

  /** GraphQL: keyset pages, like the document lists. */
  list(workspaceId: string, args: ClientsArgs): Promise<Page<ClientModel>> {
    return LIST.page(this.filtered(workspaceId, args), args, args);
  }

  /** REST: numbered pages, `{ items, total, page, pageSize }`. */
  listPage(workspaceId: string, query: ClientsQuery): Promise<NumberedPage<ClientModel>> {
    return LIST.numbered(this.filtered(workspaceId, query), query, query);
  }

  /** REST with `?limit=&cursor=`: keyset pages in the same order, without the count. */
  listSlice(
    workspaceId: string,
    filter: ClientsFilter,
    request: SliceRequest,
  ): Promise<Slice<ClientModel>> {
    return LIST.slice(this.filtered(workspaceId, filter), filter, request);
  }

  async get(workspaceId: string, id: string): Promise<ClientModel> {
    return toModel(await this.find(this.clients.manager, workspaceId, id));
  }

  async create(actor: Actor, input: ClientInput): Promise<ClientModel> {
    // The same per-minute budget as documents and catalogue items draw on.
    await this.createLimit.take(actor.workspaceId);
    const client = this.clients.create({
      workspaceId: actor.workspaceId,
      createdById: actor.id,
      ...clientColumns(input),
      archivedAt: null,
    });
    return toModel(await this.save(this.clients.manager, client));
  }

  async update(workspaceId: string, id: string, input: ClientInput): Promise<ClientModel> {
    const client = await this.find(this.clients.manager, workspaceId, id);
    return toModel(
      await this.save(this.clients.manager, Object.assign(client, clientColumns(input))),
    );
  }

  /** The client's own change from the client portal: the address fields only. */
  async updateBillingAddress(
    workspaceId: string,
    id: string,
    fields: Pick<Client, 'address' | 'postalCode' | 'city' | 'countryCode'>,
  ): Promise<ClientModel> {
    const client = await this.find(this.clients.manager, workspaceId, id);
    return toModel(await this.save(this.clients.manager, Object.assign(client, fields)));
  }

  async setArchived(workspaceId: string, id: string, archived: boolean): Promise<ClientModel> {
    const client = await this.find(this.clients.manager, workspaceId, id);
    // Archiving twice keeps the first date.
    client.archivedAt = archived ? (client.archivedAt ?? new Date()) : null;
    return toModel(await this.clients.save(client));
  }

  /**
   * Many clients at once in the caller's transaction (the CSV import): no create budget per row,
   * and the e-mail index still refuses a taken address.
   */
  async insertMany(manager: EntityManager, actor: Actor, inputs: ClientInput[]): Promise<void> {
    for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
      await manager.insert(
        Client,
        inputs.slice(start, start + INSERT_CHUNK).map((input) => ({
          workspaceId: actor.workspaceId,
          createdById: actor.id,
          ...clientColumns(input),
          archivedAt: null,
        })),
      );
    }
  }

  /**
   * Refused while a proposal or invoice names the client (archive it instead). The foreign keys
   * hold the rule when a document is linked between the check and the delete.
   */
  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    const [{ used }]: { used: boolean }[] = await this.clients.query(
      `SELECT EXISTS (SELECT 1 FROM proposals WHERE workspace_id = $1 AND client_id = $2)
           OR EXISTS (SELECT 1 FROM invoices WHERE workspace_id = $1 AND client_id = $2) AS used`,
      [workspaceId, id],
    );
    if (used) throw new AppError(ErrorCode.Conflict, M.hasDocuments);
    try {
      const result = await this.clients.delete({ id, workspaceId });
      if (!result.affected) throw AppError.notFound(M.notFound);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError(ErrorCode.Conflict, M.hasDocuments);
      throw error;
    }
  }

  /**
   * The client a document being saved names, in the document's transaction: `clientId` must be
   * one of the workspace's clients; without it, the workspace's client with that e-mail, or a
   * new one made from the document's details ("typing new details creates the client").
   * The document keeps its own copy of the details either way.
   */
  async resolveForDocument(
    manager: EntityManager,
    actor: Actor,
    clientId: string | null | undefined,
    details: DocumentClientDetails,
  ): Promise<string> {
    if (clientId) return (await this.find(manager, actor.workspaceId, clientId)).id;
    const email = details.email.trim().toLowerCase();
    // Insert unless the e-mail is taken, then read whichever row holds it: two documents saved
    // at once for a new client make one client.
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO clients (workspace_id, name, company, email, address, phone, mobile, fax,
                            search_key, created_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (workspace_id, lower(email)) WHERE email <> '' DO NOTHING
       RETURNING id`,
      [
        actor.workspaceId,
        details.name,
        details.company ?? '',
        email,
        details.address || null,
        details.phone || null,
        details.mobile || null,
        details.fax || null,
        searchKey(details.name, details.company, email),
        actor.id,
      ],
    );
    if (created) return created.id;
    const [existing]: { id: string }[] = await manager.query(
      `SELECT id FROM clients WHERE workspace_id = $1 AND lower(email) = $2 AND email <> ''`,
      [actor.workspaceId, email],
    );
    return existing.id;
  }

  private find(manager: EntityManager, workspaceId: string, id: string): Promise<Client> {
    return findOwned(manager, Client, workspaceId, id, M.notFound);
  }

  private async save(manager: EntityManager, client: Client): Promise<Client> {
    try {
      return await manager.save(Client, client);
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_INDEX))
        throw new AppError(ErrorCode.Conflict, M.emailTaken);
      throw error;
    }
  }

  private filtered(workspaceId: string, filter: ClientsFilter): SelectQueryBuilder<Client> {
    const query = this.clients
      .createQueryBuilder('c')
      .where('c.workspace_id = :workspaceId', { workspaceId });
    if (!filter.includeArchived) query.andWhere('c.archived_at IS NULL');
    const term = filter.search ? foldForSearch(filter.search) : '';
    if (term) query.andWhere('c.search_key LIKE :pattern', { pattern: `%${escapeLike(term)}%` });
    return query;
  }
}

/** The row a client input is stored as (also the CSV import's, so both store alike). */
export function clientColumns(input: ClientInput) {
  const company = input.company ?? '';
  const email = input.email ?? '';
  return {
    name: input.name,
    company,
    email,
    ccEmails: [...new Set(input.ccEmails ?? [])],
    address: input.address || null,
    phone: input.phone || null,
    mobile: input.mobile || null,
    fax: input.fax || null,
    taxNumber: input.taxNumber || null,
    notes: input.notes || null,
    currency: input.currency || null,
    language: input.language || null,
    searchKey: searchKey(input.name, company, email),
    ...eInvoiceColumns(input),
  };
}

/** The e-invoice fields sent: left out, each keeps its value; null or empty clears it. */
function eInvoiceColumns(input: ClientInput): Partial<Client> {
  const columns: Partial<Client> = {};
  for (const key of ['postalCode', 'city', 'countryCode', 'buyerReference'] as const)
    if (input[key] !== undefined) columns[key] = input[key] || null;
  if (input.eInvoiceFormat !== undefined) columns.eInvoiceFormat = input.eInvoiceFormat || null;
  return columns;
}

export function toModel(client: Client): ClientModel {
  return {
    id: client.id,
    name: client.name,
    company: client.company,
    email: client.email,
    ccEmails: client.ccEmails,
    address: client.address,
    postalCode: client.postalCode,
    city: client.city,
    countryCode: client.countryCode,
    phone: client.phone,
    mobile: client.mobile,
    fax: client.fax,
    taxNumber: client.taxNumber,
    notes: client.notes,
    currency: client.currency,
    language: client.language,
    eInvoiceFormat: client.eInvoiceFormat,
    buyerReference: client.buyerReference,
    archived: client.archivedAt !== null,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
  };
}
