import {
  creditNoteTaxGroups,
  documentStrings,
  formatMinor,
  formatPercent,
  percentToThousandths,
  toMinor,
  type CreditNoteTotals,
  type DepositDeducted,
  type TaxGroup,
} from '@dealdraft/domain';
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
  /**
   * The VAT the credit corrects: its net and each rate's tax ("USt 19% on €840.34"), its amount
   * shared over the invoice's taxes as its e-invoice states it. Left out when the invoice charges
   * no tax, or two taxes on a line (which no VAT breakdown can state).
   */
  vat?: { netMinor: string; taxes: { label: string; amountMinor: string }[] };
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
    ...creditedVat(invoice, note.amountMinor),
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

/**
 * The credit's VAT: its amount shared over the invoice's tax groups in proportion to their gross
 * (creditNoteTaxGroups), each group read from the invoice's tax summary (a rate's base and tax)
 * and the untaxed rest of its total.
 */
function creditedVat(
  invoice: InvoiceContentSource,
  amountMinor: bigint,
): Pick<PrintableCreditNote, 'vat'> {
  const { currency, language } = invoice;
  const lineTaxes = invoice.lineItems.map(
    (line) => new Set([...line.taxRateIds, ...invoice.taxRateIds]).size,
  );
  if (invoice.taxes.length === 0 || lineTaxes.some((count) => count > 1)) return {};
  const minor = (amount: number) => toMinor(amount, currency) ?? 0n;
  const groups: TaxGroup[] = invoice.taxes.map((tax) => {
    const net = minor(tax.base);
    const amount = minor(tax.amount);
    const rate = { id: tax.id, name: tax.name, rate: percentToThousandths(tax.percent) ?? 0n };
    return { rates: [rate], net, tax: amount, gross: net + amount };
  });
  const untaxed = minor(invoice.total) - groups.reduce((sum, group) => sum + group.gross, 0n);
  if (untaxed > 0n) groups.push({ rates: [], net: untaxed, tax: 0n, gross: untaxed });
  const parts = creditNoteTaxGroups(amountMinor, groups);
  const t = documentStrings(language);
  const money = (value: bigint) => formatMinor(value, currency, t.locale);
  return {
    vat: {
      netMinor: parts.reduce((sum, part) => sum + part.net, 0n).toString(),
      taxes: parts
        .filter((part) => part.rates.length > 0)
        .map((part) => {
          const [rate] = part.rates;
          const percent = formatPercent(Number(rate.rate) / 1000, t.locale);
          return {
            label: t.taxOn(rate.name, percent, money(part.net)),
            amountMinor: part.tax.toString(),
          };
        }),
    },
  };
}
