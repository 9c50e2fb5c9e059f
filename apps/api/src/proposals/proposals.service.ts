import { DocumentMessages, ErrorCode, proposalNumber, todayIso } from '@dealdraft/domain';
import type { ProposalStatus } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { ClientsService } from '../clients/clients.service';
import { EntityManager } from 'typeorm';
import { SortColumnType } from '../common/paging/cursor';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Page } from '../common/paging/keyset-page';
import { containing, findOwned } from '../common/owned';
import type { Actor } from '../common/actor';
import { NO_ACTIVITY } from '../documents/core/document-activity';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { moneyColumnsOf } from '../documents/money/money.columns';
import { discountModel } from '../documents/money/money.models';
import { DocumentMoneyService, storedDeposit } from '../documents/money/document-money.service';
import { ProposalStore, toModel } from './proposal-store';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';
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
  constructor(
    private readonly store: ProposalStore,
    private readonly clock: Clock,
    private readonly clients: ClientsService,
    private readonly money: DocumentMoneyService,
    private readonly customFields: CustomFieldsService,
  ) {}

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
      const customValues = await this.customFields.valuesFor(
        manager,
        actor.workspaceId,
        'document',
        input.customFields,
      );
      const lineValues = await this.customFields.lineValuesFor(
        manager,
        actor.workspaceId,
        input.services,
        'services',
      );
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
        await this.clients.moneyDefaults(manager, actor.workspaceId, clientId),
        current,
      );
      const services: StoredServiceLine[] = input.services.map((line, i) => ({
        description: line.description,
        ...money.lines[i],
        ...(lineValues[i] ? { customValues: lineValues[i] } : {}),
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
      return {
        clientId,
        ...money.columns,
        services,
        deposit,
        ...(customValues ? { customValues } : {}),
      };
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
      customValues: source.customValues,
      companyName: source.companyName,
      companyEmail: source.companyEmail,
      companyAddress: source.companyAddress,
      companyPhone: source.companyPhone,
      paymentTerms: source.paymentTerms,
      scope: source.scope,
      layout: source.layout,
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
    // Left out, the layout is kept; null or empty goes back to the workspace's.
    ...(input.layout !== undefined ? { layout: input.layout || null } : {}),
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
