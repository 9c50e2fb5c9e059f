import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Inter from @fontsource, embedded as data: URLs so every machine renders the same PDF and
 * the renderer never fetches anything. Inter covers Latin, Cyrillic, Greek and Vietnamese; for
 * every other script and for emoji, Chromium falls back to the system's Noto fonts (Debian's
 * fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, which the set-up and the Docker
 * image install). Those are read by Chromium itself, not requested by the page, so the
 * renderer's blocking of every non-data: request does not reach them.
 */
export const FONT_FAMILY = [
  "'Inter'",
  "'Noto Sans'",
  "'Noto Sans Thai'",
  "'Noto Sans Devanagari'",
  "'Noto Sans Hebrew'",
  "'Noto Sans Arabic'",
  // Han characters take the Japanese forms: a document declares no language to choose by.
  "'Noto Sans CJK JP'",
  // Last of the named fonts: the text fonts before it keep their own arrows and symbols.
  "'Noto Color Emoji'",
  'sans-serif',
].join(', ');

const PACKAGE = dirname(require.resolve('@fontsource/inter/package.json'));
const WEIGHTS = [400, 600, 700] as const;

interface Subset {
  weight: number;
  file: string;
  unicodeRange: string;
  ranges: [number, number][];
}

let subsets: Subset[] | null = null;
const dataUrls = new Map<string, string>();

/** Each subset file of our weights with its unicode-range, as @fontsource's own CSS lists them. */
function loadSubsets(): Subset[] {
  subsets ??= WEIGHTS.flatMap((weight) => {
    const css = readFileSync(join(PACKAGE, `${weight}.css`), 'utf8');
    const faces = css.matchAll(
      /url\(\.\/files\/([\w-]+-normal\.woff2)\)[^;]*;\s*unicode-range:([^;]+);/g,
    );
    return [...faces].map(([, file, unicodeRange]) => ({
      weight,
      file,
      unicodeRange: unicodeRange.trim(),
      ranges: unicodeRange.split(',').map((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    }));
  });
  return subsets;
}

/**
 * @font-face rules for the Inter subsets `text` uses. Only those: each subset is ~5-35 kB of
 * base64 sent to Chromium on every render, and most documents need Latin alone.
 */
export function fontFaceCss(text: string): string {
  const codePoints = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))];
  return loadSubsets()
    .filter(({ ranges }) =>
      codePoints.some((code) => ranges.some(([from, to]) => code >= from && code <= to)),
    )
    .map(({ weight, file, unicodeRange }) => {
      let url = dataUrls.get(file);
      if (!url) {
        url = `data:font/woff2;base64,${readFileSync(join(PACKAGE, 'files', file)).toString('base64')}`;
        dataUrls.set(file, url);
      }
      return `@font-face{font-family:'Inter';font-style:normal;font-weight:${weight};font-display:block;src:url(${url}) format('woff2');unicode-range:${unicodeRange};}`;
    })
    .join('\n');
}
