import {
  brandColorOnDark,
  contrastRatio,
  DARK_BACKGROUND,
  DEFAULT_BRAND_COLOR,
  normalizeHexColor,
} from '@dealdraft/domain';
import { escapeHtml } from '../common/html/escape-html';
import type { EmailBrand } from './email-brand';

/** A message's body, as text and as HTML. */
export interface EmailContent {
  text: string;
  html: string;
}

/** How a message is laid out: whose it is, its link as a button, and its footer. */
export interface LetterOptions {
  brand: EmailBrand;
  /** The footer's line naming who sent it ("This e-mail was sent to you by Acme Ltd."). */
  footer: string;
  /** The link the message is about: a button after the line that writes it out. */
  link?: { url: string; label: string };
  /** A document's e-mail to its client carries its tracking image. */
  pixelUrl?: string;
  /** The language the text is in (the html element's lang); English when left out. */
  language?: string | null;
}

/**
 * The MJML skeleton every message is laid out in. What varies per message goes in through
 * placeholders MJML leaves alone (`%%NAME%%` in text, sentinel colours and URLs in attributes);
 * each variant (logo or name, button or none) is compiled once per process (the worker's
 * start-up: loading MJML and compiling the four took 0.7 s here, a warm compile 4 ms and more),
 * and a message is then a single pass of string replacement over the compiled HTML (0.2 ms).
 */
const SENTINEL = {
  color: '#0a0b0c',
  colorOnDark: '#0c0b0a',
  textOnDark: '#0b0a0c',
  linkOnDark: '#0d0c0b',
  buttonUrl: 'https://button.invalid/',
  logoUrl: 'https://logo.invalid/logo.png',
  lang: 'zz',
} as const;

const INK = '#0f172a';
const MUTED = '#64748b';
const PAGE = '#f1f5f9';
const DARK_PAGE = '#020617';
const DARK_INK = '#e2e8f0';
const DARK_MUTED = '#94a3b8';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

interface Variant {
  logo: boolean;
  button: boolean;
}

function skeleton({ logo, button }: Variant): string {
  const header = logo
    ? // An <img> of its own rather than mj-image, which fixes both sides: a logo of any shape
      // keeps its proportions at 48 px high.
      `<mj-text padding="0 32px" line-height="1"><img src="${SENTINEL.logoUrl}" alt="%%NAME%%" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0"></mj-text>`
    : `<mj-text css-class="dd-name" font-size="22px" font-weight="700" line-height="1.3" color="${SENTINEL.color}" padding="0 32px">%%NAME%%</mj-text>`;
  const action = button
    ? `<mj-button css-class="dd-button" href="${SENTINEL.buttonUrl}" background-color="${SENTINEL.color}" color="#ffffff" font-size="15px" font-weight="600" inner-padding="12px 24px" border-radius="6px" align="left" padding="0 32px 16px">%%LABEL%%</mj-button>
        <mj-text css-class="dd-text">%%AFTER%%</mj-text>`
    : '';
  return `<mjml lang="${SENTINEL.lang}">
  <mj-head>
    <mj-title>%%NAME%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}"></mj-all>
      <mj-text font-size="15px" line-height="1.6" color="${INK}" padding="0 32px"></mj-text>
    </mj-attributes>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        .dd-page, .dd-page > div { background-color: ${DARK_PAGE} !important; }
        .dd-card, .dd-card table, .dd-card td { background-color: ${DARK_BACKGROUND} !important; }
        .dd-text div, .dd-text p { color: ${DARK_INK} !important; }
        .dd-name div { color: ${SENTINEL.colorOnDark} !important; }
        .dd-text a { color: ${SENTINEL.linkOnDark} !important; }
        .dd-button td, .dd-button a { background: ${SENTINEL.colorOnDark} !important; color: ${SENTINEL.textOnDark} !important; }
        .dd-footer div { color: ${DARK_MUTED} !important; }
      }
    </mj-style>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
  </mj-head>
  <mj-body background-color="${PAGE}" width="600px" css-class="dd-page">
    <mj-wrapper padding="24px 12px">
      <mj-section padding="0 0 16px">
        <mj-column>${header}</mj-column>
      </mj-section>
      <mj-section css-class="dd-card" background-color="#ffffff" border-top="4px solid ${SENTINEL.color}" border-radius="8px" padding="28px 0 12px">
        <mj-column>
          <mj-text css-class="dd-text">%%BEFORE%%</mj-text>
          ${action}
        </mj-column>
      </mj-section>
      <mj-section padding="16px 0 0">
        <mj-column>
          <mj-text css-class="dd-footer" font-size="12px" line-height="1.5" color="${MUTED}" align="center">%%FOOTER%%</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-raw>%%PIXEL%%</mj-raw>
  </mj-body>
</mjml>`;
}

const compiled = new Map<string, Promise<string>>();

/** The variant's HTML, compiled by MJML the first time it is asked for. */
function compiledSkeleton(variant: Variant): Promise<string> {
  const key = `${variant.logo}:${variant.button}`;
  let html = compiled.get(key);
  if (!html) {
    html = compile(variant);
    // A failed compile is not kept: the next message tries again.
    html.catch(() => compiled.delete(key));
    compiled.set(key, html);
  }
  return html;
}

