import {
  computeDocument,
  defaultTaxCategory,
  effectiveEInvoiceSetting,
  ROUNDING_METHODS,
  ROUNDING_SCOPES,
  depositVat,
  type DocumentTotals,
  type EInvoiceFormatSetting,
  type RoundingRule,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CreditNoteMessages } from '@dealdraft/domain';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import type { InvoiceParties } from '../documents/content/content-sources';
import { mathDiscount } from '../documents/money/money.columns';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceStore } from '../invoices/invoice-store';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { mathDocumentOf, type EInvoiceSource } from './e-invoice-source';

/** An invoice or credit note as its e-invoice is made: the source, and the setting it follows. */
export interface LoadedEInvoice {
  source: EInvoiceSource;
  /** The client's eInvoiceFormat, else the workspace's. */
  setting: EInvoiceFormatSetting;
  /**
   * Whether computeDocument of the stored lines, under some rounding rule, gives the totals
   * stored on save (the workspace's rule is tried first: it may have changed since). When not,
   * the e-invoice would state other amounts than the PDF, and is refused.
   */
  totalsMatch: boolean;
}

interface Settings {
  workspaceFormat: string | null;
  clientFormat: string | null;
  roundingScope: RoundingRule['scope'];
  roundingMethod: RoundingRule['method'];
}

/**
 * Builds the EInvoiceSource of a stored invoice or credit note (docs/e-invoices.md): the invoice
 * as issued (its lines, rates with their VAT category, discount, prices with or without tax, its
 * parties' copies), the seller's and buyer's details as they are now (InvoiceStore's parties),
 * its kind (a deposit invoice, a final invoice deducting the deposit paid, a credit note of it),
 * and the setting its client or workspace chose.
 */
