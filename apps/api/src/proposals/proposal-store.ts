import { customValueList, DocumentMessages, depositMinor, fromMinor } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import type { DocumentActivity } from '../documents/core/document-activity';
import { DocumentStore } from '../documents/core/document-store';
import { mathDiscount } from '../documents/money/money.columns';
import { discountModel, moneyFieldsOf, moneyLineOf } from '../documents/money/money.models';
import { NumberingService } from '../documents/numbering/numbering.service';
import { UsageService } from '../workspaces/usage.service';
import { ProposalModel } from './models/proposal.model';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';
import { Proposal } from './proposal.entity';

const M = DocumentMessages.proposal;

/**
 * The document store configured for proposals: their reads, get, delete, reminder switch and
 * sent mark, which ProposalsService, client links, e-mail and PDFs reach directly.
 */
@Injectable()
export class ProposalStore extends DocumentStore<Proposal, ProposalModel> {
  constructor(
    @InjectRepository(Proposal) proposals: Repository<Proposal>,
    usage: UsageService,
    createLimit: CreateLimit,
    numbering: NumberingService,
    private readonly customFields: CustomFieldsService,
  ) {
    super(
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

  /** With what it prints of its custom fields, for PDFs, e-mails and client links. */
  override async getStored(workspaceId: string, id: string): Promise<ProposalModel> {
    const proposal = await super.getStored(workspaceId, id);
    proposal.printedFields = await this.customFields.printedFor(workspaceId, {
      clientId: proposal.clientId,
      customFields: proposal.customFields,
      lines: proposal.services,
    });
    return proposal;
  }
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
    layout: proposal.layout,
    services: proposal.services.map((line) => ({
      description: line.description,
      price: fromMinor(line.unitPriceMinor, proposal.currency),
      quantity: line.quantity,
      subtotal: fromMinor(BigInt(line.unitPriceMinor) * BigInt(line.quantity), proposal.currency),
      ...moneyLineOf(line, proposal.currency),
      customFields: customValueList(line.customValues),
    })),
    customFields: customValueList(proposal.customValues),
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
