import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DataSource } from 'typeorm';
import { createHash } from 'node:crypto';
import {
  DOCUMENT_LAYOUTS,
  DocumentStyleMessages,
  type DocumentFont,
  type DocumentLayout,
} from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../src/config/app-config';
import type { DocumentStyle } from '../src/documents/content/document-style';
import type { PrintableDocument } from '../src/documents/content/printable-document';
import { BrowserPool } from '../src/pdf/browser-pool';
import { PdfRenderer } from '../src/pdf/pdf-renderer';
import { plainSpaces } from './support/pdf-text';
import { RICH_DOCUMENT } from './factories/rich-document';
import type { PrintableReceipt } from '../src/documents/content/printable-receipt';
import type { PrintableCreditNote } from '../src/documents/content/printable-credit-note';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { asBuffer } from './support/bodies';

jest.setTimeout(180_000);

// Ignored by git (tmp/): docs/screenshots/pdf-layout-*.png are copies made by hand.
const SCREENSHOTS = join(__dirname, '..', '..', '..', 'tmp', 'screenshots');

/** A wide SVG logo, as the workspace_logos row would hold it. */
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><circle cx="32" cy="32" r="14" fill="#fff"/><text x="78" y="42" font-family="sans-serif" font-size="30" font-weight="700" fill="#0f172a">Studio Ada</text></svg>',
);

const FONT_OF: Record<DocumentLayout, DocumentFont> = {
  classic: 'inter',
  modern: 'source-serif-4',
  compact: 'ibm-plex-sans',
};
/** pdffonts' names of the embedded fonts. */
const PDF_FONT_NAME: Record<DocumentFont, RegExp> = {
  inter: /Inter/,
  'source-serif-4': /SourceSerif4/,
  'ibm-plex-sans': /IBMPlexSans/,
};

const FOOTER =
  'Studio Ada Ltd · Registered in England and Wales 0123456 · Thank you for your trust';