@Injectable()
export class EInvoiceLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceStore,
  ) {}

  /** The workspace's invoice (404 as every invoice route answers for another's or none). */
  async forInvoice(workspaceId: string, invoiceId: string): Promise<LoadedEInvoice> {
    return this.forModel(workspaceId, await this.invoices.getStored(workspaceId, invoiceId));
  }

  /** An invoice already loaded by getStored (with its parties). */
  async forModel(workspaceId: string, model: InvoiceModel): Promise<LoadedEInvoice> {
    const [row, settings, prepaid] = await Promise.all([
      this.dataSource.manager.findOneByOrFail(Invoice, { id: model.id, workspaceId }),
      this.settings(workspaceId, model.clientId),
      this.prepaid(workspaceId, model),
    ]);
    const parties = model.parties ?? (await this.invoices.getStored(workspaceId, model.id)).parties;
    return invoiceSource(row, parties!, settings, prepaid);
  }

  /** A credit note of the workspace: its invoice's lines and taxes, the credit, its reason. */
  async forCreditNote(workspaceId: string, creditNoteId: string): Promise<LoadedEInvoice> {
    const [note]: {
      invoice_id: string;
      credit_note_number: string;
      issued_on: string;
      reason: string;
      amount_minor: string;
    }[] = isUuid(creditNoteId)
      ? await this.dataSource.query(
          `SELECT invoice_id, credit_note_number, issued_on::text, reason, amount_minor::text
             FROM credit_notes WHERE id = $1 AND workspace_id = $2`,
          [creditNoteId, workspaceId],
        )
      : [];
    if (!note) throw AppError.notFound(CreditNoteMessages.notFound);
    const invoice = await this.forInvoice(workspaceId, note.invoice_id);
    const credited = invoice.source;
    return {
      ...invoice,
      source: {
        ...credited,
        kind: 'credit-note',
        number: note.credit_note_number,
        issueDate: note.issued_on,
        dueDate: null,
        paymentTerms: null,
        notes: null,
        prepaid: null,
        credit: {
          invoiceNumber: credited.number,
          invoiceDate: credited.issueDate,
          amount: BigInt(note.amount_minor),
          reason: note.reason || null,
        },
      },
    };
  }

  private async settings(workspaceId: string, clientId: string | null): Promise<Settings> {
    const [row]: Settings[] = await this.dataSource.query(
      `SELECT w.e_invoice_format AS "workspaceFormat", c.e_invoice_format AS "clientFormat",
              w.rounding_scope AS "roundingScope", w.rounding_method AS "roundingMethod"
         FROM workspaces w
         LEFT JOIN clients c ON c.id = $2 AND c.workspace_id = w.id
        WHERE w.id = $1`,
      [workspaceId, clientId],
    );
    return row;
  }

  /**
   * A final invoice's deduction: what its deposit invoice had paid (depositMinor, as amountDue
   * deducts it), with the VAT inside that amount in the deposit invoice's proportion.
   */
  private async prepaid(
    workspaceId: string,
    model: InvoiceModel,
  ): Promise<EInvoiceSource['prepaid']> {
    if (!model.depositInvoiceId) return null;
    const [row]: { deposit_minor: string; tax_minor: string; total_minor: string }[] =
      await this.dataSource.query(
        `SELECT i.deposit_minor::text, d.tax_minor::text, d.total_minor::text
           FROM invoices i JOIN invoices d ON d.id = i.deposit_invoice_id AND d.workspace_id = i.workspace_id
          WHERE i.id = $1 AND i.workspace_id = $2`,
        [model.id, workspaceId],
      );
    const amount = BigInt(row?.deposit_minor ?? 0);
    if (!row || amount <= 0n) return null;
    const total = BigInt(row.total_minor);
    const tax = depositVat(amount, BigInt(row.tax_minor), total);
    return { invoiceNumber: model.depositInvoiceNumber ?? '', amount, tax };
  }
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The source of a stored invoice row, with its parties as they are now and its settings. */
export function invoiceSource(
  row: Invoice,
  parties: InvoiceParties,
  settings: Settings,
  prepaid: EInvoiceSource['prepaid'],
): LoadedEInvoice {
  const seller = parties.seller;
  const buyer = parties.buyer;
  const base: Omit<EInvoiceSource, 'totals' | 'rounding'> = {
    kind: row.depositForProposalId ? 'deposit' : row.depositInvoiceId ? 'final' : 'invoice',
    number: row.invoiceNumber,
    issueDate: row.invoiceDate,
    dueDate: row.dueDate,
    paymentTerms: row.paymentTerms?.trim() || null,
    currency: row.currency,
    language: row.language,
    buyerReference: row.buyerReference,
    orderReference: row.orderReference,
    serviceDate: row.serviceDate,
    servicePeriod:
      row.servicePeriodStart && row.servicePeriodEnd
        ? { start: row.servicePeriodStart, end: row.servicePeriodEnd }
        : null,
    notes: row.notes?.trim() || null,
    seller: {
      legalName: seller.legalName,
      name: row.businessName,
      addressLines: lines(row.businessAddress),
      postalCode: seller.postalCode,
      city: seller.city,
      countryCode: seller.countryCode,
      vatId: row.businessNumber?.trim() || null,
      taxRegistrationNumber: seller.taxRegistrationNumber,
      email: row.businessEmail?.trim() || null,
      phone: row.businessPhone?.trim() || null,
      iban: seller.iban,
      bic: seller.bic,
      accountHolder: seller.accountHolder,
    },
    buyer: {
      name: row.clientName,
      addressLines: lines(row.clientAddress),
      postalCode: buyer?.postalCode ?? null,
      city: buyer?.city ?? null,
      countryCode: buyer?.countryCode ?? null,
      vatId: row.clientTaxNumber?.trim() || null,
      email: row.clientEmail?.trim() || null,
    },
    lines: row.lineItems.map((line) => ({
      description: line.description,
      quantity: BigInt(line.quantity),
      unitPrice: BigInt(line.unitPriceMinor),
      discount: line.discount ? mathDiscount(line.discount) : null,
      taxIds: line.taxIds ?? [],
    })),
    taxes: row.taxRates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      rate: BigInt(rate.rate),
      category: rate.category ?? defaultTaxCategory(rate.rate),
      exemptionReason: rate.exemptionReason ?? null,
    })),
    documentTaxIds: row.documentTaxIds ?? [],
    discount: row.discount ? mathDiscount(row.discount) : null,
    pricesIncludeTax: row.pricesIncludeTax,
    prepaid: row.depositInvoiceId ? prepaid : null,
    credit: null,
  };
  const stored = {
    subtotal: BigInt(row.subtotalMinor),
    discount: BigInt(row.discountMinor),
    tax: BigInt(row.taxMinor),
    total: BigInt(row.totalMinor),
  };
  const workspaceRule: RoundingRule = {
    scope: settings.roundingScope,
    method: settings.roundingMethod,
  };
  const rules = [
    workspaceRule,
    ...ROUNDING_SCOPES.flatMap((scope) => ROUNDING_METHODS.map((method) => ({ scope, method }))),
  ];
  let found: { rounding: RoundingRule; totals: DocumentTotals } | null = null;
  let first: { rounding: RoundingRule; totals: DocumentTotals } | null = null;
  for (const rounding of rules) {
    let totals: DocumentTotals;
    try {
      totals = computeDocument(mathDocumentOf({ ...base, rounding }));
    } catch {
      continue;
    }
    first ??= { rounding, totals };
    if (
      totals.subtotal === stored.subtotal &&
      totals.discount === stored.discount &&
      totals.tax === stored.tax &&
      totals.total === stored.total
    ) {
      found = { rounding, totals };
      break;
    }
  }
  const chosen = found ?? first ?? { rounding: workspaceRule, totals: emptyTotals(stored) };
  return {
    source: { ...base, ...chosen },
    setting: effectiveEInvoiceSetting(settings.workspaceFormat, settings.clientFormat),
    totalsMatch: found !== null,
  };
}

function emptyTotals(stored: { subtotal: bigint; total: bigint }): DocumentTotals {
  return {
    lines: [],
    subtotal: stored.subtotal,
    discount: 0n,
    taxes: [],
    tax: 0n,
    total: stored.total,
  };
}
