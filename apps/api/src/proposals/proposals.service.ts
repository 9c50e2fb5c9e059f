import {
  depositMinor,
  fromMinor,
  DocumentMessages,
  ErrorCode,
  proposalNumber,
  todayIso,
} from '@dealdraft/domain';
import type { ProposalStatus } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { ClientsService } from '../clients/clients.service';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { SortColumnType } from '../common/paging/cursor';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Page, Slice, SliceRequest } from '../common/paging/keyset-page';
import { DocumentRead, DocumentStore } from '../documents/core/document-store';
import { containing, findOwned } from '../common/owned';
import { UsageService } from '../workspaces/usage.service';
import type { Actor } from '../common/actor';
import { NumberingService } from '../documents/numbering/numbering.service';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { DocumentActivity, NO_ACTIVITY } from '../documents/core/document-activity';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { mathDiscount, moneyColumnsOf } from '../documents/money/money.columns';
import { discountModel, moneyFieldsOf, moneyLineOf } from '../documents/money/money.models';
import { DocumentMoneyService, storedDeposit } from '../documents/money/document-money.service';
import { ProposalInput } from './dto/proposal.input';
import { ProposalsArgs, ProposalSortField } from './dto/proposals.args';
import { ProposalModel } from './models/proposal.model';
import { AnsweredSnapshot, Proposal, StoredServiceLine } from './proposal.entity';

const M = DocumentMessages.proposal;

/** The client's answer as the client links record it, with the content it answered. */
export interface ProposalAnswer {
  status: Extract<ProposalStatus, 'accepted' | 'rejected'>;
  respondedAt: Date;
  acceptedByName: string | null;
  declineReason: string | null;
  responseIpHash: string;
  snapshot: AnsweredSnapshot;
  snapshotSha256: string;
}

const SORT_COLUMNS: Record<
  ProposalSortField,
  { column: string; type: SortColumnType; property?: string }
> = {
  createdAt: { column: 'p.created_at', type: 'timestamptz' },
  proposalDate: { column: 'p.proposal_date', type: 'date' },
  // Within one currency the order is by value; across currencies it is by number only.
  value: { column: 'p.total_minor', type: 'numeric', property: 'totalMinor' },
  clientName: { column: 'p.client_name', type: 'text' },
  proposalTitle: { column: 'p.proposal_title', type: 'text' },
};

/** Every read and write is scoped to its owner: another user's id is simply not found. */
@Injectable()
export class ProposalsService {
  private readonly store: DocumentStore<Proposal, ProposalModel>;

  constructor(
    @InjectRepository(Proposal) private readonly proposals: Repository<Proposal>,
    @InjectDataSource() private readonly dataSource: DataSource,
    usage: UsageService,
    createLimit: CreateLimit,
    numbering: NumberingService,
    private readonly clock: Clock,
    private readonly clients: ClientsService,
    private readonly money: DocumentMoneyService,
  ) {
    this.store = new DocumentStore(
      proposals,
      { allowance: usage, createLimit, numbering },
      {
        kind: 'proposal',
        alias: 'p',
        searchColumns: ['p.client_name', 'p.proposal_title', 'p.proposal_number'],
        notFound: M.notFound,
        numberConstraint: 'proposals_workspace_number_key',
        numberTaken: M.numberTaken,
        numberField: 'proposalNumber',
        // The invoice made from the proposal and its deposit invoice, if any (each found by its
        // unique index: invoices_proposal_key, invoices_deposit_for_proposal_key).
        linkedSelect: `json_build_object(
          'invoice', (SELECT json_build_object('id', inv.id, 'number', inv.invoice_number)
                        FROM invoices inv
                       WHERE inv.proposal_id = p.id AND inv.workspace_id = p.workspace_id),
          'depositInvoiceId', (SELECT dep.id FROM invoices dep
                                WHERE dep.deposit_for_proposal_id = p.id
                                  AND dep.workspace_id = p.workspace_id))`,
        toModel: (row, rowActivity, _today, linked) =>
          toModel(row, rowActivity, linked as LinkedRecords | null),
      },
    );
  }

