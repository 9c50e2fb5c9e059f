import type { DocumentFont } from '@dealdraft/domain';

/**
 * The three document fonts, each loaded only when a page needs it: Vite splits every import
 * into its own CSS file, whose @font-face rules name woff2 files per script (unicode-range), so a
 * browser fetches only the weights and scripts the page shows.
 */
const FONT_CSS: Record<DocumentFont, () => Promise<unknown>> = {
  inter: () =>
    Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/600.css')]),
  'source-serif-4': () =>
    Promise.all([
      import('@fontsource/source-serif-4/400.css'),
      import('@fontsource/source-serif-4/600.css'),
    ]),
  'ibm-plex-sans': () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/400.css'),
      import('@fontsource/ibm-plex-sans/600.css'),
    ]),
};

const loaded = new Map<string, Promise<unknown>>();

/** Loads a document font's CSS once; an unknown name loads nothing. */
export function loadBrandFont(font: string): Promise<unknown> {
  const load = FONT_CSS[font as DocumentFont];
  if (!load) return Promise.resolve();
  if (!loaded.has(font))
    loaded.set(
      font,
      load().catch(() => loaded.delete(font)),
    );
  return loaded.get(font)!;
}
