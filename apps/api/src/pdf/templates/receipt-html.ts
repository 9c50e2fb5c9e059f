import { documentStrings, formatDocumentDate, formatMinor } from '@dealdraft/domain';
import { documentHeader, pageFooter, party, printPage } from './document-html';
import { DEFAULT_DOCUMENT_STYLE, DocumentStyle } from '../../documents/content/document-style';
import { escapeHtml } from '../../common/html/escape-html';
import { PrintableReceipt } from '../../documents/content/printable-receipt';

/**
 * A payment's receipt as HTML, on the documents' page: the same heading, parties, fonts and
 * colours as its invoice, then the payment and what it leaves to pay, in the invoice's language
 * and currency.
 */
export function receiptHtml(
  receipt: PrintableReceipt,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  const t = documentStrings(receipt.language);
  const r = t.receipt;
  const money = (minor: bigint) => escapeHtml(formatMinor(minor, receipt.currency, t.locale));
  const detail = (label: string, value: string) =>
    `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td>${value}</td></tr>`;
  // Taken off the invoice total on the way to the balance, as on the invoice and the credit
  // note: written with a minus, unless there is nothing.
  const less = (minor: bigint) => (minor > 0n ? `−${money(minor)}` : money(minor));
  const settled = receipt.balanceMinor === 0n;

  const body = `${documentHeader(
    {
      kind: r.title,
      title: r.forInvoice(receipt.invoiceNumber),
      meta: [
        { label: t.kind.invoice, value: receipt.invoiceNumber },
        { label: r.paymentDate, value: formatDocumentDate(receipt.paidOn, receipt.language) },
      ],
    },
    style,
  )}
<section class="parties">${party(receipt.from)}${party(receipt.to)}</section>
<section class="received">
  <div class="received-amount"><h2>${escapeHtml(r.amountReceived)}</h2><p>${money(receipt.amountMinor)}</p></div>
  <dl class="received-details">
    ${detail(r.method, r.methods[receipt.method])}
    ${receipt.reference ? detail(r.reference, receipt.reference) : ''}
  </dl>
</section>
<div class="summary"><table><tbody>
  ${row(r.invoiceTotal, money(receipt.invoiceTotalMinor))}
  ${receipt.deposit ? row(receipt.deposit.label, less(receipt.deposit.amountMinor)) : ''}
  ${row(r.paidToDate, less(receipt.paidMinor))}
</tbody></table></div>
<div class="totals${settled ? ' settled' : ''}"><div><span>${escapeHtml(r.balanceDue)}</span><span>${money(receipt.balanceMinor)}</span></div></div>
${settled ? `<p class="paid-in-full">${escapeHtml(r.paidInFull)}</p>` : ''}
`;
  return printPage({
    language: receipt.language,
    title: receiptCaption(receipt),
    body,
    css: RECEIPT_CSS,
    style,
  });
}

/** The print footer: "Receipt · INV-0001" and the page. */
export function receiptFooter(
  receipt: PrintableReceipt,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  return pageFooter(receiptCaption(receipt), receipt.language, style);
}

function receiptCaption(receipt: PrintableReceipt): string {
  return `${documentStrings(receipt.language).receipt.title} · ${receipt.invoiceNumber}`;
}

const RECEIPT_CSS = `.received { display: flex; gap: 24px; align-items: stretch; margin: 0 0 18px; break-inside: avoid; }
.received-amount { flex: none; min-width: 220px; padding: 12px 14px; border: 1px solid var(--brand-line); background: var(--brand-soft); border-radius: 6px; }
.received-amount h2 { margin: 0 0 4px; font-size: 7.5pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--brand-ink); }
.received-amount p { margin: 0; font-size: 20pt; font-weight: 700; color: var(--brand-ink); white-space: nowrap; }
.received-details { flex: 1; margin: 0; padding: 4px 0; }
.received-details div { display: flex; gap: 12px; padding: 6px 0; border-bottom: 1px solid #e2e8f0; }
.received-details dt { flex: none; width: 40%; color: #64748b; }
.received-details dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
/* The balance lines up under the summary; nothing left to pay reads green. */
.summary table, .totals div { min-width: 300px; }
.totals.settled div { background: #15803d; }
.layout-compact .received { gap: 12px; margin-bottom: 8px; }
.layout-compact .received-amount { padding: 6px 10px; min-width: 180px; }
.layout-compact .received-amount p { font-size: 14pt; }
.layout-compact .received-details div { padding: 2px 0; }
.layout-modern .received { gap: 28px; margin-bottom: 26px; }
.paid-in-full { margin: 10px 0 0; text-align: right; font-size: 9pt; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: #15803d; }
`;
