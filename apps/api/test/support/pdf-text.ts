// pdf-parse 1.x bundles its own pdf.js and is plain CommonJS, so jest can load it as is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (
  data: Buffer,
  options?: { pagerender?: (page: PdfPage) => Promise<string> },
) => Promise<{ numpages: number; text: string }>;

interface PdfPage {
  getTextContent: () => Promise<{ items: { str: string; hasEOL?: boolean }[] }>;
}

/** The text of each page of a PDF, in order. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pages: string[] = [];
  await pdfParse(pdf, {
    pagerender: async (page) => {
      const content = await page.getTextContent();
      // Chromium places many glyphs one by one; join them as written, one line per EOL.
      const text = content.items
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('')
        .replace(/[ \t]+/g, ' ');
      pages.push(text);
      return text;
    },
  });
  return pages;
}

/** Intl's no-break and narrow no-break spaces (in amounts and dates) as plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