  /** All of the owner's proposals, newest first (the REST list). */
  listAll(workspaceId: string): Promise<ProposalModel[]> {
    return this.store.listAll(workspaceId);
  }

  /** The REST list a page at a time (`?limit=&cursor=`), in the same order. */
  listSlice(workspaceId: string, request: SliceRequest): Promise<Slice<ProposalModel>> {
    return this.store.listSlice(workspaceId, request);
  }

  /** Searched, filtered, sorted and cursor-paginated (the GraphQL list). */
  async list(actor: Actor, args: ProposalsArgs): Promise<Page<ProposalModel>> {
    const query = this.store.scoped(actor.workspaceId);
    if (args.createdByMe) query.andWhere('p.created_by_id = :me', { me: actor.id });
    if (args.clientId) query.andWhere('p.client_id = :clientId', { clientId: args.clientId });
    if (args.search?.trim()) {
      query.andWhere(...containing(['p.client_name', 'p.proposal_title'], args.search));
    }
    if (args.status) query.andWhere('p.status = :status', { status: args.status });
    return this.store.page(query, {
      sortColumn: SORT_COLUMNS[args.sortBy].column,
      sortType: SORT_COLUMNS[args.sortBy].type,
      // The row's property the cursor reads, where it is not the field's own name.
      sortProperty: SORT_COLUMNS[args.sortBy].property ?? args.sortBy,
      direction: args.sortDirection,
      first: args.first,
      after: args.after,
    });
  }

  /** The top bar's search (client name, title or number), read with the invoices' by `readTogether`. */
  search(workspaceId: string, term: string, limit: number): DocumentRead<ProposalModel, Proposal> {
    return this.store.search(workspaceId, term, limit);
  }

  get(workspaceId: string, id: string): Promise<ProposalModel> {
    return this.store.get(workspaceId, id);
  }

  /** Without the activity `get` adds: for PDFs, e-mails, client links and ownership checks. */
  getStored(workspaceId: string, id: string): Promise<ProposalModel> {
    return this.store.getStored(workspaceId, id);
  }

  /** The stored row, money in minor units as issued (what an invoice made from it copies). */
  row(workspaceId: string, id: string): Promise<Proposal> {
    return this.store.stored(workspaceId, id);
  }

  create(actor: Actor, input: ProposalInput): Promise<ProposalModel> {
    return this.store.create(
      actor,
      {
        ...fieldsOf(input),
        proposalNumber: input.proposalNumber ?? proposalNumber(),
        status: input.status ?? 'draft',
      },
      this.settle(actor, input),
    );
  }

  /**
   * What a write settles in its transaction: the document's client (the one picked, or the
   * workspace's client with the typed e-mail), then its money, which defaults from that client.
   */
  private settle(actor: Actor, input: ProposalInput) {
    return async (manager: EntityManager, current: Proposal | null): Promise<Partial<Proposal>> => {
      const clientId = await this.clients.resolveForDocument(manager, actor, input.clientId, {
        name: input.clientName,
        email: input.clientEmail,
        company: input.clientCompany,
        address: input.clientAddress,
      });
      const money = await this.money.settle(
        manager,
        actor.workspaceId,
        input,
        input.services,
        { lines: 'services', price: 'price' },
        clientId,
        current,
      );
      const services: StoredServiceLine[] = input.services.map((line, i) => ({
        description: line.description,
        ...money.lines[i],
      }));
      // Left out of an update, the deposit stays (a payload written to the spec has none), and
      // is checked again against the new total.
      const depositValue =
        input.deposit === undefined && current
          ? discountModel(current.deposit, current.currency)
          : input.deposit;
      const deposit = storedDeposit(
        depositValue,
        money.columns.currency,
        BigInt(money.columns.totalMinor),
      );
      return { clientId, ...money.columns, services, deposit };
    };
  }

