import { documentStrings, formatMoney, formatPercent } from '@dealdraft/domain';
import { create as createQr } from 'qrcode';
import { escapeHtml, escapeMultiline } from '../../common/html/escape-html';
import { FONT_FAMILY, fontFaceCss } from './fonts';
import {
  Acceptance,
  Party,
  PrintableDocument,
  PrintableDue,
} from '../../documents/content/printable-document';

export const PREVIEW_MARK = 'Trial preview';

/**
 * An A4 document as HTML for Chromium's print engine. No script: the renderer runs with
 * JavaScript off. The table header repeats on every page (thead), rows never split, and
 * page numbers come from the print footer. The number and dates never wrap; a long title does.
 */
export function documentHtml(doc: PrintableDocument): string {
  const t = documentStrings(doc.language);
  const money = (amount: number) => escapeHtml(formatMoney(amount, doc.currency, t.locale));
  const rows = doc.lines
    .map(
      (line, index) => `
        <tr>
          <td class="num">${index + 1}</td>
          <td>
            <div class="desc">${escapeHtml(line.description)}</div>
            ${line.details ? `<div class="details">${escapeMultiline(line.details)}</div>` : ''}
            ${line.discount ? `<div class="details">${escapeHtml(t.discount)} ${escapeHtml(line.discount)}</div>` : ''}
          </td>
          <td class="right">${escapeHtml(line.quantity.toLocaleString(t.locale))}</td>
          <td class="right">${money(line.unitPrice)}</td>
          <td class="right strong">${money(line.total)}</td>
        </tr>`,
    )
    .join('');

  const body = `${doc.preview ? `<div class="watermark">${PREVIEW_MARK}</div><div class="preview-band">${PREVIEW_MARK} — upgrade to download and send</div>` : ''}
<header class="top">
  <div class="heading">
    <p class="kind">${escapeHtml(kindLabel(doc))}</p>
    <p class="title">${escapeHtml(doc.title)}</p>
    ${doc.reference ? `<p class="reference">${escapeHtml(doc.reference)}</p>` : ''}
  </div>
  <dl class="meta">
    <div><dt>${escapeHtml(t.number)}</dt><dd>${escapeHtml(doc.number)}</dd></div>
    ${doc.dates.map((date) => `<div><dt>${escapeHtml(date.label)}</dt><dd>${escapeHtml(date.value)}</dd></div>`).join('')}
  </dl>
</header>
<section class="parties">${party(doc.from)}${party(doc.to)}</section>
<table>
  <thead><tr><th>#</th><th>${escapeHtml(t.description)}</th><th class="right">${escapeHtml(t.quantity)}</th><th class="right">${escapeHtml(doc.unitLabel)}</th><th class="right">${escapeHtml(t.amount)}</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
${doc.summary ? summary(doc, money) : ''}
<div class="totals"><div><span>${escapeHtml(t.total)}</span><span>${money(doc.total)}</span></div></div>
${doc.due ? dueRows(doc.due, money) : ''}
${doc.depositDue ? `<p class="deposit-due">${escapeHtml(doc.depositDue)}</p>` : ''}
${doc.summary?.pricesIncludeTax ? `<p class="included">${escapeHtml(t.pricesIncludeTax)}</p>` : ''}
${doc.sections
  .map(
    (section) =>
      `<section class="section"><h3>${escapeHtml(section.title)}</h3><p>${escapeMultiline(section.body)}</p></section>`,
  )
  .join('')}
${doc.paymentQr ? paymentQr(doc.paymentQr) : ''}
${doc.acceptance ? acceptance(doc.acceptance, doc.language) : ''}
`;

  return printPage({
    language: doc.language,
    title: `${kindLabel(doc)} ${doc.number}`,
    body,
  });
}

/** Under the total: what is taken off it, each as −amount, and the amount due. */
function dueRows(due: PrintableDue, money: (amount: number) => string): string {
  const rows = due.deductions
    .map(
      (row) =>
        `<div class="deduction"><span>${escapeHtml(row.label)}</span><span>−${money(row.amount)}</span></div>`,
    )
    .join('');
  return `<div class="due">${rows}<div class="amount-due"><span>${escapeHtml(due.label)}</span><span>${money(due.amount)}</span></div></div>`;
}

/**
 * The page every PDF prints on (a document, a receipt): A4, the embedded Inter subsets its text
 * uses, the shared styles plus `css`, and the body.
 */
