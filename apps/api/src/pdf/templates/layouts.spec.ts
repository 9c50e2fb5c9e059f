import { DOCUMENT_FONTS, DOCUMENT_LAYOUTS, formatMoney, formatPercent } from '@dealdraft/domain';
import type { PrintableDocument } from '../../documents/content/printable-document';
import { RICH_DOCUMENT } from '../../../test/factories/rich-document';
import { DocumentStyle, DEFAULT_DOCUMENT_STYLE } from '../../documents/content/document-style';
import { documentHtml, footerTemplate } from './document-html';
import { receiptFooter, receiptHtml } from './receipt-html';
import { creditNoteFooter, creditNoteHtml } from './credit-note-html';
import type { PrintableReceipt } from '../../documents/content/printable-receipt';
import type { PrintableCreditNote } from '../../documents/content/printable-credit-note';

const LOGO = {
  dataUri: `data:image/png;base64,${Buffer.from('logo-bytes').toString('base64')}`,
  width: 240,
  height: 80,
};

const styleFor = (layout: DocumentStyle['layout']): DocumentStyle => ({
  layout,
  font: DOCUMENT_FONTS[DOCUMENT_LAYOUTS.indexOf(layout)],
  color: '#0f766e',
  logo: LOGO,
  footer: 'Studio Ada Ltd · Registered in England 0123456 · VAT GB123456789',
});

/** The text a reader sees: tags gone, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');

/** Every value of the document as the PDF must print it. */
function printedValues(doc: PrintableDocument): string[] {
  const money = (amount: number) => formatMoney(amount, doc.currency, 'en-US');
  return [
    'Invoice',
    doc.title,
    doc.number,
    doc.reference!,
    ...doc.dates.flatMap((d) => [d.label, d.value]),
    ...[doc.from, doc.to].flatMap((p) => [
      p.heading,
      p.name,
      ...p.lines.flatMap((l) => l.split('\n')),
    ]),
    ...doc.lines.flatMap((l) => [
      l.description,
      ...(l.details ?? '').split('\n').filter(Boolean),
      l.quantity.toLocaleString('en-US'),
      money(l.unitPrice),
      money(l.total),
      ...(l.discount ? [l.discount] : []),
    ]),
    doc.unitLabel,
    money(doc.total),
    ...doc.sections.flatMap((s) => [s.title, ...s.body.split('\n')]),
    doc.acceptance!.statement,
    doc.acceptance!.sha256!,
    money(doc.summary!.subtotal),
    money(doc.summary!.discount),
    ...doc.summary!.taxes.flatMap((t) => [
      money(t.amount),
      formatPercent(t.percent, 'en-US'),
      ...(t.exemptionReason ? [t.exemptionReason] : []),
    ]),
    'Prices include tax',
    ...doc.due!.deductions.flatMap((d) => [d.label, money(d.amount)]),
    doc.due!.label,
    money(doc.due!.amount),
    doc.depositDue!,
    doc.paymentQr!.caption,
    'Trial preview',
  ];
}

describe.each(DOCUMENT_LAYOUTS)('the %s layout', (layout) => {
  const style = styleFor(layout);
  const html = documentHtml(RICH_DOCUMENT, style);
  const words = text(html);

  it('prints every value of the document', () => {
    const missing = printedValues(RICH_DOCUMENT).filter((value) => !words.includes(value));
    expect(missing).toEqual([]);
    // The EPC code carries its payload; the page's own markup knows the layout.
    expect(html).toContain('data-epc="BCD');
    expect(html).toContain(`<body class="layout-${layout}">`);
  });

  it('prints the logo as a data: URI, the brand colour and the chosen font, embedded', () => {
    expect(html).toContain(`<img class="logo" src="${LOGO.dataUri}" width="240" height="80"`);
    expect(html).toContain('--brand: #0f766e;');
    expect(html).not.toMatch(/#4f46e5/i);
    const family = {
      inter: 'Inter',
      'source-serif-4': 'Source Serif 4',
      'ibm-plex-sans': 'IBM Plex Sans',
    }[style.font];
    expect(html).toContain(`@font-face{font-family:'${family}'`);
    expect(html).toMatch(new RegExp(`font-family: '${family}', 'Noto Sans'`));
    // Nothing the renderer would have to fetch.
    expect(html).not.toMatch(/(src|href)="?(https?:|\/\/|file:)/);
  });

  it('prints the footer text on every page, beside the caption and page number', () => {
    const footer = footerTemplate(RICH_DOCUMENT, style);
    expect(text(footer)).toContain(style.footer!);
    expect(text(footer)).toContain('Invoice INV-2026-0042');
    expect(footer).toContain('class="pageNumber"');
    // The bottom margin makes room for it.
    expect(html).toMatch(/@page \{ size: A4; margin: \S+ \S+ (\d+(\.\d+)?)mm; \}/);
  });

  it('prints receipts and credit notes in the same style', () => {
    const receipt: PrintableReceipt = {
      language: undefined,
      currency: 'EUR',
      invoiceNumber: 'INV-2026-0042',
      paidOn: '2026-11-20',
      from: RICH_DOCUMENT.from,
      to: RICH_DOCUMENT.to,
      amountMinor: 50000n,
      method: 'bank_transfer',
      reference: 'SEPA-4471',
      invoiceTotalMinor: 442942n,
      paidMinor: 50000n,
      balanceMinor: 392942n,
    } as unknown as PrintableReceipt;
    const note: PrintableCreditNote = {
      language: undefined,
      currency: 'EUR',
      creditNoteNumber: 'CN-0001',
      invoiceNumber: 'INV-2026-0042',
      issuedOn: '2026-11-21',
      from: RICH_DOCUMENT.from,
      to: RICH_DOCUMENT.to,
      reason: 'Two days were not worked',
      amountMinor: '20000',
      invoiceTotalMinor: '442942',
      creditedMinor: '20000',
      paidMinor: '0',
      balanceMinor: '422942',
      vat: null,
    } as unknown as PrintableCreditNote;
    for (const [page, footer] of [
      [receiptHtml(receipt, style), receiptFooter(receipt, style)],
      [creditNoteHtml(note, style), creditNoteFooter(note, style)],
    ]) {
      expect(page).toContain(`<body class="layout-${layout}">`);
      expect(page).toContain(LOGO.dataUri);
      expect(page).toContain('--brand: #0f766e;');
      expect(text(page)).toContain('Studio Ada & Partners');
      expect(text(footer)).toContain(style.footer!);
    }
    expect(text(receiptHtml(receipt, style))).toContain('SEPA-4471');
    expect(text(creditNoteHtml(note, style))).toContain('Two days were not worked');
  });
});

describe('the default style', () => {
  it('is classic in Inter and the product colour, without logo or footer text', () => {
    const html = documentHtml({ ...RICH_DOCUMENT, preview: false });
    expect(html).toContain('<body class="layout-classic">');
    expect(html).toContain('--brand: #4f46e5;');
    expect(html).not.toContain('<img');
    expect(text(footerTemplate(RICH_DOCUMENT, DEFAULT_DOCUMENT_STYLE))).not.toContain('Registered');
  });

  it('escapes the footer text', () => {
    const footer = footerTemplate(RICH_DOCUMENT, { ...DEFAULT_DOCUMENT_STYLE, footer: '<b>x</b>' });
    expect(footer).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