  /**
   * A new draft with the same content and a new number, dated today: how an answered (final)
   * proposal is changed. It is a create, so it takes one unit of the plan's allowance. An
   * expiration date already past is dropped, as the copy would otherwise start expired.
   */
  async duplicate(actor: Actor, id: string): Promise<ProposalModel> {
    const source = await this.store.stored(actor.workspaceId, id);
    const today = todayIso(this.clock.now());
    return this.store.create(actor, {
      proposalNumber: proposalNumber(),
      proposalTitle: source.proposalTitle,
      proposalDate: today,
      expirationDate:
        source.expirationDate && source.expirationDate >= today ? source.expirationDate : null,
      clientName: source.clientName,
      clientCompany: source.clientCompany,
      clientEmail: source.clientEmail,
      clientAddress: source.clientAddress,
      clientId: source.clientId,
      companyName: source.companyName,
      companyEmail: source.companyEmail,
      companyAddress: source.companyAddress,
      companyPhone: source.companyPhone,
      paymentTerms: source.paymentTerms,
      scope: source.scope,
      additionalTerms: source.additionalTerms,
      companyTaxNumber: source.companyTaxNumber,
      services: source.services,
      ...moneyColumnsOf(source),
      status: 'draft',
      remindersEnabled: source.remindersEnabled,
    });
  }

  /**
   * A full update (PUT): every field is replaced; the value is recomputed. An answered proposal
   * is binding: its content and status are final, so any edit is refused.
   */
  update(actor: Actor, id: string, input: ProposalInput): Promise<ProposalModel> {
    return this.store.update(
      actor,
      id,
      (proposal) => {
        assertUnanswered(proposal);
        return {
          ...fieldsOf(input),
          proposalNumber: input.proposalNumber ?? proposal.proposalNumber,
          status: input.status ?? proposal.status,
        };
      },
      this.settle(actor, input),
    );
  }

  /**
   * The proposal locked for the client's answer (the owner's update waits on the same lock), so
   * the content the answer is checked against cannot change before it is recorded.
   */
  async lockForAnswer(
    manager: EntityManager,
    workspaceId: string,
    id: string,
  ): Promise<ProposalModel> {
    const proposal = await findOwned(manager, Proposal, workspaceId, id, M.notFound, {
      lock: true,
    });
    return toModel(proposal, NO_ACTIVITY);
  }

  /** Records the client's answer on a proposal locked by `lockForAnswer` in the same transaction. */
  async recordAnswer(
    manager: EntityManager,
    workspaceId: string,
    id: string,
    answer: ProposalAnswer,
  ): Promise<void> {
    await manager.update(
      Proposal,
      { id, workspaceId },
      {
        status: answer.status,
        respondedAt: answer.respondedAt,
        acceptedByName: answer.acceptedByName,
        declineReason: answer.declineReason,
        responseIpHash: answer.responseIpHash,
        // TypeORM's deep-partial type cannot follow an open record; the value is the whole one.
        answeredSnapshot: answer.snapshot as QueryDeepPartialEntity<AnsweredSnapshot>,
        answeredSnapshotSha256: answer.snapshotSha256,
      },
    );
  }

  /**
   * The spec's one automatic status change: a draft becomes sent once an e-mail of it has gone
   * to the client. Runs in the caller's transaction (the one that marks the send sent).
   */
  async markSent(manager: EntityManager, workspaceId: string, id: string): Promise<void> {
    await manager.update(Proposal, { id, workspaceId, status: 'draft' }, { status: 'sent' });
  }