export function printPage(page: {
  language: string | undefined;
  title: string;
  body: string;
  css?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.language ?? 'en')}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(page.title)}</title>
<style>
${fontFaceCss(page.body)}
${PAGE_CSS}${page.css ?? ''}</style>
</head>
<body>
${page.body}</body>
</html>`;
}

const PAGE_CSS = `@page { size: A4; margin: 18mm 16mm 20mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${FONT_FAMILY}; font-size: 9.5pt; line-height: 1.45; color: #0f172a; }
.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; padding-bottom: 14px; border-bottom: 2px solid #4f46e5; }
.heading { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.kind { font-size: 22pt; font-weight: 700; letter-spacing: -0.02em; color: #4f46e5; margin: 0; }
.title { font-size: 12pt; font-weight: 600; margin: 4px 0 0; }
.reference { font-size: 9pt; color: #64748b; margin: 2px 0 0; }
.meta { flex: none; text-align: right; font-size: 9pt; }
.meta dt { color: #64748b; display: inline; }
.meta dd { display: inline; margin: 0 0 0 6px; font-weight: 600; }
.meta div { margin-bottom: 2px; white-space: nowrap; }
.parties { display: flex; gap: 24px; margin: 18px 0 20px; }
.party { flex: 1; background: #f8fafc; border: 1px solid #e2e8f0; border-radius: 6px; padding: 10px 12px; }
.party h2 { margin: 0 0 4px; font-size: 7.5pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.party .name { font-weight: 600; font-size: 10.5pt; }
.party .line { color: #334155; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; break-inside: avoid; }
th { background: #eef2ff; color: #3730a3; font-size: 7.5pt; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; text-align: left; padding: 7px 8px; }
td { padding: 7px 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
.num { width: 28px; color: #94a3b8; }
.right { text-align: right; white-space: nowrap; }
.strong { font-weight: 600; }
.desc { font-weight: 500; }
.details { color: #64748b; font-size: 8.5pt; margin-top: 2px; }
.totals { display: flex; justify-content: flex-end; margin-top: 12px; break-inside: avoid; }
.totals div { min-width: 220px; display: flex; justify-content: space-between; padding: 10px 12px; background: #4f46e5; color: #fff; border-radius: 6px; font-size: 11pt; font-weight: 700; }
.due { display: flex; flex-direction: column; align-items: flex-end; margin-top: 6px; break-inside: avoid; }
.due div { min-width: 220px; display: flex; justify-content: space-between; gap: 16px; padding: 4px 12px; }
.due .deduction { color: #334155; }
.due .amount-due { margin-top: 4px; padding: 8px 12px; border: 2px solid #4f46e5; border-radius: 6px; font-size: 11pt; font-weight: 700; color: #3730a3; }
.summary { display: flex; justify-content: flex-end; margin-top: 10px; break-inside: avoid; }
.summary table { width: auto; min-width: 300px; }
.summary td { padding: 4px 12px; border-bottom: 1px solid #e2e8f0; }
.summary td:last-child { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.deposit-due { text-align: right; margin: 6px 0 0; font-weight: 600; color: #3730a3; break-inside: avoid; }
.included { text-align: right; margin: 4px 0 0; font-size: 8pt; color: #64748b; }
.exemptions { display: flex; flex-direction: column; align-items: flex-end; margin-top: 4px; font-size: 8.5pt; color: #475569; }
.exemptions p { margin: 2px 12px 0; max-width: 360px; text-align: right; }
.section { margin-top: 18px; break-inside: avoid; }
.payment-qr { display: flex; align-items: center; gap: 12px; margin-top: 14px; break-inside: avoid; }
.payment-qr svg { width: 30mm; height: 30mm; flex: none; }
.payment-qr p { margin: 0; font-size: 8pt; color: #64748b; }
.section h3 { margin: 0 0 4px; font-size: 8pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.section p { margin: 0; color: #334155; }
.acceptance { margin-top: 22px; padding: 10px 12px; border: 1px solid #86efac; background: #f0fdf4; border-radius: 6px; break-inside: avoid; }
.acceptance h3 { margin: 0 0 4px; font-size: 8pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #15803d; }
.acceptance p { margin: 0; color: #14532d; font-weight: 500; }
.acceptance .hash { margin-top: 3px; font-size: 6.5pt; font-weight: 400; color: #166534; word-break: break-all; }
.watermark { position: fixed; top: 45%; left: 0; right: 0; text-align: center; transform: rotate(-30deg); font-size: 64pt; font-weight: 700; color: rgba(79, 70, 229, 0.1); letter-spacing: 0.05em; z-index: 10; }
.preview-band { position: fixed; top: -12mm; left: 0; right: 0; text-align: center; font-size: 8pt; font-weight: 600; color: #b45309; }
`;

/** Subtotal, discounts, each tax by rate with its base: the rows above the total. */
function summary(doc: PrintableDocument, money: (amount: number) => string): string {
  const t = documentStrings(doc.language);
  const s = doc.summary!;
  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td>${value}</td></tr>`;
  return `<div class="summary"><table><tbody>
    ${row(t.subtotal, money(s.subtotal))}
    ${s.discount > 0 ? row(t.discount, `−${money(s.discount)}`) : ''}
    ${s.taxes
      .map((tax) =>
        row(
          t.taxOn(
            tax.name,
            formatPercent(tax.percent, t.locale),
            formatMoney(tax.base, doc.currency, t.locale),
          ),
          money(tax.amount),
        ),
      )
      .join('')}
  </tbody></table></div>${exemptions(s)}`;
}

/** Under the summary, why a tax charges nothing: "VAT 0%: Exempt under § 4 Nr. 14 UStG". */
function exemptions(s: NonNullable<PrintableDocument['summary']>): string {
  const reasons = s.taxes.filter((tax) => tax.exemptionReason);
  if (!reasons.length) return '';
  return `<div class="exemptions">${reasons
    .map((tax) => `<p>${escapeHtml(tax.name)}: ${escapeHtml(tax.exemptionReason ?? '')}</p>`)
    .join('')}</div>`;
}

/** "Invoice", "Rechnung": the kind in the document's language. */
function kindLabel(doc: Pick<PrintableDocument, 'kind' | 'language'>): string {
  const { kind } = documentStrings(doc.language);
  return doc.kind === 'Proposal' ? kind.proposal : kind.invoice;
}

function acceptance(record: Acceptance, language: string | undefined): string {
  const hash = record.sha256 ? `<p class="hash">SHA-256 ${escapeHtml(record.sha256)}</p>` : '';
  return `<section class="acceptance"><h3>${escapeHtml(documentStrings(language).acceptance)}</h3><p>${escapeHtml(record.statement)}</p>${hash}</section>`;
}

/** A party's box: its heading, name and the lines it has. */
export function party(p: Party): string {
  return `<div class="party"><h2>${escapeHtml(p.heading)}</h2><div class="name">${escapeHtml(p.name)}</div>${p.lines
    .filter(Boolean)
    .map((line) => `<div class="line">${escapeMultiline(line)}</div>`)
    .join('')}</div>`;
}

/** Chromium's print footer: the document number and "Page N of M" on every page. */
export function footerTemplate(doc: PrintableDocument): string {
  const mark = doc.preview ? ` · ${PREVIEW_MARK}` : '';
  return pageFooter(`${kindLabel(doc)} ${doc.number}${mark}`, doc.language);
}

/** The print footer of any PDF: its caption on the left, "Page N of M" on the right. */
export function pageFooter(caption: string, language: string | undefined): string {
  const t = documentStrings(language);
  // The words around Chromium's placeholders are escaped; the placeholders are its own markup.
  const pages = t.pageOf('\u0000page\u0000', '\u0000pages\u0000');
  const pageOf = escapeHtml(pages)
    .replace('\u0000page\u0000', '<span class="pageNumber"></span>')
    .replace('\u0000pages\u0000', '<span class="totalPages"></span>');
  return `<div style="width:100%;font-family:${FONT_FAMILY};font-size:7.5pt;color:#64748b;padding:0 16mm;display:flex;justify-content:space-between;">
    <span>${escapeHtml(caption)}</span>
    <span>${pageOf}</span>
  </div>`;
}

/**
 * The EPC QR code as vector SVG: one path of the dark modules inside the four-module quiet zone
 * the standard asks, error correction M (EPC069-12). Drawn here from qrcode's matrix, so the PDF
 * keeps it sharp at any zoom and the template stays synchronous.
 */
function paymentQr(qr: { payload: string; caption: string }): string {
  const { modules } = createQr(qr.payload, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(qr.caption)}" data-epc="${escapeHtml(qr.payload)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `<section class="payment-qr">${svg}<p>${escapeHtml(qr.caption)}</p></section>`;
}
