import { fontFaceCss, fontFamily } from './fonts';

/** The unicode-range of every @font-face rule, one per embedded subset and weight. */
const ranges = (css: string) => [...css.matchAll(/unicode-range:([^;]+);/g)].map(([, r]) => r);
const LATIN = 'U+0000-00FF';
const LATIN_EXT = 'U+0100-02BA';
const CYRILLIC = 'U+0301,U+0400-045F';
const GREEK = 'U+0370-0377';

describe('fontFaceCss', () => {
  it('embeds only the Latin subset, in each of the three weights, for English', () => {
    const embedded = ranges(fontFaceCss('Website redesign — $1,200.50'));
    expect(embedded).toHaveLength(3);
    for (const range of embedded) expect(range.startsWith(LATIN)).toBe(true);
  });

  it('adds the subsets that the text reaches into, and no others', () => {
    const embedded = ranges(fontFaceCss('Zażółć gęślą jaźń · Предложение'));
    const count = (prefix: string) => embedded.filter((r) => r.startsWith(prefix)).length;
    expect(count(LATIN)).toBe(3);
    expect(count(LATIN_EXT)).toBe(3);
    expect(count(CYRILLIC)).toBe(3);
    expect(count(GREEK)).toBe(0);
    expect(embedded).toHaveLength(9);
  });

  it('embeds each font file as a data: URL, never a link to fetch', () => {
    const css = fontFaceCss('Προσφορά');
    const sources = [...css.matchAll(/src:url\(([^)]+)\)/g)].map(([, url]) => url);
    expect(sources).toHaveLength(3);
    for (const url of sources) expect(url).toMatch(/^data:font\/woff2;base64,d09GMg/);
  });
});

describe('the other document fonts', () => {
  it.each([
    ['source-serif-4', 'Source Serif 4', /'Source Serif 4', .*serif$/],
    ['ibm-plex-sans', 'IBM Plex Sans', /'IBM Plex Sans', .*sans-serif$/],
  ] as const)('embeds %s under its own family, Latin alone for English', (font, family, list) => {
    const css = fontFaceCss('Website redesign — $1,200.50', font);
    expect(ranges(css)).toHaveLength(3);
    expect(css.match(/font-family:'([^']+)'/g)).toEqual(Array(3).fill(`font-family:'${family}'`));
    expect(css).not.toContain("'Inter'");
    expect(fontFamily(font)).toMatch(list);
  });
});
