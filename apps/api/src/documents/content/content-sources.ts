import type { PrintedCustomFields } from '@dealdraft/domain';
import type { DiscountModel, DocumentMoneyFields, MoneyLineFields } from '../money/money.models';

/**
 * What a proposal's client-facing content is made from: the fields of its model that the
 * client reads. ProposalModel implements it, so the content model needs no kind.
 */
export interface ProposalContentSource extends DocumentMoneyFields {
  proposalNumber: string;
  proposalTitle: string;
  proposalDate: string;
  expirationDate: string | null;
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  clientAddress: string | null;
  companyName: string;
  companyEmail: string;
  companyAddress: string;
  companyPhone: string | null;
  companyTaxNumber: string | null;
  paymentTerms: string;
  additionalTerms: string | null;
  scope: string | null;
  services: (MoneyLineFields & {
    description: string;
    price: number;
    quantity: number;
    subtotal: number;
  })[];
  value: number;
  status: string;
  respondedAt: Date | null;
  acceptedByName: string | null;
  responseIpFingerprint: string | null;
  answeredVersion: string | null;
  /** The content the client answered, as stored with the answer. */
  answeredSnapshot: Record<string, unknown> | null;
  /** The deposit due on acceptance, and its amount. */
  deposit: DiscountModel | null;
  depositAmount: number | null;
  /** What it prints of its custom fields; left out when none (read by getStored). */
  printedFields?: PrintedCustomFields;
}

/**
 * What an invoice's client-facing content is made from, its amount due included: the fields of
 * its model that the client reads. InvoiceModel implements it.
 */
export interface InvoiceContentSource extends DocumentMoneyFields {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string | null;
  businessName: string;
  businessEmail: string;
  businessAddress: string;
  businessPhone: string | null;
  businessNumber: string | null;
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  clientPhone: string | null;
  clientMobile: string | null;
  clientFax: string | null;
  paymentTerms: string;
  notes: string | null;
  lineItems: (MoneyLineFields & {
    description: string;
    extraDetails: string | null;
    rate: number;
    quantity: number;
    total: number;
  })[];
  amount: number;
  status: string;
  amountPaid: number;
  amountCredited: number;
  depositDeducted: number;
  depositInvoiceNumber: string | null;
  /** The VAT inside the deposit deducted (depositVat), read with the invoice for what it prints. */
  depositVatDeducted?: number;
  proposalNumber: string | null;
  serviceDate: string | null;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
  buyerReference: string | null;
  orderReference: string | null;
  /**
   * The seller's and the buyer's e-invoice details as they are now (the workspace's bank account
   * and address parts, the client's address parts): read with the invoice for what the client
   * gets, so adding the IBAN under Workspace settings puts it on every invoice sent after.
   * Left out by reads that print nothing.
   */
  parties?: InvoiceParties;
  /** What it prints of its custom fields; left out when none (read by getStored). */
  printedFields?: PrintedCustomFields;
}

export interface InvoiceParties {
  seller: AddressParts & {
    name: string;
    legalName: string | null;
    taxRegistrationNumber: string | null;
    iban: string | null;
    bic: string | null;
    accountHolder: string | null;
    /** The workspace's street address (the Swiss QR-bill's creditor); read with the parties. */
    address?: string | null;
    /** Free text printed under the bank details, for countries and ways without an IBAN. */
    paymentInstructions?: string | null;
  };
  /** Null when the invoice names no client (made before clients were kept). */
  buyer: AddressParts | null;
}

export interface AddressParts {
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
}
