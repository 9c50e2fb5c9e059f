import {
  documentStrings,
  type DepositDeducted,
  type PaymentMethod,
  type ReceiptTotals,
} from '@dealdraft/domain';
import type { Party } from './printable-document';
import { invoiceDocument } from './to-printable';
import type { InvoiceContentSource } from './content-sources';

/** What a payment's receipt shows; amounts in minor units of the invoice's currency. */
export interface PrintableReceipt {
  language: string;
  currency: string;
  invoiceNumber: string;
  /** 'YYYY-MM-DD': when the money moved. */
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  amountMinor: bigint;
  invoiceTotalMinor: bigint;
  /** The paid deposit the invoice deducts, labelled; left out when none. */
  deposit?: { label: string; amountMinor: bigint };
  /** Received less refunded, this payment included. */
  paidMinor: bigint;
  /** What is left to pay after this payment. */
  balanceMinor: bigint;
  from: Party;
  to: Party;
}

/** A payment's receipt, its parties as its invoice prints them. */
export function printableReceipt(
  invoice: InvoiceContentSource,
  payment: { amountMinor: bigint; method: PaymentMethod; paidOn: string; reference: string | null },
  totals: ReceiptTotals & { invoiceTotalMinor: bigint; deposit?: DepositDeducted | null },
): PrintableReceipt {
  const { from, to } = invoiceDocument(invoice, false);
  return {
    language: invoice.language,
    currency: invoice.currency,
    invoiceNumber: invoice.invoiceNumber,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    amountMinor: payment.amountMinor,
    invoiceTotalMinor: totals.invoiceTotalMinor,
    ...(totals.deposit
      ? {
          deposit: {
            label: documentStrings(invoice.language).deposit.lessPaid(totals.deposit.invoiceNumber),
            amountMinor: totals.deposit.amountMinor,
          },
        }
      : {}),
    paidMinor: totals.paidMinor,
    balanceMinor: totals.balanceMinor,
    from,
    to,
  };
}