/** Thirty lines, long names and addresses: what overflows if anything does. */
function longInvoice(): PrintableDocument {
  return {
    kind: 'Invoice',
    title: 'Invoice for Globex Corporation International Holdings and Subsidiaries Ltd',
    number: 'INV-2026-0042',
    status: 'sent',
    dates: [
      { label: 'Issued', value: 'November 2, 2026' },
      { label: 'Due', value: 'December 2, 2026' },
    ],
    from: {
      heading: 'From',
      name: 'Studio Ada & Partners Analytical Engines Consulting',
      lines: ['12 Analytical Street, Building C, Floor 4\nLondon EC1A 1BB', 'ada@studio.example'],
    },
    to: {
      heading: 'Bill to',
      name: 'Globex Corporation International Holdings and Subsidiaries',
      lines: [
        'Bahnhofstrasse 100, Postfach 1234, 8001 Zürich, Switzerland',
        'accounts.payable@globex-international.example',
      ],
    },
    lines: Array.from({ length: 30 }, (_, i) => ({
      description: `Line ${i + 1}: design and development work on the customer portal module ${i + 1}`,
      ...(i % 5 === 0 ? { details: 'Workshops, reviews and the hand-over documentation' } : {}),
      quantity: i + 1,
      unitPrice: 120,
      total: 120 * (i + 1),
    })),
    unitLabel: 'Rate',
    total: 55800,
    sections: [
      { title: 'Payment terms', body: 'Net 30' },
      {
        title: 'Bank details',
        body: 'IBAN CH93 0076 2011 6238 5295 7\nAccount holder: Studio Ada AG',
      },
      { title: 'Payment instructions', body: 'From outside Switzerland, pay by SWIFT to UBS AG.' },
    ],
    acceptance: null,
    preview: false,
    currency: 'CHF',
    swissQrBill: {
      currency: 'CHF',
      amount: 55800,
      creditor: {
        account: 'CH9300762011623852957',
        name: 'Studio Ada AG',
        address: 'Seestrasse 12',
        zip: '8002',
        city: 'Zürich',
        country: 'CH',
      },
      debtor: {
        name: 'Globex Corporation',
        address: 'Bahnhofstrasse 100',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      message: 'INV-2026-0042',
      language: 'EN',
    },
  };
}

describe('PDF layouts through Chromium', () => {
  let pool: BrowserPool;
  let renderer: PdfRenderer;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-layouts-'));
    mkdirSync(SCREENSHOTS, { recursive: true });
    pool = new BrowserPool({
      pdf: {
        executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
        poolSize: 1,
        timeoutMs: 60_000,
      },
    } as AppConfig);
    renderer = new PdfRenderer(pool, undefined as unknown as DataSource);
  });
  afterAll(async () => {
    await pool?.onApplicationShutdown();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const poppler = (tool: string, ...args: string[]) =>
    execFileSync(tool, args, { encoding: 'utf8' });
  const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', file))![1]);

  it.each(DOCUMENT_LAYOUTS)(
    'prints %s with its font embedded, the content, the footer on every page and the QR-bill last',
    async (layout) => {
      const style: DocumentStyle = {
        layout,
        font: FONT_OF[layout],
        color: '#0f766e',
        logo: {
          dataUri: `data:image/svg+xml;base64,${LOGO_SVG.toString('base64')}`,
          width: 240,
          height: 64,
        },
        footer: FOOTER,
      };
      const file = join(dir, `${layout}.pdf`);
      writeFileSync(file, await renderer.print(longInvoice(), style));

      const pages = pageCount(file);
      // The first and last pages kept to look at.
      for (const [page, name] of [
        [1, `pdf-layout-${layout}`],
        [pages, `pdf-layout-${layout}-last`],
      ] as const)
        poppler(
          'pdftoppm',
          '-png',
          '-r',
          '80',
          '-f',
          String(page),
          '-l',
          String(page),
          '-singlefile',
          file,
          join(SCREENSHOTS, name),
        );

      const fonts = poppler('pdffonts', file);
      expect(fonts).toMatch(PDF_FONT_NAME[style.font]);
      for (const other of Object.values(FONT_OF).filter((font) => font !== style.font))
        expect(fonts).not.toMatch(PDF_FONT_NAME[other]);

      // Words as read, whatever the line breaks; headings are set in capitals by CSS.
      const text = plainSpaces(poppler('pdftotext', '-enc', 'UTF-8', file, '-')).replace(
        /\s+/g,
        ' ',
      );
      for (const value of [
        'Studio Ada & Partners',
        'Globex Corporation International',
        'Line 1: design',
        'Line 30: design',
        'PAYMENT INSTRUCTIONS',
        'From outside Switzerland, pay by SWIFT to UBS AG.',
        'INV-2026-0042',
      ])
        expect(text).toContain(value);
      // Modern sets the kind in capitals; compact's is the smallest.
      expect(text).toContain(layout === 'modern' ? 'INVOICE' : 'Invoice');

      // The footer text at the foot of every page but the payment part's, which the standard
      // wants alone at the bottom of its page (and which the page count leaves out).
      expect(pages).toBeGreaterThanOrEqual(2);
      for (let page = 1; page < pages; page++) {
        const pageText = plainSpaces(
          poppler('pdftotext', '-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'),
        ).replace(/\s+/g, ' ');
        expect(pageText).toContain(FOOTER);
        expect(pageText).toContain(`Page ${page} of ${pages - 1}`);
      }

      // The payment part: the last page, its QR code carrying the SPC payload.
      const last = plainSpaces(
        poppler('pdftotext', '-f', String(pages), '-l', String(pages), '-enc', 'UTF-8', file, '-'),
      );
      expect(last).toContain('Payment part');
      expect(last).not.toContain(FOOTER);
      const stem = join(dir, `${layout}-last`);
      poppler(
        'pdftoppm',
        '-png',
        '-r',
        '150',
        '-f',
        String(pages),
        '-l',
        String(pages),
        '-singlefile',
        file,
        stem,
      );
      const png = PNG.sync.read(readFileSync(`${stem}.png`));
      const payload = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
      const spc = payload.split(/\r?\n/);
      expect(spc.slice(0, 3)).toEqual(['SPC', '0200', '1']);
      expect(spc[3]).toBe('CH9300762011623852957');
      expect(spc.slice(4, 11)).toEqual([
        'S',
        'Studio Ada AG',
        'Seestrasse 12',
        '',
        '8002',
        'Zürich',
        'CH',
      ]);
      expect(spc.slice(18, 20)).toEqual(['55800.00', 'CHF']);
      expect(spc.slice(20, 27)).toEqual([
        'S',
        'Globex Corporation',
        'Bahnhofstrasse 100',
        '',
        '8001',
        'Zürich',
        'CH',
      ]);
      expect(spc.slice(27, 31)).toEqual(['NON', '', 'INV-2026-0042', 'EPD']);
      // No EPC code beside it.
      expect(payload).not.toMatch(/^BCD/);
    },
  );
});

describe('receipts, credit notes and a rich proposal in each layout', () => {
  let pool: BrowserPool;
  let renderer: PdfRenderer;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-layouts-kinds-'));
    mkdirSync(SCREENSHOTS, { recursive: true });
    pool = new BrowserPool({
      pdf: {
        executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
        poolSize: 1,
        timeoutMs: 60_000,
      },
    } as AppConfig);
    renderer = new PdfRenderer(pool, undefined as unknown as DataSource);
  });
  afterAll(async () => {
    await pool?.onApplicationShutdown();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const party = (name: string) => ({
    heading: name === 'Studio Ada' ? 'From' : 'Bill to',
    name,
    lines: ['12 Analytical Street', 'London EC1A 1BB'],
  });

  it.each(DOCUMENT_LAYOUTS)('%s prints each kind with the footer text', async (layout) => {
    const style: DocumentStyle = {
      layout,
      font: FONT_OF[layout],
      color: '#b45309',
      logo: {
        dataUri: `data:image/svg+xml;base64,${LOGO_SVG.toString('base64')}`,
        width: 240,
        height: 64,
      },
      footer: FOOTER,
    };
    const receipt = {
      currency: 'EUR',
      invoiceNumber: 'INV-0001',
      paidOn: '2026-11-20',
      from: party('Studio Ada'),
      to: party('Globex'),
      amountMinor: 50000n,
      method: 'bank_transfer',
      reference: 'SEPA-4471',
      invoiceTotalMinor: 196047n,
      paidMinor: 50000n,
      balanceMinor: 146047n,
    } as unknown as PrintableReceipt;
    const note = {
      currency: 'EUR',
      creditNoteNumber: 'CN-0001',
      invoiceNumber: 'INV-0001',
      issuedOn: '2026-11-21',
      from: party('Studio Ada'),
      to: party('Globex'),
      reason: 'Two days were not worked',
      amountMinor: '20000',
      invoiceTotalMinor: '196047',
      creditedMinor: '20000',
      paidMinor: '0',
      balanceMinor: '176047',
      vat: null,
    } as unknown as PrintableCreditNote;
    const proposal: PrintableDocument = {
      ...RICH_DOCUMENT,
      kind: 'Proposal',
      preview: false,
    };
    for (const [name, pdf, expected] of [
      ['receipt', await renderer.printReceipt(receipt, style), 'SEPA-4471'],
      ['credit-note', await renderer.printCreditNote(note, style), 'Two days were not worked'],
      ['proposal', await renderer.print(proposal, style), RICH_DOCUMENT.acceptance!.statement],
    ] as const) {
      const file = join(dir, `${layout}-${name}.pdf`);
      writeFileSync(file, pdf);
      const text = plainSpaces(
        execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
      ).replace(/\s+/g, ' ');
      expect(text).toContain(expected);
      expect(text).toContain(FOOTER);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        join(SCREENSHOTS, `pdf-layout-${layout}-${name}`),
      ]);
    }
  });
});

