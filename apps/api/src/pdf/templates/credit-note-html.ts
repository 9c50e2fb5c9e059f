import { documentStrings, formatDocumentDate, formatMinor } from '@dealdraft/domain';
import { escapeHtml, escapeMultiline } from '../../common/html/escape-html';
import { documentHeader, pageFooter, party, printPage } from './document-html';
import { DEFAULT_DOCUMENT_STYLE, DocumentStyle } from '../../documents/content/document-style';
import { PrintableCreditNote } from '../../documents/content/printable-credit-note';

/**
 * A credit note as HTML, on the documents' page: its number, the invoice it credits, the date,
 * the reason and the amount, then the invoice's total, what is credited and paid, and the
 * balance after it, in the invoice's language and currency.
 */
export function creditNoteHtml(
  note: PrintableCreditNote,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  const t = documentStrings(note.language);
  const c = t.creditNote;
  const money = (minor: string) => escapeHtml(formatMinor(BigInt(minor), note.currency, t.locale));
  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td>${value}</td></tr>`;
  /** Taken off the total: written with a minus, unless there is nothing. */
  const less = (minor: string) => (BigInt(minor) > 0n ? `−${money(minor)}` : money(minor));
  const settled = BigInt(note.balanceMinor) === 0n;
  // What the credit corrects of the VAT, under its amount: its net, then each rate's tax.
  const vat = note.vat
    ? `<table class="credited-vat"><tbody>${row(t.subtotal, money(note.vat.netMinor))}${note.vat.taxes
        .map((tax) => row(tax.label, money(tax.amountMinor)))
        .join('')}</tbody></table>`
    : '';

  const body = `${documentHeader(
    {
      kind: c.title,
      title: c.forInvoice(note.invoiceNumber),
      meta: [
        { label: c.number, value: note.creditNoteNumber },
        { label: t.kind.invoice, value: note.invoiceNumber },
        { label: c.issuedOn, value: formatDocumentDate(note.issuedOn, note.language) },
      ],
    },
    style,
  )}
<section class="parties">${party(note.from)}${party(note.to)}</section>
<section class="credited">
  <div class="credited-amount"><h2>${escapeHtml(c.amountCredited)}</h2><p>${money(note.amountMinor)}</p>${vat}</div>
  <div class="reason"><h2>${escapeHtml(c.reason)}</h2><p>${escapeMultiline(note.reason)}</p></div>
</section>
<div class="summary"><table><tbody>
  ${row(c.invoiceTotal, money(note.invoiceTotalMinor))}
  ${note.deposit ? row(note.deposit.label, less(note.deposit.amountMinor)) : ''}
  ${row(c.creditedToDate, less(note.creditedMinor))}
  ${row(c.paidToDate, less(note.paidMinor))}
</tbody></table></div>
<div class="totals${settled ? ' settled' : ''}"><div><span>${escapeHtml(c.balanceAfter)}</span><span>${money(note.balanceMinor)}</span></div></div>
`;
  return printPage({
    language: note.language,
    title: creditNoteCaption(note),
    body,
    css: CREDIT_NOTE_CSS,
    style,
  });
}

/** The print footer: "Credit note CN-0001" and the page. */
export function creditNoteFooter(
  note: PrintableCreditNote,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  return pageFooter(creditNoteCaption(note), note.language, style);
}

function creditNoteCaption(note: PrintableCreditNote): string {
  return `${documentStrings(note.language).creditNote.title} ${note.creditNoteNumber}`;
}

const CREDIT_NOTE_CSS = `.credited { display: flex; gap: 24px; align-items: stretch; margin: 0 0 18px; break-inside: avoid; }
.credited-amount { flex: none; min-width: 220px; padding: 12px 14px; border: 1px solid #fecaca; background: #fef2f2; border-radius: 6px; }
.credited h2 { margin: 0 0 4px; font-size: 7.5pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #991b1b; }
.credited-amount p { margin: 0; font-size: 20pt; font-weight: 700; color: #7f1d1d; white-space: nowrap; }
.credited-vat { margin-top: 8px; border-collapse: collapse; font-size: 8.5pt; color: #7f1d1d; }
.credited-vat td { padding: 1px 0; }
.credited-vat td + td { padding-left: 12px; text-align: right; white-space: nowrap; }
.reason { flex: 1; padding: 12px 0; }
.reason h2 { color: #64748b; }
.reason p { margin: 0; overflow-wrap: anywhere; }
/* The balance lines up under the summary; nothing left to pay reads green. */
.summary table, .totals div { min-width: 300px; }
.totals.settled div { background: #15803d; }
.layout-compact .credited { gap: 12px; margin-bottom: 8px; }
.layout-compact .credited-amount { padding: 6px 10px; min-width: 180px; }
.layout-compact .credited-amount p { font-size: 14pt; }
.layout-compact .reason { padding: 6px 0; }
.layout-modern .credited { gap: 28px; margin-bottom: 26px; }
`;
