import { documentStrings, type CreditNoteTotals, type DepositDeducted } from '@dealdraft/domain';
import type { Party } from './printable-document';
import { invoiceDocument } from './to-printable';
import type { InvoiceContentSource } from './content-sources';

/**
 * What a credit note's PDF shows. Amounts are minor units of the invoice's currency
 * as decimal strings: an interactive render carries this in its job, as JSON.
 */
export interface PrintableCreditNote {
  language: string;
  currency: string;
  creditNoteNumber: string;
  invoiceNumber: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  reason: string;
  amountMinor: string;
  invoiceTotalMinor: string;
  /** The paid deposit the invoice deducts, labelled; left out when none. */
  deposit?: { label: string; amountMinor: string };
  /** Every credit note of the invoice up to and including this one. */
  creditedMinor: string;
  /** Received less refunded when the note was issued. */
  paidMinor: string;
  /** What the invoice asked for once this note was counted. */
  balanceMinor: string;
  from: Party;
  to: Party;
}

/** A credit note, its parties as its invoice prints them. */
export function printableCreditNote(
  invoice: InvoiceContentSource,
  note: { creditNoteNumber: string; issuedOn: string; reason: string; amountMinor: bigint },
  totals: CreditNoteTotals & { invoiceTotalMinor: bigint; deposit?: DepositDeducted | null },
): PrintableCreditNote {
  const { from, to } = invoiceDocument(invoice, false);
  return {
    language: invoice.language,
    currency: invoice.currency,
    creditNoteNumber: note.creditNoteNumber,
    invoiceNumber: invoice.invoiceNumber,
    issuedOn: note.issuedOn,
    reason: note.reason,
    amountMinor: note.amountMinor.toString(),
    invoiceTotalMinor: totals.invoiceTotalMinor.toString(),
    ...(totals.deposit
      ? {
          deposit: {
            label: documentStrings(invoice.language).deposit.lessPaid(totals.deposit.invoiceNumber),
            amountMinor: totals.deposit.amountMinor.toString(),
          },
        }
      : {}),
    creditedMinor: totals.creditedMinor.toString(),
    paidMinor: totals.paidMinor.toString(),
    balanceMinor: totals.balanceMinor.toString(),
    from,
    to,
  };
}
