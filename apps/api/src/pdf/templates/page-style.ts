import type { DocumentLayout } from '@dealdraft/domain';
import { escapeHtml } from '../../common/html/escape-html';
import type { DocumentStyle } from '../../documents/content/document-style';
import { fontFamily } from './fonts';

/**
 * The CSS of the three layouts. Classic is the look every PDF had before layouts; modern puts
 * the heading in a band of the brand colour, with more room around everything; compact sets small
 * type and tight rows so many lines fit a page. All three print the same elements, and the brand
 * colour reaches them through custom properties (--brand and its tints), set per document.
 */

/** Mixes "#rrggbb" with white (share > 0) or black (share < 0). */
export function mixColor(hex: string, share: number): string {
  const target = share >= 0 ? 255 : 0;
  const amount = Math.abs(share);
  return `#${[1, 3, 5]
    .map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16);
      return Math.round(channel + (target - channel) * amount)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/** The brand colour and its tints as custom properties, and the font. */
function brandCss(style: DocumentStyle): string {
  const c = style.color;
  const rgb = [1, 3, 5].map((at) => parseInt(c.slice(at, at + 2), 16)).join(', ');
  return `:root { --brand: ${c}; --brand-ink: ${mixColor(c, -0.3)}; --brand-soft: ${mixColor(c, 0.9)}; --brand-faint: ${mixColor(c, 0.95)}; --brand-line: ${mixColor(c, 0.75)}; --brand-watermark: rgba(${rgb}, 0.1); }
body { font-family: ${fontFamily(style.font)}; }
`;
}

/**
 * Millimetres of the bottom margin: room for the page line, and for the footer text when there is
 * one (7 pt lines of about 150 characters across the page, up to 500 characters).
 */
export function bottomMargin(style: DocumentStyle): number {
  const base = style.layout === 'compact' ? 14 : 18;
  if (!style.footer) return base;
  const lines = style.footer
    .split(/\r?\n/)
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 150)), 0);
  return base + Math.min(lines, 8) * 3.4 + 1;
}

const MARGINS: Record<DocumentLayout, string> = {
  classic: '18mm 16mm',
  modern: '16mm 16mm',
  compact: '11mm 12mm',
};

/** The side margin of each layout, which the print footer lines up with. */
export const SIDE_MARGIN: Record<DocumentLayout, string> = {
  classic: '16mm',
  modern: '16mm',
  compact: '12mm',
};

/** The page's CSS: the shared rules, the layout's own, the brand colour, font and margins. */
export function pageCss(style: DocumentStyle): string {
  const [vertical, side] = MARGINS[style.layout].split(' ');
  return `@page { size: A4; margin: ${vertical} ${side} ${bottomMargin(style)}mm; }
${BASE_CSS}${LAYOUT_CSS[style.layout]}${brandCss(style)}`;
}

/** The logo as an image, sized by the layout's CSS; nothing without one. */
export function logoHtml(style: DocumentStyle): string {
  if (!style.logo) return '';
  const { dataUri, width, height } = style.logo;
  return `<img class="logo" src="${escapeHtml(dataUri)}" width="${width}" height="${height}" alt="">`;
}

/** Shared by all three layouts: what classic has always printed, with the brand colour. */
const BASE_CSS = `* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-size: 9.5pt; line-height: 1.45; color: #0f172a; }
.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; padding-bottom: 14px; border-bottom: 2px solid var(--brand); }
.heading { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.logo { display: block; width: auto; height: auto; max-height: 16mm; max-width: 60mm; object-fit: contain; margin: 0 0 8px; }
.kind { font-size: 22pt; font-weight: 700; letter-spacing: -0.02em; color: var(--brand); margin: 0; }
.title { font-size: 12pt; font-weight: 600; margin: 4px 0 0; }
.reference { font-size: 9pt; color: #64748b; margin: 2px 0 0; }
.meta { flex: none; max-width: 55%; text-align: right; font-size: 9pt; margin: 0; }
.meta dt { color: #64748b; display: inline; }
.meta dd { display: inline; margin: 0 0 0 6px; font-weight: 600; }
.meta div { margin-bottom: 2px; white-space: nowrap; }
.parties { display: flex; gap: 24px; margin: 18px 0 20px; }
.party { flex: 1; min-width: 0; overflow-wrap: anywhere; background: #f8fafc; border: 1px solid #e2e8f0; border-radius: 6px; padding: 10px 12px; }
.party h2 { margin: 0 0 4px; font-size: 7.5pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.party .name { font-weight: 600; font-size: 10.5pt; }
.party .line { color: #334155; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; break-inside: avoid; }
th { background: var(--brand-soft); color: var(--brand-ink); font-size: 7.5pt; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; text-align: left; padding: 7px 8px; }
td { padding: 7px 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
td:nth-child(2) { overflow-wrap: anywhere; }
.num { width: 28px; color: #94a3b8; }
.right { text-align: right; white-space: nowrap; }
.strong { font-weight: 600; }
.desc { font-weight: 500; }
.details { color: #64748b; font-size: 8.5pt; margin-top: 2px; }
.totals { display: flex; justify-content: flex-end; margin-top: 12px; break-inside: avoid; }
.totals div { min-width: 220px; display: flex; justify-content: space-between; gap: 16px; padding: 10px 12px; background: var(--brand); color: #fff; border-radius: 6px; font-size: 11pt; font-weight: 700; }
.due { display: flex; flex-direction: column; align-items: flex-end; margin-top: 6px; break-inside: avoid; }
.due div { min-width: 220px; display: flex; justify-content: space-between; gap: 16px; padding: 4px 12px; }
.due .deduction { color: #334155; }
.due .amount-due { margin-top: 4px; padding: 8px 12px; border: 2px solid var(--brand); border-radius: 6px; font-size: 11pt; font-weight: 700; color: var(--brand-ink); }
.summary { display: flex; justify-content: flex-end; margin-top: 10px; break-inside: avoid; }
.summary table { width: auto; min-width: 300px; }
.summary td { padding: 4px 12px; border-bottom: 1px solid #e2e8f0; }
.summary td:last-child { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.deposit-due { text-align: right; margin: 6px 0 0; font-weight: 600; color: var(--brand-ink); break-inside: avoid; }
.included { text-align: right; margin: 4px 0 0; font-size: 8pt; color: #64748b; }
.exemptions { display: flex; flex-direction: column; align-items: flex-end; margin-top: 4px; font-size: 8.5pt; color: #475569; }
.exemptions p { margin: 2px 12px 0; max-width: 360px; text-align: right; }
.section { margin-top: 18px; break-inside: avoid; overflow-wrap: anywhere; }
.payment-qr { display: flex; align-items: center; gap: 12px; margin-top: 14px; break-inside: avoid; }
.payment-qr svg { width: 30mm; height: 30mm; flex: none; }
.payment-qr p { margin: 0; font-size: 8pt; color: #64748b; }
.section h3 { margin: 0 0 4px; font-size: 8pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.section p { margin: 0; color: #334155; }
.acceptance { margin-top: 22px; padding: 10px 12px; border: 1px solid #86efac; background: #f0fdf4; border-radius: 6px; break-inside: avoid; }
.acceptance h3 { margin: 0 0 4px; font-size: 8pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #15803d; }
.acceptance p { margin: 0; color: #14532d; font-weight: 500; }
.acceptance .hash { margin-top: 3px; font-size: 6.5pt; font-weight: 400; color: #166534; word-break: break-all; }
.watermark { position: fixed; top: 45%; left: 0; right: 0; text-align: center; transform: rotate(-30deg); font-size: 64pt; font-weight: 700; color: var(--brand-watermark); letter-spacing: 0.05em; z-index: 10; }
.preview-band { position: fixed; top: -12mm; left: 0; right: 0; text-align: center; font-size: 8pt; font-weight: 600; color: #b45309; }
`;

const LAYOUT_CSS: Record<DocumentLayout, string> = {
  classic: '',
  // The heading in a band of the brand colour, its logo on a white card; more air everywhere.
  modern: `body { line-height: 1.6; }
.top { background: var(--brand); color: #fff; border: 0; border-radius: 10px; padding: 20px 22px; align-items: center; }
.top .logo { background: #fff; border-radius: 6px; padding: 6px 8px; max-height: 18mm; margin: 0 0 12px; box-sizing: content-box; }
.top .kind { color: #fff; font-size: 24pt; text-transform: uppercase; letter-spacing: 0.02em; }
.top .title { color: #fff; }
.top .reference, .top .meta dt { color: rgba(255, 255, 255, 0.85); }
.top .meta dd { color: #fff; }
.parties { gap: 28px; margin: 26px 0 28px; }
.party { background: none; border: 0; border-top: 3px solid var(--brand); border-radius: 0; padding: 10px 2px 0; }
.party h2 { color: var(--brand-ink); }
th { background: none; border-bottom: 2px solid var(--brand); color: var(--brand-ink); padding: 10px 10px; }
td { padding: 11px 10px; }
.lines tbody tr:nth-child(even) td { background: var(--brand-faint); }
.totals { margin-top: 18px; }
.totals div { border-radius: 999px; padding: 12px 18px; }
.summary { margin-top: 16px; }
.section { margin-top: 26px; padding-left: 12px; border-left: 3px solid var(--brand-line); }
.section h3 { color: var(--brand-ink); }
.payment-qr { margin-top: 22px; }
`,
  // Small type and tight rows: many lines per page, the heading on few lines.
  compact: `body { font-size: 8pt; line-height: 1.3; }
.top { padding-bottom: 6px; border-bottom-width: 1.5px; gap: 16px; align-items: flex-end; }
.logo { max-height: 10mm; max-width: 40mm; margin: 0 0 4px; }
.kind { font-size: 14pt; }
.title { font-size: 9.5pt; margin-top: 1px; }
.reference { font-size: 7.5pt; margin-top: 0; }
.meta { font-size: 7.5pt; }
.meta div { margin-bottom: 0; }
.parties { gap: 12px; margin: 8px 0 10px; }
.party { padding: 5px 8px; border-radius: 3px; }
.party h2 { font-size: 6.5pt; margin-bottom: 1px; }
.party .name { font-size: 8.5pt; }
th { font-size: 6.5pt; padding: 3px 6px; }
td { padding: 2.5px 6px; }
.num { width: 22px; }
.details { font-size: 7pt; margin-top: 0; }
.totals { margin-top: 6px; }
.totals div { padding: 5px 10px; font-size: 9pt; border-radius: 3px; }
.due div { padding: 2px 10px; }
.due .amount-due { padding: 4px 10px; font-size: 9pt; border-width: 1.5px; border-radius: 3px; }
.summary { margin-top: 4px; }
.summary td { padding: 2px 10px; }
.section { margin-top: 8px; }
.section h3 { font-size: 6.5pt; margin-bottom: 1px; }
.payment-qr { margin-top: 8px; }
.payment-qr svg { width: 24mm; height: 24mm; }
.acceptance { margin-top: 10px; padding: 6px 8px; }
`,
};