/**
 * Through the running app and worker: the workspace's PDF settings (field-named 400s for what is
 * not a layout, a font or too long), a per-document layout over them, and the downloaded invoice
 * of a Swiss workspace: its font, footer, payment instructions and the QR-bill read off the page.
 */
describe('PDF settings and layouts through the app', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let owner: SignedUpUser;
  let dir: string;
  const auth = { type: 'bearer' as const };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-layouts-app-'));
    ctx = await bootApp();
    worker = await startWorker();
    owner = await ctx.newUser({ name: 'Ada Meier' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = (method: 'post' | 'put', path: string) =>
    ctx.http()[method](path).auth(owner.token, auth);
  const poppler = (tool: string, ...args: string[]) =>
    execFileSync(tool, args, { encoding: 'utf8' });
  async function download(id: string): Promise<string> {
    const response = await call('post', '/api/pdf/invoice')
      .send({ id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const file = join(dir, `${id}.pdf`);
    writeFileSync(file, response.body as Buffer);
    return file;
  }
  const SETTINGS = {
    name: 'Studio Ada',
    address: 'Seestrasse 12',
    postalCode: '8002',
    city: 'Zürich',
    countryCode: 'CH',
    legalName: 'Studio Ada GmbH',
    iban: 'CH93 0076 2011 6238 5295 7',
    currency: 'CHF',
  };

  it('refuses what is not a layout or a font, and over-long text, naming the field', async () => {
    for (const [body, message] of [
      [{ documentLayout: 'fancy' }, `documentLayout: ${DocumentStyleMessages.layout}`],
      [{ documentFont: 'comic-sans' }, `documentFont: ${DocumentStyleMessages.font}`],
      [{ documentFooter: 'x'.repeat(501) }, 'documentFooter: '],
      [{ paymentInstructions: 'x'.repeat(1001) }, 'paymentInstructions: '],
    ] as const) {
      const response = await call('put', '/api/workspace').send({ ...SETTINGS, ...body });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const graphql = await ctx.graphql(
      'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
      { input: { name: 'Studio Ada', documentLayout: 'fancy' } },
      owner.token,
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: `documentLayout: ${DocumentStyleMessages.layout}`,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    for (const kind of ['invoices', 'proposals'] as const) {
      const payload =
        kind === 'invoices'
          ? invoicePayload({ layout: 'poster' })
          : proposalPayload({ layout: 'poster' });
      const response = await call('post', `/api/${kind}`).send(payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`layout: ${DocumentStyleMessages.layout}`);
    }
  });

  it("prints the workspace's layout and font, a document's own layout over it, the footer, the payment instructions and the QR-bill", async () => {
    const saved = await call('put', '/api/workspace')
      .send({
        ...SETTINGS,
        documentLayout: 'modern',
        documentFont: 'ibm-plex-sans',
        documentFooter: 'Studio Ada GmbH · CHE-123.456.789 MWST',
        paymentInstructions: 'From abroad: SWIFT POFICHBEXXX',
      })
      .expect(200);
    expect(saved.body.data).toMatchObject({
      documentLayout: 'modern',
      documentFont: 'ibm-plex-sans',
      documentFooter: 'Studio Ada GmbH · CHE-123.456.789 MWST',
      paymentInstructions: 'From abroad: SWIFT POFICHBEXXX',
    });
    const clientId = (
      await call('post', '/api/clients')
        .send({
          name: 'Globex AG',
          email: 'billing@globex.example',
          address: 'Bahnhofstrasse 100',
          postalCode: '8001',
          city: 'Zürich',
          countryCode: 'CH',
        })
        .expect(201)
    ).body.data.id as string;
    const payload = invoicePayload({
      clientId,
      clientName: 'Globex AG',
      clientEmail: 'billing@globex.example',
      clientAddress: 'Bahnhofstrasse 100',
      businessName: 'Studio Ada',
      businessAddress: 'Seestrasse 12',
      invoiceNumber: 'RE-2096-1',
      currency: 'CHF',
    });
    const workspaceLayout = await ctx.create(owner, 'invoices', payload);
    expect(workspaceLayout.layout).toBeNull();
    const compact = await ctx.create(owner, 'invoices', {
      ...payload,
      invoiceNumber: 'RE-2096-2',
      layout: 'compact',
    });
    expect(compact.layout).toBe('compact');

    // The workspace's logo, as the logo upload stores it: printed in the PDF from its row.
    const logo = PNG.sync.write(
      Object.assign(new PNG({ width: 120, height: 40 }), {
        data: Buffer.alloc(120 * 40 * 4, 0x80),
      }),
    );
    await ctx.app.get(DataSource).query(
      `INSERT INTO workspace_logos (workspace_id, sha256, content_type, bytes, width, height)
         VALUES ($1, $2, 'image/png', $3, 120, 40)`,
      [owner.workspaceId, createHash('sha256').update(logo).digest('hex'), logo],
    );
    const modern = await download(workspaceLayout.id);
    const own = await download(compact.id);
    for (const file of [modern, own]) {
      expect(poppler('pdffonts', file)).toMatch(/IBMPlexSans/);
      const text = plainSpaces(poppler('pdftotext', '-enc', 'UTF-8', file, '-'));
      expect(text).toContain('Studio Ada GmbH · CHE-123.456.789 MWST');
      expect(text).toContain('From abroad: SWIFT POFICHBEXXX');
      expect(text).toContain('Payment part');
    }
    // The logo is the PDF's one raster image (with its alpha mask), at its own pixel size.
    const images = poppler('pdfimages', '-list', modern)
      .split('\n')
      .slice(2)
      .filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+\d+\s+image\s+120\s+40\s/);
    // Modern sets the kind in capitals; compact does not.
    expect(poppler('pdftotext', modern, '-')).toContain('INVOICE');
    expect(poppler('pdftotext', own, '-')).not.toContain('INVOICE');

    // The QR-bill on the last page: the amount due to the legal name at the IBAN, the client
    // as debtor, the invoice number as the message.
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', modern))![1]);
    const stem = join(dir, 'qr');
    poppler(
      'pdftoppm',
      '-png',
      '-r',
      '150',
      '-f',
      String(pages),
      '-l',
      String(pages),
      '-singlefile',
      modern,
      stem,
    );
    const png = PNG.sync.read(readFileSync(`${stem}.png`));
    const spc = (jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '').split(
      /\r?\n/,
    );
    expect(spc.slice(0, 11)).toEqual([
      'SPC',
      '0200',
      '1',
      'CH9300762011623852957',
      'S',
      'Studio Ada GmbH',
      'Seestrasse 12',
      '',
      '8002',
      'Zürich',
      'CH',
    ]);
    expect(spc.slice(18, 27)).toEqual([
      '1960.47',
      'CHF',
      'S',
      'Globex AG',
      'Bahnhofstrasse 100',
      '',
      '8001',
      'Zürich',
      'CH',
    ]);
    expect(spc.slice(27, 31)).toEqual(['NON', '', 'RE-2096-1', 'EPD']);
  });
});
