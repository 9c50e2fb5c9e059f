import {
  centsToDecimalString,
  decimalStringToCents,
  DocumentMessages,
  ErrorCode,
  fromCents,
  lineTotalCents,
  MAX_TOTAL_CENTS,
  proposalNumber,
  sumCents,
  toCents,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { keysetPage, Page } from '../common/documents/keyset-page';
import { containing, deleteOwned, findOwned } from '../common/documents/owned';
import { UsageService } from '../common/documents/usage.service';
import {
  DocumentActivity,
  DocumentActivityService,
  NO_ACTIVITY,
} from '../common/documents/document-activity';
import { AppError } from '../common/errors/app-error';
import { isUniqueViolation } from '../database/unique-violation';
import { ProposalInput } from './dto/proposal.input';
import { ProposalsArgs, ProposalSortField } from './dto/proposals.args';
import { ProposalModel } from './models/proposal.model';
import { Proposal, StoredServiceLine } from './proposal.entity';

const M = DocumentMessages.proposal;

const SORT_COLUMNS: Record<ProposalSortField, string> = {
  createdAt: 'p.created_at',
  proposalDate: 'p.proposal_date',
  value: 'p.value',
  clientName: 'p.client_name',
  proposalTitle: 'p.proposal_title',
};

/** Every read and write is scoped to its owner: another user's id is simply not found. */
@Injectable()
export class ProposalsService {
  constructor(
    @InjectRepository(Proposal) private readonly proposals: Repository<Proposal>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usage: UsageService,
    private readonly activity: DocumentActivityService,
  ) {}

  /** Models for stored rows, with their e-mail activity in one extra query. */
  private async present(ownerId: string, rows: Proposal[]): Promise<ProposalModel[]> {
    const activity = await this.activity.forDocuments(
      ownerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toModel(row, DocumentActivityService.of(activity, row.id)));
  }

  /** All of the owner's proposals, newest first (the REST list). */
  async listAll(ownerId: string): Promise<ProposalModel[]> {
    const rows = await this.proposals.find({
      where: { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.present(ownerId, rows);
  }

  /** Searched, filtered, sorted and cursor-paginated (the GraphQL list). */
  async list(ownerId: string, args: ProposalsArgs): Promise<Page<ProposalModel>> {
    const query = this.proposals
      .createQueryBuilder('p')
      .where('p.owner_id = :ownerId', { ownerId });
    if (args.search?.trim()) {
      query.andWhere(...containing(['p.client_name', 'p.proposal_title'], args.search));
    }
    if (args.status) query.andWhere('p.status = :status', { status: args.status });
    const page = await keysetPage(query, 'p', {
      sortColumn: SORT_COLUMNS[args.sortBy],
      sortProperty: args.sortBy,
      direction: args.sortDirection,
      first: args.first,
      after: args.after,
    });
    return { ...page, nodes: await this.present(ownerId, page.nodes) };
  }

  /** The top bar's search: client name, title or number, case-insensitive, most recently updated first. */
  async search(ownerId: string, term: string, limit: number): Promise<ProposalModel[]> {
    const rows = await this.proposals
      .createQueryBuilder('p')
      .where('p.owner_id = :ownerId', { ownerId })
      .andWhere(...containing(['p.client_name', 'p.proposal_title', 'p.proposal_number'], term))
      .orderBy('p.updated_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getMany();
    return this.present(ownerId, rows);
  }

  async get(ownerId: string, id: string): Promise<ProposalModel> {
    const proposal = await findOwned(this.proposals.manager, Proposal, ownerId, id, M.notFound);
    return (await this.present(ownerId, [proposal]))[0];
  }

  /**
   * The stored record without the e-mail and view activity `get` adds (two queries): for PDFs,
   * e-mails, client links and ownership checks, none of which show it.
   */
  async getStored(ownerId: string, id: string): Promise<ProposalModel> {
    const proposal = await findOwned(this.proposals.manager, Proposal, ownerId, id, M.notFound);
    return toModel(proposal, NO_ACTIVITY);
  }

  /** Takes one unit of the plan's allowance in the same transaction as the insert. */
  async create(ownerId: string, input: ProposalInput): Promise<ProposalModel> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.usage.consume(manager, ownerId, 'proposals');
      const proposal = manager.create(Proposal, {
        ...fieldsOf(input),
        ownerId,
        proposalNumber: input.proposalNumber ?? proposalNumber(),
        status: input.status ?? 'draft',
      });
      return saveUnique(manager, proposal);
    });
    return (await this.present(ownerId, [saved]))[0];
  }

  /** A full update (PUT): every field is replaced; the value is recomputed. */
  async update(ownerId: string, id: string, input: ProposalInput): Promise<ProposalModel> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const proposal = await findOwned(manager, Proposal, ownerId, id, M.notFound, { lock: true });
      manager.merge(Proposal, proposal, {
        ...fieldsOf(input),
        proposalNumber: input.proposalNumber ?? proposal.proposalNumber,
        status: input.status ?? proposal.status,
      });
      return saveUnique(manager, proposal);
    });
    return (await this.present(ownerId, [saved]))[0];
  }

  /** Deleting does not give the plan's allowance back. */
  delete(ownerId: string, id: string): Promise<void> {
    return deleteOwned(this.proposals.manager, Proposal, ownerId, id, M.notFound);
  }
}

/** The stored fields of an input, with money in cents and the value computed here. */
function fieldsOf(input: ProposalInput): Partial<Proposal> {
  const services: StoredServiceLine[] = input.services.map((line) => ({
    description: line.description,
    // Validated to at most two decimals at the edge.
    priceCents: toCents(line.price) ?? 0,
    quantity: line.quantity,
  }));
  const total = sumCents(
    services.map((line) => ({ unitCents: line.priceCents, quantity: line.quantity })),
  );
  if (total > MAX_TOTAL_CENTS)
    throw new AppError(ErrorCode.ValidationFailed, `services: ${DocumentMessages.totalTooLarge}`);
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
    paymentTerms: input.paymentTerms,
    additionalTerms: input.additionalTerms || null,
    scope: input.scope || null,
    services,
    value: centsToDecimalString(total),
  };
}

async function saveUnique(manager: EntityManager, proposal: Proposal): Promise<Proposal> {
  try {
    return await manager.save(Proposal, proposal);
  } catch (error) {
    if (isUniqueViolation(error, 'proposals_owner_number_key'))
      throw new AppError(ErrorCode.Conflict, M.numberTaken);
    throw error;
  }
}

export function toModel(proposal: Proposal, activity: DocumentActivity): ProposalModel {
  return {
    ...activity,
    id: proposal.id,
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
    paymentTerms: proposal.paymentTerms,
    additionalTerms: proposal.additionalTerms,
    scope: proposal.scope,
    services: proposal.services.map((line) => ({
      description: line.description,
      price: fromCents(line.priceCents),
      quantity: line.quantity,
      subtotal: fromCents(lineTotalCents({ unitCents: line.priceCents, quantity: line.quantity })),
    })),
    value: fromCents(decimalStringToCents(proposal.value)),
    status: proposal.status,
    remindersEnabled: proposal.remindersEnabled,
    respondedAt: proposal.respondedAt,
    acceptedByName: proposal.acceptedByName,
    declineReason: proposal.declineReason,
    responseIpFingerprint: proposal.responseIpHash?.slice(0, 12) ?? null,
    createdAt: proposal.createdAt,
    updatedAt: proposal.updatedAt,
  };
}
