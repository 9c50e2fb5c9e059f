import { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

// Ignored by git (tmp/): docs/screenshots/pdf-scripts.png is a copy made by hand.
const SCREENSHOT = join(__dirname, '..', '..', '..', 'tmp', 'screenshots', 'pdf-scripts.png');

/** One line item per script, each as it must come back out of the PDF. */
const SCRIPTS = {
  Japanese: '見積書 ウェブサイト制作',
  Chinese: '报价单 网站设计',
  Korean: '견적서 웹사이트 디자인',
  Thai: 'ใบเสนอราคา',
  Hindi: 'प्रस्ताव',
  Hebrew: 'הצעת מחיר',
  Russian: 'Предложение',
  Greek: 'Προσφορά',
  Polish: 'Zażółć gęślą jaźń',
  Vietnamese: 'Báo giá thiết kế',
  Arabic: 'عرض سعر',
  Emoji: 'Launch 🎉✅',
};

/**
 * Fonts and tools these tests depend on, which the set-up of `npm test` installs on Debian.
 * Checked first so that a machine without them fails with what to do, not with empty boxes.
 */
function missingPrerequisites(): string[] {
  const missing: string[] = [];
  const succeeds = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
    } catch {
      return null;
    }
  };
  for (const tool of ['pdftotext', 'pdffonts', 'pdftoppm']) {
    if (succeeds(tool, ['-v']) === null) missing.push(`${tool} (poppler-utils)`);
  }
  const fonts: [string, string][] = [
    [':lang=ja', 'fonts-noto-cjk'],
    [':lang=th', 'fonts-noto-core'],
    [':lang=hi', 'fonts-noto-core'],
    ['Noto Color Emoji', 'fonts-noto-color-emoji'],
  ];
  for (const [pattern, pkg] of fonts) {
    if (!succeeds('fc-list', [pattern, 'family'])?.trim()) missing.push(`${pattern} (${pkg})`);
  }
  return missing;
}

describe('PDFs print every script', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let paid: SignedUpUser;
  let dir: string;

  beforeAll(async () => {
    const missing = missingPrerequisites();
    if (missing.length > 0) {
      throw new Error(
        `PDF script tests need fonts and tools that are missing: ${missing.join(', ')}. ` +
          'Run the set-up (node scripts/test.mjs --only integration installs them as root on ' +
          'Debian), or apt-get install fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji ' +
          'poppler-utils.',
      );
    }
    dir = mkdtempSync(join(tmpdir(), 'pdf-scripts-'));
    ctx = await bootApp();
    worker = await startWorker();
    paid = await ctx.newUser({ name: 'Polyglot Studio' });
    await ctx.upgrade(paid);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Renders a stored proposal through the api and worker; returns the PDF's path on disk. */
  async function renderProposal(name: string, overrides: Record<string, unknown>) {
    const proposal = await ctx.create(paid, 'proposals', proposalPayload(overrides));
    const response = await ctx
      .http()
      .post('/api/pdf/proposal')
      .auth(paid.token, { type: 'bearer' })
      .send(proposal)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, response.body as Buffer);
    return file;
  }

  const poppler = (tool: string, ...args: string[]) =>
    execFileSync(tool, args, { encoding: 'utf8' });

  it('embeds a CJK and the colour emoji font, and every script reads back', async () => {
    const title = `${SCRIPTS.Japanese} · ${SCRIPTS.Russian} · ${SCRIPTS.Emoji}`;
    const pdf = await renderProposal('scripts', {
      proposalNumber: 'PROP-SCRIPTS-1',
      proposalTitle: title,
      services: Object.values(SCRIPTS).map((description, i) => ({
        description,
        price: 100 * (i + 1),
        quantity: 1,
      })),
    });
    // The first page is kept as tmp/screenshots/pdf-scripts.png, to look at.
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    const stem = SCREENSHOT.replace(/\.png$/, '');
    poppler('pdftoppm', '-png', '-r', '96', '-f', '1', '-l', '1', '-singlefile', pdf, stem);

    // pdffonts: name, type, encoding, emb, sub, uni, object; subset names carry a "ABCDEF+".
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const [, name, type, emb, uni] =
          /^(\S+)\s+(.+?)\s{2,}\S+\s+(yes|no)\s+(?:yes|no)\s+(yes|no)/.exec(line)!;
        return {
          name: name.replace(/^[A-Z]{6}\+/, ''),
          type,
          embedded: emb === 'yes',
          unicode: uni === 'yes',
        };
      });
    // Every font is in the file and maps its glyphs back to text.
    expect(fonts.filter((font) => !font.embedded || !font.unicode)).toEqual([]);
    const named = fonts.map((font) => font.name);
    for (const font of ['NotoSansThai', 'NotoSansDevanagari', 'NotoSansHebrew', 'NotoSansArabic']) {
      expect(named).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${font}-`))]),
      );
    }
    // Skia embeds fonts it cannot subset as TrueType (Noto Sans CJK's CFF outlines, Noto Color
    // Emoji's bitmaps) as Type 3 fonts, which pdffonts lists as "[none]": their names are in
    // their /FontDescriptor, which Chromium writes uncompressed.
    expect(fonts.filter((font) => font.type === 'Type 3').length).toBeGreaterThan(0);
    const descriptorNames = [
      ...readFileSync(pdf, 'latin1').matchAll(/\/FontName \/[A-Z]{6}\+(\S+)/g),
    ].map(([, name]) => name);
    expect(descriptorNames).toEqual(
      expect.arrayContaining([expect.stringMatching(/^NotoSansCJKjp-/)]),
    );
    expect(descriptorNames).toContain('NotoColorEmoji');

    // pdftotext gives every script back in logical order. Right-to-left runs (Hebrew, Arabic)
    // come wrapped in U+202B…U+202C embedding marks, dropped here. In the table, pdftotext
    // reads the emoji of "Launch 🎉✅" as a block of its own after the row (the title keeps
    // them in place), so that cell is checked word by word.
    const text = poppler('pdftotext', '-enc', 'UTF-8', pdf, '-').replace(/[\u202a-\u202e]/g, '');
    expect(text).toContain(title);
    const { Emoji, ...words } = SCRIPTS;
    for (const expected of [...Object.values(words), ...Emoji.split(' ')]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the number and the dates of the header each on one line, wrapping the title', async () => {
    const pdf = await renderProposal('header', {
      proposalNumber: 'PROP-1795000000000',
      proposalDate: '2026-11-23',
      expirationDate: '2026-12-23',
      proposalTitle:
        'Website redesign, brand identity, content strategy and a year of hosting and care',
    });
    const lines = poppler('pdftotext', '-layout', '-enc', 'UTF-8', pdf, '-').split('\n');
    // Each label with its whole value on one line: "PROP-" / "1795…" or "November 23," / "2026"
    // split over two would not match.
    for (const entry of [
      'Number PROP-1795000000000',
      'Date November 23, 2026',
      'Valid until December 23, 2026',
    ]) {
      expect(lines.filter((line) => line.includes(entry))).toHaveLength(1);
    }
    // The title took two lines instead.
    const titleLine = lines.find((line) => line.includes('Website redesign'));
    expect(titleLine).not.toContain('care');
    expect(lines.some((line) => /\bcare\b/.test(line))).toBe(true);
  });
});
