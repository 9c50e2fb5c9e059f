import {
  customValueList,
  DocumentMessages,
  depositVat,
  effectiveInvoiceStatus,
  fromMinor,
  toMinor,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import type { DocumentActivity } from '../documents/core/document-activity';
import { DocumentStore } from '../documents/core/document-store';
import { moneyFieldsOf, moneyLineOf } from '../documents/money/money.models';
import { NumberingService } from '../documents/numbering/numbering.service';
import { UsageService } from '../workspaces/usage.service';
import { Invoice } from './invoice.entity';
import { invoiceSentStatusSql } from './invoice-status.sql';
import { amountsDue } from './ledger/invoice-ledger.service';
import { InvoiceModel } from './models/invoice.model';
import type { InvoiceParties } from '../documents/content/content-sources';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';

const M = DocumentMessages.invoice;

/**
 * The document store configured for invoices: their reads, get, reminder switch and sent mark
 * (which takes the status the ledger gives), which InvoicesService, client links, payments,
 * e-mail and PDFs reach directly.
 */
@Injectable()
export class InvoiceStore extends DocumentStore<Invoice, InvoiceModel> {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    usage: UsageService,
    createLimit: CreateLimit,
    numbering: NumberingService,
    private readonly customFields: CustomFieldsService,
  ) {
    super(
      invoices,
      { allowance: usage, createLimit, numbering },
      {
        kind: 'invoice',
        alias: 'i',
        searchColumns: ['i.client_name', 'i.invoice_number'],
        notFound: M.notFound,
        numberConstraint: 'invoices_workspace_number_key',
        numberTaken: M.numberTaken,
        numberField: 'invoiceNumber',
        // The number of the deposit invoice a final invoice deducts, which its documents name.
        linkedSelect: `(SELECT dep.invoice_number FROM invoices dep
                         WHERE dep.id = i.deposit_invoice_id AND dep.workspace_id = i.workspace_id)`,
        sentStatusSql: invoiceSentStatusSql('invoices'),
        toModel: (row, rowActivity, today, linked) =>
          toModel(row, today, rowActivity, (linked as string | null) ?? null),
      },
    );
  }

  /**
   * Without the activity `get` adds: for PDFs, e-mails, client links and ownership checks; with
   * the number of the deposit invoice it deducts, which those print.
   */
  override async getStored(workspaceId: string, id: string): Promise<InvoiceModel> {
    const invoice = await super.getStored(workspaceId, id);
    invoice.parties = await this.parties(workspaceId, invoice.clientId);
    invoice.printedFields = await this.customFields.printedFor(workspaceId, {
      clientId: invoice.clientId,
      customFields: invoice.customFields,
      lines: invoice.lineItems,
    });
    if (!invoice.depositInvoiceId) return invoice;
    const [deposit]: { invoice_number: string; tax_minor: string; total_minor: string }[] =
      await this.invoices.manager.query(
        `SELECT invoice_number, tax_minor::text, total_minor::text
           FROM invoices WHERE id = $1 AND workspace_id = $2`,
        [invoice.depositInvoiceId, workspaceId],
      );
    invoice.depositInvoiceNumber = deposit?.invoice_number ?? null;
    if (deposit) {
      const paid = toMinor(invoice.depositDeducted, invoice.currency) ?? 0n;
      const vat = depositVat(paid, BigInt(deposit.tax_minor), BigInt(deposit.total_minor));
      invoice.depositVatDeducted = fromMinor(vat, invoice.currency);
    }
    return invoice;
  }

  /** The seller's and buyer's e-invoice details as they are now (see InvoiceContentSource). */
  private async parties(workspaceId: string, clientId: string | null): Promise<InvoiceParties> {
    const [row]: (InvoiceParties['seller'] & {
      clientId: string | null;
      clientPostalCode: string | null;
      clientCity: string | null;
      clientCountryCode: string | null;
    })[] = await this.invoices.manager.query(PARTIES_SQL, [workspaceId, clientId]);
    const { clientId: found, clientPostalCode, clientCity, clientCountryCode, ...seller } = row;
    return {
      seller: { ...seller, countryCode: seller.countryCode },
      buyer: found
        ? { postalCode: clientPostalCode, city: clientCity, countryCode: clientCountryCode }
        : null,
    };
  }
}

const PARTIES_SQL = `
  SELECT w.name, w.legal_name AS "legalName", w.postal_code AS "postalCode", w.city,
         w.country_code AS "countryCode", w.tax_registration_number AS "taxRegistrationNumber",
         w.iban, w.bic, w.account_holder AS "accountHolder",
         w.address, w.payment_instructions AS "paymentInstructions",
         c.id AS "clientId", c.postal_code AS "clientPostalCode", c.city AS "clientCity",
         c.country_code AS "clientCountryCode"
    FROM workspaces w
    LEFT JOIN clients c ON c.id = $2 AND c.workspace_id = w.id
   WHERE w.id = $1`;

export function toModel(
  invoice: Invoice,
  today: string,
  activity: DocumentActivity,
  depositInvoiceNumber: string | null = null,
): InvoiceModel {
  return {
    id: invoice.id,
    // Not first: an object literal that opens with a spread starts from the spread object's
    // shape and falls into slow (dictionary) mode as the other forty fields are added, which
    // made this function 20-30x slower and was the largest cost of a 50-row list.
    ...activity,
    createdById: invoice.createdById,
    updatedById: invoice.updatedById,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    serviceDate: invoice.serviceDate,
    servicePeriodStart: invoice.servicePeriodStart,
    servicePeriodEnd: invoice.servicePeriodEnd,
    buyerReference: invoice.buyerReference,
    layout: invoice.layout,
    orderReference: invoice.orderReference,
    businessName: invoice.businessName,
    businessEmail: invoice.businessEmail,
    businessAddress: invoice.businessAddress,
    businessPhone: invoice.businessPhone,
    businessNumber: invoice.businessNumber,
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    clientPhone: invoice.clientPhone,
    clientMobile: invoice.clientMobile,
    clientFax: invoice.clientFax,
    paymentTerms: invoice.paymentTerms,
    notes: invoice.notes,
    lineItems: invoice.lineItems.map((line) => ({
      description: line.description,
      extraDetails: line.extraDetails,
      rate: fromMinor(line.unitPriceMinor, invoice.currency),
      quantity: line.quantity,
      total: fromMinor(BigInt(line.unitPriceMinor) * BigInt(line.quantity), invoice.currency),
      ...moneyLineOf(line, invoice.currency),
      customFields: customValueList(line.customValues),
    })),
    customFields: customValueList(invoice.customValues),
    ...moneyFieldsOf(invoice),
    amount: fromMinor(invoice.totalMinor, invoice.currency),
    status: effectiveInvoiceStatus(invoice.status, invoice.dueDate, today),
    ...amountsDue(invoice),
    remindersEnabled: invoice.remindersEnabled,
    clientId: invoice.clientId,
    proposalId: invoice.proposalId,
    proposalNumber: invoice.proposalNumber,
    depositInvoiceId: invoice.depositInvoiceId,
    depositInvoiceNumber,
    depositForProposalId: invoice.depositForProposalId,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}