  /** The per-document reminder switch; another user's proposal is not found. */
  async setRemindersEnabled(workspaceId: string, id: string, enabled: boolean): Promise<void> {
    // Raw, so updated_at stays: the switch is not an edit of the proposal's content.
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE proposals SET reminders_enabled = $3 WHERE id = $1 AND workspace_id = $2`,
      [id, workspaceId, enabled],
    );
    if (!affected) throw AppError.notFound(M.notFound);
  }

  /** Deleting does not give the plan's allowance back. */
  delete(workspaceId: string, id: string): Promise<void> {
    return this.store.delete(workspaceId, id);
  }
}

/** The stored fields of an input besides its client, lines and money (see settle). */
function fieldsOf(input: ProposalInput): Partial<Proposal> {
  return {
    clientName: input.clientName,
    clientCompany: input.clientCompany,
    clientEmail: input.clientEmail,
    clientAddress: input.clientAddress || null,
    proposalTitle: input.proposalTitle,
    proposalDate: input.proposalDate,
    expirationDate: input.expirationDate || null,
    companyName: input.companyName,
    companyEmail: input.companyEmail,
    companyAddress: input.companyAddress,
    companyPhone: input.companyPhone || null,
    // Newer than the spec's fields: left out (a payload written to the spec), it is kept.
    ...(input.companyTaxNumber !== undefined
      ? { companyTaxNumber: input.companyTaxNumber || null }
      : {}),
    paymentTerms: input.paymentTerms,
    additionalTerms: input.additionalTerms || null,
    scope: input.scope || null,
  };
}

/** Accepted or declined (by the client, or marked so by the owner): nothing changes any more. */
export function isAnswered(proposal: { status: string; respondedAt: Date | null }): boolean {
  return (
    proposal.status === 'accepted' ||
    proposal.status === 'rejected' ||
    proposal.respondedAt !== null
  );
}

function assertUnanswered(proposal: Proposal): void {
  if (!isAnswered(proposal)) return;
  const declined =
    proposal.status === 'rejected' || (!proposal.acceptedByName && proposal.status !== 'accepted');
  throw new AppError(ErrorCode.Conflict, declined ? M.declinedIsFinal : M.acceptedIsFinal);
}

/** The invoices made from a proposal, as the proposal reads show them. */
export interface LinkedRecords {
  invoice: { id: string; number: string } | null;
  depositInvoiceId: string | null;
}

export function toModel(
  proposal: Proposal,
  activity: DocumentActivity,
  linked: LinkedRecords | null = null,
): ProposalModel {
  const invoice = linked?.invoice ?? null;
  return {
    id: proposal.id,
    // Not first: an object literal that opens with a spread starts from the spread object's
    // shape and falls into slow (dictionary) mode as the other forty fields are added, which
    // made this function 20-30x slower and was the largest cost of a 50-row list.
    ...activity,
    clientId: proposal.clientId,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
    createdById: proposal.createdById,
    updatedById: proposal.updatedById,
    proposalNumber: proposal.proposalNumber,
    proposalTitle: proposal.proposalTitle,
    proposalDate: proposal.proposalDate,
    expirationDate: proposal.expirationDate,
    clientName: proposal.clientName,
    clientCompany: proposal.clientCompany,
    clientEmail: proposal.clientEmail,
    clientAddress: proposal.clientAddress,
    companyName: proposal.companyName,
    companyEmail: proposal.companyEmail,
    companyAddress: proposal.companyAddress,
    companyPhone: proposal.companyPhone,
    companyTaxNumber: proposal.companyTaxNumber,
    paymentTerms: proposal.paymentTerms,
    additionalTerms: proposal.additionalTerms,
    scope: proposal.scope,
    services: proposal.services.map((line) => ({
      description: line.description,
      price: fromMinor(line.unitPriceMinor, proposal.currency),
      quantity: line.quantity,
      subtotal: fromMinor(BigInt(line.unitPriceMinor) * BigInt(line.quantity), proposal.currency),
      ...moneyLineOf(line, proposal.currency),
    })),
    ...moneyFieldsOf(proposal),
    value: fromMinor(proposal.totalMinor, proposal.currency),
    deposit: discountModel(proposal.deposit, proposal.currency),
    depositAmount: proposal.deposit
      ? fromMinor(
          depositMinor(BigInt(proposal.totalMinor), mathDiscount(proposal.deposit)),
          proposal.currency,
        )
      : null,
    depositInvoiceId: linked?.depositInvoiceId ?? null,
    status: proposal.status,
    remindersEnabled: proposal.remindersEnabled,
    respondedAt: proposal.respondedAt,
    acceptedByName: proposal.acceptedByName,
    declineReason: proposal.declineReason,
    responseIpFingerprint: proposal.responseIpHash?.slice(0, 12) ?? null,
    answeredVersion: proposal.answeredSnapshotSha256,
    answeredSnapshot: proposal.answeredSnapshot,
    createdAt: proposal.createdAt,
    updatedAt: proposal.updatedAt,
  };
}