async function compile(variant: Variant): Promise<string> {
  // Loaded on first use: the api process that never sends mail does not pay for it.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(skeleton(variant), {
    validationLevel: 'strict',
    keepComments: false,
    // No web fonts: the system's own, as the stack says.
    fonts: {},
  });
  if (errors.length) throw new Error(`E-mail layout: ${errors[0].formattedMessage}`);
  return html;
}

/** Compiles every variant now (the worker's start-up), so no send waits for MJML. */
export async function prepareLetters(): Promise<void> {
  await Promise.all(
    [false, true].flatMap((logo) =>
      [false, true].map((button) => compiledSkeleton({ logo, button })),
    ),
  );
}

/**
 * Every message the product sends, laid out: `lines` as the plain-text part, and as HTML
 * paragraphs (an empty line starts a new one) under the brand's header, the link written out
 * as a real link and, after its line, as a button in the brand's colour, a footer line naming
 * the sender, and the tracking image where there is one. What a message says is its feature's.
 */
export async function letter(lines: string[], options: LetterOptions): Promise<EmailContent> {
  const { brand, link, pixelUrl } = options;
  const color = normalizeHexColor(brand.color) ?? DEFAULT_BRAND_COLOR;
  const onDark = brandColorOnDark(color);
  const textOnDark =
    contrastRatio(onDark, '#ffffff') >= contrastRatio(onDark, DARK_BACKGROUND)
      ? '#ffffff'
      : DARK_BACKGROUND;

  // The button goes after the line that writes the link out, or after everything.
  const at = link ? lines.findIndex((line) => line.includes(link.url)) : -1;
  const [before, after] = at >= 0 ? [lines.slice(0, at + 1), lines.slice(at + 1)] : [lines, []];
  const paragraphs = (part: string[]) =>
    htmlParagraphs(part, link?.url, readable(color, '#ffffff', '#000000'));

  const html = await compiledSkeleton({ logo: brand.logoUrl !== null, button: !!link });
  const values: Record<string, string> = {
    [SENTINEL.color]: color,
    [SENTINEL.colorOnDark]: onDark,
    [SENTINEL.textOnDark]: textOnDark,
    [SENTINEL.linkOnDark]: readable(color, DARK_BACKGROUND, '#ffffff'),
    [SENTINEL.buttonUrl]: escapeHtml(link?.url),
    [SENTINEL.logoUrl]: escapeHtml(brand.logoUrl),
    [`lang="${SENTINEL.lang}"`]: `lang="${escapeHtml(options.language || 'en')}"`,
    '%%NAME%%': escapeHtml(brand.name),
    '%%LABEL%%': escapeHtml(link?.label),
    '%%BEFORE%%': paragraphs(before),
    '%%AFTER%%': paragraphs(after),
    '%%FOOTER%%': escapeHtml(options.footer),
    // The inbox's snippet: what the message is about, rather than the header's name again.
    '%%PREVIEW%%': escapeHtml(preview(lines)),
    '%%PIXEL%%':
      pixelUrl === undefined
        ? ''
        : `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`,
  };
  // One pass: what a value brings in (a client's name holding "%%FOOTER%%") is never replaced.
  return { text: lines.join('\n'), html: html.replace(PLACEHOLDERS, (token) => values[token]) };
}

const PLACEHOLDERS = new RegExp(
  [
    SENTINEL.color,
    SENTINEL.colorOnDark,
    SENTINEL.textOnDark,
    SENTINEL.linkOnDark,
    SENTINEL.buttonUrl,
    SENTINEL.logoUrl,
    `lang="${SENTINEL.lang}"`,
    '%%[A-Z]+%%',
  ]
    .map((token) =>
      token.startsWith('%%') ? token : token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('|'),
  'g',
);

/** The first line after the greeting's paragraph, or the first line. */
function preview(lines: string[]): string {
  const gap = lines.findIndex((line) => !line.trim());
  const after = gap >= 0 ? lines.slice(gap + 1).find((line) => line.trim()) : undefined;
  return after ?? lines.find((line) => line.trim()) ?? '';
}

/**
 * The brand colour as body text on `background`: a link written out is text, so it needs 4.5:1
 * (WCAG AA), more than the 3:1 a brand colour guarantees; mixed towards `toward` in 5 % steps
 * until it has it.
 */
function readable(hex: string, background: string, toward: '#000000' | '#ffffff'): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const mixed = mix(hex, toward, share);
    if (contrastRatio(mixed, background) >= 4.5) return mixed;
  }
  return toward;
}

function mix(hex: string, other: string, share: number): string {
  const channel = (color: string, at: number) => parseInt(color.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(hex, at) + (channel(other, at) - channel(hex, at)) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Lines as paragraphs: an empty line ends one, the others break within it. */
function htmlParagraphs(lines: string[], url: string | undefined, color: string): string {
  const groups: string[][] = [[]];
  for (const line of lines) {
    if (line.trim()) groups[groups.length - 1].push(line);
    else if (groups[groups.length - 1].length) groups.push([]);
  }
  return groups
    .filter((group) => group.length)
    .map(
      (group) =>
        `<p style="margin:0 0 16px">${group.map((line) => linked(line, url, color)).join('<br>')}</p>`,
    )
    .join('');
}

/** The line, escaped, with the link as a real link. */
function linked(line: string, url: string | undefined, color: string): string {
  const text = escapeHtml(line);
  if (!url || !line.includes(url)) return text;
  const href = escapeHtml(url);
  return text.replace(
    href,
    `<a href="${href}" style="color:${color};word-break:break-all">${href}</a>`,
  );
}
