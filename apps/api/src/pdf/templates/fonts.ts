import { DOCUMENT_FONT_FAMILIES, type DocumentFont } from '@dealdraft/domain';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The document fonts (Inter, Source Serif 4, IBM Plex Sans) from @fontsource, embedded as data:
 * URLs so every machine renders the same PDF and the renderer never fetches anything. They cover
 * Latin, Cyrillic, Greek and Vietnamese (Source Serif 4 and IBM Plex Sans have no Vietnamese
 * extras beyond Latin Extended); for every other script and for emoji, Chromium falls back to
 * the system's Noto fonts (Debian's fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji,
 * which the set-up and the Docker image install). Those are read by Chromium itself, not
 * requested by the page, so the renderer's blocking of every non-data: request does not reach
 * them.
 */
const FALLBACKS = [
  "'Noto Sans'",
  "'Noto Sans Thai'",
  "'Noto Sans Devanagari'",
  "'Noto Sans Hebrew'",
  "'Noto Sans Arabic'",
  // Han characters take the Japanese forms: a document declares no language to choose by.
  "'Noto Sans CJK JP'",
  // Last of the named fonts: the text fonts before it keep their own arrows and symbols.
  "'Noto Color Emoji'",
];

/** The CSS font-family list of a document font: itself, then the system's Noto fallbacks. */
export function fontFamily(font: DocumentFont = 'inter'): string {
  const generic = font === 'source-serif-4' ? 'serif' : 'sans-serif';
  return [`'${DOCUMENT_FONT_FAMILIES[font]}'`, ...FALLBACKS, generic].join(', ');
}

/** Inter's list, as every PDF printed before the other fonts. */
export const FONT_FAMILY = fontFamily('inter');

/** The @fontsource package of each font; each ships 400.css, 600.css and 700.css. */
const PACKAGES: Record<DocumentFont, string> = {
  inter: '@fontsource/inter/package.json',
  'source-serif-4': '@fontsource/source-serif-4/package.json',
  'ibm-plex-sans': '@fontsource/ibm-plex-sans/package.json',
};
const WEIGHTS = [400, 600, 700] as const;

interface Subset {
  weight: number;
  file: string;
  unicodeRange: string;
  ranges: [number, number][];
}

const subsets = new Map<DocumentFont, Subset[]>();
const dataUrls = new Map<string, string>();

/** Each subset file of our weights with its unicode-range, as @fontsource's own CSS lists them. */
function loadSubsets(font: DocumentFont): Subset[] {
  let found = subsets.get(font);
  if (found) return found;
  const dir = dirname(require.resolve(PACKAGES[font]));
  found = WEIGHTS.flatMap((weight) => {
    const css = readFileSync(join(dir, `${weight}.css`), 'utf8');
    const faces = css.matchAll(
      /url\(\.\/files\/([\w-]+-normal\.woff2)\)[^;]*;\s*unicode-range:([^;]+);/g,
    );
    return [...faces].map(([, file, unicodeRange]) => ({
      weight,
      file: join(dir, 'files', file),
      unicodeRange: unicodeRange.trim(),
      ranges: unicodeRange.split(',').map((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    }));
  });
  subsets.set(font, found);
  return found;
}

/**
 * @font-face rules for the subsets of `font` that `text` uses. Only those: each subset is
 * ~5-35 kB of base64 sent to Chromium on every render, and most documents need Latin alone.
 */
export function fontFaceCss(text: string, font: DocumentFont = 'inter'): string {
  const codePoints = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))];
  const family = DOCUMENT_FONT_FAMILIES[font];
  return loadSubsets(font)
    .filter(({ ranges }) =>
      codePoints.some((code) => ranges.some(([from, to]) => code >= from && code <= to)),
    )
    .map(({ weight, file, unicodeRange }) => {
      let url = dataUrls.get(file);
      if (!url) {
        url = `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
        dataUrls.set(file, url);
      }
      return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:block;src:url(${url}) format('woff2');unicode-range:${unicodeRange};}`;
    })
    .join('\n');
}
