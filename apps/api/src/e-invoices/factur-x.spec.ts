// Factur-X/ZUGFeRD: the PDF we render, with the CII XML embedded as a PDF/A-3 associated file.
// The markers a reader and a validator look for are checked with pdf-lib on a small PDF made
// here (the Chromium-rendered invoice is the integration's); the embedded XML passes the rules.
import {
  AFRelationship,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';
import { compileStylesheets } from '../../test/support/e-invoice-examples';
import { line, source } from '../../test/support/e-invoice-sources';
import { embedEInvoiceInPdf } from './e-invoice-generator';
import { EInvoiceValidationService } from './validation/e-invoice-validation.service';

jest.setTimeout(120_000);

const validator = new EInvoiceValidationService();

beforeAll(async () => {
  compileStylesheets();
  await validator.warmUp();
}, 600_000);

async function renderedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Rechnung INV-2026-0042', {
    x: 50,
    y: 780,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return doc.save();
}

/** What a Factur-X reader looks for in the PDF. */
async function markers(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const [attachment, ...others] = doc.getAttachments();
  const catalog = doc.catalog;
  const intents = catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
  const intent = intents.lookup(0, PDFDict);
  const metadata = catalog.lookup(PDFName.of('Metadata'));
  const xmp =
    metadata instanceof PDFRawStream
      ? new TextDecoder().decode(decodePDFRawStream(metadata).decode())
      : new TextDecoder().decode((metadata as unknown as { contents: Uint8Array }).contents);
  const af = catalog.lookup(PDFName.of('AF'), PDFArray);
  return {
    attachments: 1 + others.length,
    name: attachment.name,
    relationship: attachment.afRelationship,
    xml: new TextDecoder().decode(attachment.data),
    catalogAF: af.size(),
    outputIntent: intent.get(PDFName.of('S'))?.toString(),
    hasProfile: intent.get(PDFName.of('DestOutputProfile')) !== undefined,
    xmp,
  };
}

it('embeds factur-x.xml (EN 16931) as the Alternative, with the XMP and the output intent', async () => {
  const pdf = await embedEInvoiceInPdf(source({ language: 'fr' }), await renderedPdf());
  const found = await markers(pdf);
  expect(found).toMatchObject({
    attachments: 1,
    name: 'factur-x.xml',
    relationship: AFRelationship.Alternative,
    catalogAF: 1,
    outputIntent: '/GTS_PDFA1',
    hasProfile: true,
  });
  expect(found.xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(found.xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
  expect(found.xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
  expect(found.xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  const result = await validator.validate(found.xml, { syntax: 'CII', profile: 'EN16931' });
  expect(result.errors).toEqual([]);
});

it('carries the XRechnung CII in the XRechnung profile, and a credit note’s reference', async () => {
  const invoice = source({
    lines: [line('Design', 100_000, 1, ['s19']), line('Druck', 50_000, 1, ['s7'])],
  });
  const note = {
    ...invoice,
    kind: 'credit-note' as const,
    number: 'CN-0002',
    dueDate: null,
    credit: {
      invoiceNumber: 'INV-2026-0042',
      invoiceDate: '2026-11-02',
      amount: 50_000n,
      reason: null,
    },
  };
  const found = await markers(await embedEInvoiceInPdf(note, await renderedPdf(), 'xrechnung'));
  expect(found).toMatchObject({ name: 'xrechnung.xml', relationship: AFRelationship.Alternative });
  expect(found.xmp).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
  expect(found.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
  expect(found.xml).toContain('<ram:IssuerAssignedID>INV-2026-0042</ram:IssuerAssignedID>');
  const result = await validator.validate(found.xml, { syntax: 'CII', profile: 'XRECHNUNG' });
  expect(result.errors).toEqual([]);
});
