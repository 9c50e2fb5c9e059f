import {
  computeDocument,
  DEFAULT_ROUNDING,
  depositLines,
  depositMinor,
  DocumentMessages,
  documentStrings,
  ErrorCode,
  formatMinor,
  formatPercent,
  thousandthsToPercent,
  todayIso,
  type MathDocument,
  type RoundingRule,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { Actor } from '../common/actor';
import { AppError } from '../common/errors/app-error';
import type { Invoice, StoredLineItem } from '../invoices/invoice.entity';
import { InvoicesService } from '../invoices/invoices.service';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { mathDiscount, moneyColumnsOf } from '../documents/money/money.columns';
import type { Proposal } from '../proposals/proposal.entity';
import { ProposalStore } from '../proposals/proposal-store';

const C = DocumentMessages.conversion;

export interface Conversion {
  invoice: InvoiceModel;
  /** False when the proposal already had its invoice: that one is answered, never a twin. */
  created: boolean;
}

/**
 * An accepted proposal becomes a draft invoice: by hand ("Create invoice") or, when
 * the workspace asks for it, as the client accepts through the link.
 */
@Injectable()
export class ConversionService {
  private readonly logger = new Logger(ConversionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly proposals: ProposalStore,
    private readonly invoices: InvoicesService,
    private readonly clock: Clock,
  ) {}

  /**
   * The proposal's invoice: the existing one, or a new draft (a create like any other: the
   * per-minute budget and the plan's invoice allowance apply). Only an accepted proposal has
   * one made; two calls at once make one invoice.
   */
  async invoiceFromProposal(actor: Actor, proposalId: string): Promise<Conversion> {
    const proposal = await this.proposals.stored(actor.workspaceId, proposalId);
    const existing = await this.invoices.findForProposal(actor.workspaceId, proposal.id);
    if (existing) return { invoice: existing, created: false };
    if (proposal.status !== 'accepted') throw new AppError(ErrorCode.Conflict, C.notAccepted);

    const [workspace]: { taxNumber: string | null }[] = await this.dataSource.query(
      'SELECT tax_number AS "taxNumber" FROM workspaces WHERE id = $1',
      [actor.workspaceId],
    );
    const today = todayIso(this.clock.now());
    const deposit = await this.invoices.findDepositFor(actor.workspaceId, proposal.id);
    const created = await this.invoices.createForProposal(actor, {
      ...invoiceFieldsOf(
        proposal,
        today,
        proposal.companyTaxNumber ?? workspace?.taxNumber ?? null,
      ),
      depositInvoiceId: deposit?.id ?? null,
    });
    if (created) return { invoice: created, created: true };
    const winner = await this.invoices.findForProposal(actor.workspaceId, proposal.id);
    // The unique index refused ours, so the winner exists unless it was deleted meanwhile.
    if (!winner) throw new AppError(ErrorCode.Conflict, C.failed);
    return { invoice: winner, created: false };
  }

  /**
   * After a client accepted through the link: the draft invoice, if the workspace turned that
   * on. The acceptance stands whatever happens here (a plan's invoice limit, say): a failure is
   * logged, and "Create invoice" stays on the proposal.
   */
  async afterAcceptance(workspaceId: string, proposalId: string): Promise<void> {
    const row = await this.acceptanceActor(workspaceId, proposalId);
    if (!row?.on || !row.actorId) return;
    try {
      await this.invoiceFromProposal({ id: row.actorId, workspaceId }, proposalId);
    } catch (error) {
      this.logger.warn(
        { err: error, workspaceId, proposalId },
        'No invoice was made on acceptance; the proposal keeps its Create invoice action',
      );
    }
  }

  /**
   * After a client accepted a proposal that asks a deposit: its deposit invoice,
   * made from the accepted proposal (answered proposals no longer change) for the deposit of
   * its total, sent and due today; the existing one when it was made already. Null when the
   * proposal asks none, or the invoice could not be made (a plan's limit): the acceptance
   * stands, and the failure is logged.
   */
  async depositOnAcceptance(workspaceId: string, proposalId: string): Promise<InvoiceModel | null> {
    const proposal = await this.proposals.stored(workspaceId, proposalId);
    if (!proposal.deposit || proposal.status !== 'accepted') return null;
    const existing = await this.invoices.findDepositFor(workspaceId, proposalId);
    if (existing) return existing;
    const amount = depositMinor(BigInt(proposal.totalMinor), mathDiscount(proposal.deposit));
    const row = await this.acceptanceActor(workspaceId, proposalId);
    if (amount <= 0n || !row?.actorId) return null;
    try {
      const today = todayIso(this.clock.now());
      const created = await this.invoices.createDepositInvoice(
        { id: row.actorId, workspaceId },
        depositInvoiceFieldsOf(proposal, today, amount, row.taxNumber, {
          scope: row.roundingScope,
          method: row.roundingMethod,
        }),
      );
      return created ?? (await this.invoices.findDepositFor(workspaceId, proposalId));
    } catch (error) {
      this.logger.warn(
        { err: error, workspaceId, proposalId },
        'No deposit invoice was made on acceptance',
      );
      return null;
    }
  }

  /** The proposal's author (or the owner once that account is gone), and the workspace's settings. */
  private async acceptanceActor(workspaceId: string, proposalId: string) {
    // The invoice is made in the name of the proposal's author, or the owner once that
    // account is gone.
    const [row]: {
      on: boolean;
      actorId: string | null;
      taxNumber: string | null;
      roundingScope: RoundingRule['scope'];
      roundingMethod: RoundingRule['method'];
    }[] = await this.dataSource.query(
      `SELECT w.invoice_on_accept AS "on", coalesce(p.company_tax_number, w.tax_number) AS "taxNumber",
              w.rounding_scope AS "roundingScope", w.rounding_method AS "roundingMethod",
              coalesce(p.created_by_id,
                (SELECT m.user_id FROM workspace_members m
                  WHERE m.workspace_id = w.id AND m.role = 'owner')) AS "actorId"
         FROM workspaces w JOIN proposals p ON p.workspace_id = w.id AND p.id = $2
        WHERE w.id = $1`,
      [workspaceId, proposalId],
    );
    return row;
  }
}

/**
 * The deposit invoice: the proposal's sender and client, and the deposit as an advance payment
 * with its VAT: one line per tax group of the proposal (the lines that carry the same taxes),
 * priced with the tax inside at the group's share of the deposit (libs/domain depositLines:
 * shares in proportion to each group's gross, adding up to the deposit exactly), so the
 * deposit states the VAT it carries, as the supply it pays for will. A proposal without taxes
 * gives one untaxed line. In the proposal's currency and language, due today; the notes say it
 * is deducted from the final invoice.
 */
export function depositInvoiceFieldsOf(
  proposal: Proposal,
  today: string,
  amountMinor: bigint,
  businessNumber: string | null,
  rounding: RoundingRule = DEFAULT_ROUNDING,
): Omit<Partial<Invoice>, 'invoiceNumber' | 'status'> {
  const d = documentStrings(proposal.language);
  const share =
    proposal.deposit && 'percent' in proposal.deposit
      ? formatPercent(thousandthsToPercent(proposal.deposit.percent), d.locale)
      : formatMinor(amountMinor, proposal.currency, d.locale);
  const base = invoiceFieldsOf(proposal, today, businessNumber);
  const taxes = proposal.taxRates.map((rate) => ({ ...rate, rate: BigInt(rate.rate) }));
  const proposalMath: MathDocument = {
    lines: proposal.services.map((service) => ({
      unitPrice: BigInt(service.unitPriceMinor),
      quantity: BigInt(service.quantity),
      discount: service.discount ? mathDiscount(service.discount) : null,
      taxIds: service.taxIds ?? [],
    })),
    taxes,
    documentTaxIds: proposal.documentTaxIds,
    discount: proposal.discount ? mathDiscount(proposal.discount) : null,
    pricesIncludeTax: proposal.pricesIncludeTax,
    rounding,
  };
  const lines = depositLines(proposalMath, amountMinor);
  const description = d.deposit.line(share, proposal.proposalNumber, proposal.proposalTitle);
  const depositMath: MathDocument = {
    lines,
    taxes,
    documentTaxIds: proposal.documentTaxIds,
    pricesIncludeTax: true,
    rounding,
  };
  const totals = computeDocument(depositMath);
  const used = new Set(totals.taxes.map((tax) => tax.id));
  return {
    ...base,
    dueDate: today,
    notes: d.deposit.note(
      proposal.proposalNumber,
      formatMinor(BigInt(proposal.totalMinor), proposal.currency, d.locale),
    ),
    lineItems: (lines.length ? lines : [{ unitPrice: amountMinor, taxIds: [] }]).map((line) => ({
      description,
      extraDetails: null,
      unitPriceMinor: Number(line.unitPrice),
      quantity: 1,
      ...(line.taxIds.length ? { taxIds: line.taxIds } : {}),
    })),
    pricesIncludeTax: used.size > 0,
    discount: null,
    documentTaxIds: used.size > 0 ? proposal.documentTaxIds : [],
    taxRates: proposal.taxRates.filter((rate) => used.has(rate.id)),
    taxSummary: totals.taxes.map((tax) => ({
      id: tax.id,
      name: tax.name,
      rate: Number(tax.rate),
      base: Number(tax.base),
      tax: Number(tax.tax),
    })),
    subtotalMinor: amountMinor.toString(),
    discountMinor: '0',
    taxMinor: totals.tax.toString(),
    totalMinor: amountMinor.toString(),
    // Not the proposal's invoice: that one stays to be made, and deducts this one.
    proposalId: null,
    proposalNumber: proposal.proposalNumber,
    depositForProposalId: proposal.id,
  };
}

/**
 * What the draft takes from the proposal: the sender and the client as the proposal names them
 * (the client's company heads the billing address, an invoice having no company field), the
 * services as lines at the same prices, discounts and taxes (the same currency, language and
 * totals), the payment terms, and the additional terms as notes.
 */
export function invoiceFieldsOf(
  proposal: Proposal,
  today: string,
  businessNumber: string | null,
): Omit<Partial<Invoice>, 'invoiceNumber' | 'status'> {
  const lineItems: StoredLineItem[] = proposal.services.map(({ description, ...money }) => ({
    description,
    extraDetails: null,
    ...money,
  }));
  return {
    invoiceDate: today,
    dueDate: null,
    businessName: proposal.companyName,
    businessEmail: proposal.companyEmail,
    businessAddress: proposal.companyAddress,
    businessPhone: proposal.companyPhone,
    businessNumber,
    clientId: proposal.clientId,
    clientName: proposal.clientName,
    clientEmail: proposal.clientEmail,
    clientAddress: [proposal.clientCompany, proposal.clientAddress]
      .filter((part) => part?.trim())
      .join('\n'),
    clientPhone: null,
    clientMobile: null,
    clientFax: null,
    paymentTerms: proposal.paymentTerms,
    notes: proposal.additionalTerms,
    lineItems,
    // Document custom fields are shared by both kinds; line values went with the lines.
    customValues: proposal.customValues,
    ...moneyColumnsOf(proposal),
    remindersEnabled: true,
    proposalId: proposal.id,
    proposalNumber: proposal.proposalNumber,
  };
}
