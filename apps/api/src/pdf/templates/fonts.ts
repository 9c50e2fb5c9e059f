import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Inter from @fontsource, embedded as data: URLs so every machine renders the same PDF and
 * the renderer never fetches anything.
 */
const FILES = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const WEIGHTS = [400, 600, 700] as const;

let css: string | null = null;

export function fontFaceCss(): string {
  css ??= WEIGHTS.map((weight) => {
    const data = readFileSync(join(FILES, `inter-latin-${weight}-normal.woff2`)).toString('base64');
    return `@font-face{font-family:'Inter';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  }).join('\n');
  return css;
}
