/**
 * A workspace's brand: the PDF layout and font its documents use, its colour, its footer text
 * and its logo. The api validates with these, the web's settings form previews with them.
 */

/** The PDF layouts, chosen per workspace and overridden per document. */
export const DOCUMENT_LAYOUTS = ['classic', 'modern', 'compact'] as const;
export type DocumentLayout = (typeof DOCUMENT_LAYOUTS)[number];

export function isDocumentLayout(value: unknown): value is DocumentLayout {
  return (DOCUMENT_LAYOUTS as readonly unknown[]).includes(value);
}

/** The fonts embedded in the PDFs and served with the client pages (@fontsource packages). */
export const DOCUMENT_FONTS = ['inter', 'source-serif-4', 'ibm-plex-sans'] as const;
export type DocumentFont = (typeof DOCUMENT_FONTS)[number];

export function isDocumentFont(value: unknown): value is DocumentFont {
  return (DOCUMENT_FONTS as readonly unknown[]).includes(value);
}

/** The CSS family name of each font, as its @fontsource package declares it. */
export const DOCUMENT_FONT_FAMILIES: Record<DocumentFont, string> = {
  inter: 'Inter',
  'source-serif-4': 'Source Serif 4',
  'ibm-plex-sans': 'IBM Plex Sans',
};

/** The product's own colour: what a workspace without a brand colour shows. */
export const DEFAULT_BRAND_COLOR = '#4f46e5';
/** The dark background the app and the client pages use in dark mode (slate-900). */
export const DARK_BACKGROUND = '#0f172a';
/**
 * WCAG 2.x AA asks 4.5:1 of normal text: on paper and on the light pages the brand colour is the
 * background of buttons with white text ("Pay now", the e-mail's button), so it must reach that
 * against white.
 */
export const MIN_BRAND_CONTRAST_ON_WHITE = 4.5;
/**
 * And 3:1 of graphical objects and large text: on the dark theme the colour is only a rule or a
 * heading (fills behind text are lightened further by the web), so its dark variant reaches 3:1.
 */
export const MIN_BRAND_CONTRAST = 3;

export const BRAND_LIMITS = {
  footerLength: 500,
  paymentInstructionsLength: 1000,
  /** The logo file as uploaded, before an SVG is sanitised. */
  logoBytes: 512 * 1024,
  /** Width and height of a PNG or JPEG, in pixels. */
  logoPixels: 4000,
} as const;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

const HEX = /^#[0-9a-f]{6}$/;

/** "#RRGGBB" or "#rgb" in any case, as "#rrggbb"; null when it is not a colour. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim().toLowerCase();
  const full = /^#[0-9a-f]{3}$/.test(text)
    ? `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`
    : text;
  return HEX.test(full) ? full : null;
}

/** WCAG 2.x relative luminance of "#rrggbb". */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Why a brand colour cannot be used, or null. It must be a colour, and reach 4.5:1 against white:
 * it carries white button text. Against the dark theme no colour has to pass: brandColorOnDark
 * lightens one that does not.
 */
export function brandColorProblem(value: string): string | null {
  const hex = normalizeHexColor(value);
  if (!hex) return 'Brand colour must be a hex colour such as #4f46e5';
  // Rounded down: a ratio just short of the bar never reads as reaching it.
  const ratio = contrastRatio(hex, '#ffffff');
  if (ratio < MIN_BRAND_CONTRAST_ON_WHITE) {
    return `Brand colour is too light: its contrast against white is ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1, at least ${MIN_BRAND_CONTRAST_ON_WHITE}:1 is needed`;
  }
  return null;
}

/**
 * The brand colour as shown on the dark background: itself when it reaches 3:1 there, else mixed
 * with white in steps of 5 % until it does (every colour that passes on white gets there).
 */
export function brandColorOnDark(hex: string): string {
  for (let white = 0; white <= 100; white += 5) {
    const mixed = mixWithWhite(hex, white / 100);
    if (contrastRatio(mixed, DARK_BACKGROUND) >= MIN_BRAND_CONTRAST) return mixed;
  }
  return '#ffffff';
}

function mixWithWhite(hex: string, share: number): string {
  return `#${[1, 3, 5]
    .map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16);
      return Math.round(channel + (255 - channel) * share)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}
