import { documentStrings, formatMoney, formatPercent } from '@dealdraft/domain';
import { create as createQr } from 'qrcode';
import { escapeHtml, escapeMultiline } from '../../common/html/escape-html';
import { fontFaceCss, fontFamily } from './fonts';
import { logoHtml, pageCss, SIDE_MARGIN } from './page-style';
import { auditPageHtml } from './audit-page-html';
import { DEFAULT_DOCUMENT_STYLE, DocumentStyle } from '../../documents/content/document-style';
import {
  Acceptance,
  Party,
  PrintableDocument,
  PrintableDue,
} from '../../documents/content/printable-document';

export const PREVIEW_MARK = 'Trial preview';

/**
 * An A4 document as HTML (an invoice's Swiss QR-bill is a page of its own: swiss-qr-bill-html.ts) for Chromium's print engine. No script: the renderer runs with
 * JavaScript off. The table header repeats on every page (thead), rows never split, and
 * page numbers come from the print footer. The number and dates never wrap; a long title does.
 */
export function documentHtml(
  doc: PrintableDocument,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
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
${documentHeader(
  {
    kind: kindLabel(doc),
    title: doc.title,
    reference: doc.reference,
    meta: [{ label: t.number, value: doc.number }, ...doc.dates],
  },
  style,
)}
<section class="parties">${party(doc.from)}${party(doc.to)}</section>
<table class="lines">
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
${doc.acceptance?.evidence ? auditPageHtml(doc.acceptance.evidence) : ''}
`;

  return printPage({
    language: doc.language,
    title: `${kindLabel(doc)} ${doc.number}`,
    body,
    style,
  });
}

/**
 * The heading every PDF opens with: the logo, what it is ("Invoice"), its title and reference,
 * and beside them the number and dates. Each layout styles the same markup.
 */
export function documentHeader(
  head: {
    kind: string;
    title: string;
    reference?: string;
    meta: { label: string; value: string }[];
  },
  style: DocumentStyle,
): string {
  return `<header class="top">
  <div class="heading">
    ${logoHtml(style)}
    <p class="kind">${escapeHtml(head.kind)}</p>
    <p class="title">${escapeHtml(head.title)}</p>
    ${head.reference ? `<p class="reference">${escapeHtml(head.reference)}</p>` : ''}
  </div>
  <dl class="meta">
    ${head.meta.map((row) => `<div><dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd></div>`).join('\n    ')}
  </dl>
</header>`;
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
 * The page every PDF prints on (a document, a receipt, a credit note): A4, the embedded subsets
 * of the chosen font that its text uses, the layout's styles in the brand colour plus `css`, and
 * the body.
 */
export function printPage(page: {
  language: string | undefined;
  title: string;
  body: string;
  css?: string;
  style?: DocumentStyle;
}): string {
  const style = page.style ?? DEFAULT_DOCUMENT_STYLE;
  return `<!doctype html>
<html lang="${escapeHtml(page.language ?? 'en')}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(page.title)}</title>
<style>
${fontFaceCss(page.body, style.font)}
${pageCss(style)}${page.css ?? ''}</style>
</head>
<body class="layout-${style.layout}">
${page.body}</body>
</html>`;
}

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
export function footerTemplate(
  doc: PrintableDocument,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  const mark = doc.preview ? ` · ${PREVIEW_MARK}` : '';
  return pageFooter(`${kindLabel(doc)} ${doc.number}${mark}`, doc.language, style);
}

/**
 * The print footer of any PDF, on every page: the workspace's footer text when it has one, then
 * the caption on the left and "Page N of M" on the right.
 */
export function pageFooter(
  caption: string,
  language: string | undefined,
  style: DocumentStyle = DEFAULT_DOCUMENT_STYLE,
): string {
  const t = documentStrings(language);
  // The words around Chromium's placeholders are escaped; the placeholders are its own markup.
  const pages = t.pageOf('\u0000page\u0000', '\u0000pages\u0000');
  const pageOf = escapeHtml(pages)
    .replace('\u0000page\u0000', '<span class="pageNumber"></span>')
    .replace('\u0000pages\u0000', '<span class="totalPages"></span>');
  const side = SIDE_MARGIN[style.layout];
  const text = style.footer
    ? `<div style="margin-bottom:4px;padding-top:4px;border-top:0.5pt solid #cbd5e1;font-size:7pt;line-height:1.3;color:#475569;text-align:center;white-space:pre-line;overflow-wrap:anywhere;">${escapeHtml(style.footer)}</div>`
    : '';
  return `<div style="width:100%;font-family:${fontFamily(style.font)};font-size:7.5pt;color:#64748b;padding:0 ${side};-webkit-print-color-adjust:exact;">${text}<div style="display:flex;justify-content:space-between;gap:12px;">
    <span>${escapeHtml(caption)}</span>
    <span style="white-space:nowrap;">${pageOf}</span>
  </div></div>`;
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
