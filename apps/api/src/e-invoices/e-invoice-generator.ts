import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { InvoiceService } from '@e-invoice-eu/core';
import { eInvoiceData, sellerIdentifier } from './e-invoice-mapping';
import type { EInvoiceFormat, EInvoiceSource } from './e-invoice-source';
import type { EInvoiceProfile, EInvoiceSyntax } from './validation/e-invoice-validation.types';

/** @e-invoice-eu/core's name for each of our XML formats. */
const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = {
  // The XML Factur-X embeds: CII to EN 16931 (Factur-X's EN16931 profile is the same XML).
  'factur-x': 'CII',
  'xrechnung-cii': 'XRECHNUNG-CII',
  'xrechnung-ubl': 'XRECHNUNG-UBL',
  peppol: 'UBL',
};

/** The syntax of each format, as the validator takes it. */
export const E_INVOICE_SYNTAX: Record<EInvoiceFormat, EInvoiceSyntax> = {
  'factur-x': 'CII',
  'xrechnung-cii': 'CII',
  'xrechnung-ubl': 'UBL',
  peppol: 'UBL',
};

/**
 * The rules each format is validated with. Peppol BIS has rules of its own (PEPPOL-EN16931-R…)
 * that the validator does not carry: a Peppol invoice is checked against EN 16931 only, and the
 * Peppol rules the checklist knows (electronic addresses, a buyer or order reference).
 */
export const E_INVOICE_PROFILE: Record<EInvoiceFormat, EInvoiceProfile> = {
  'factur-x': 'EN16931',
  'xrechnung-cii': 'XRECHNUNG',
  'xrechnung-ubl': 'XRECHNUNG',
  peppol: 'EN16931',
};

/** The PDF's profile: Factur-X EN 16931, or the XRechnung CII inside a Factur-X PDF. */
export type FacturXProfile = 'factur-x' | 'xrechnung';

const silent = { log() {}, warn() {}, error() {} };

/** The library's language tag (its XMP texts and the PDF's /Lang): 'de' → 'de-de'. */
const libraryLang = (language: string) => `${language}-${language === 'en' ? 'us' : language}`;

/** The e-invoice of a document as XML in one of the contract's formats. */
export async function generateEInvoiceXml(
  source: EInvoiceSource,
  format: EInvoiceFormat,
): Promise<string> {
  const xml = await new InvoiceService(silent).generate(eInvoiceData(source, format), {
    format: LIBRARY_FORMAT[format],
    lang: libraryLang(source.language),
  });
  if (typeof xml !== 'string') throw new Error(`${format} gave a ${typeof xml}, not XML`);
  return E_INVOICE_SYNTAX[format] === 'CII' ? fillCiiGaps(source, xml) : xml;
}

/**
 * The PDF we rendered as a Factur-X/ZUGFeRD PDF/A-3: the library embeds the CII XML
 * (factur-x.xml, or xrechnung.xml for the XRechnung profile) with the relation Alternative, and
 * writes the XMP metadata (pdfaid part 3, fx:ConformanceLevel) and the sRGB output intent.
 * Whether the rendered PDF itself is PDF/A (fonts embedded, no transparency) is the renderer's.
 */
export async function embedEInvoiceInPdf(
  source: EInvoiceSource,
  pdf: Uint8Array,
  profile: FacturXProfile = 'factur-x',
): Promise<Uint8Array> {
  const format = profile === 'xrechnung' ? 'Factur-X-XRechnung' : 'Factur-X-EN16931';
  const data = eInvoiceData(source, profile === 'xrechnung' ? 'xrechnung-cii' : 'factur-x');
  const out = await new InvoiceService(silent).generate(data, {
    format,
    lang: libraryLang(source.language),
    pdf: { buffer: pdf, filename: `${source.number}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof out === 'string') throw new Error(`${format} gave XML, not a PDF`);
  return replaceEmbeddedXml(out, (xml) => fillCiiGaps(source, xml));
}

/**
 * What @e-invoice-eu/core 2.3.4 gets wrong in CII, mended in its XML: it copies UBL's currencyID
 * onto allowance amounts, which CII allows on the VAT total only (CII-DT-031); and it leaves out
 * a credit note's reference to its invoice (BG-3: it reads BT-25 from the wrong level of
 * cac:BillingReference and writes nothing), and the seller identifier (BT-29). The delivery CII needs (ApplicableHeaderTradeDelivery)
 * the library writes when given a date of supply, which we always give.
 */
export function fillCiiGaps(source: EInvoiceSource, xml: string): string {
  xml = xml.replace(/<ram:(?!TaxTotalAmount)(\w+) currencyID="[A-Z]{3}">/g, '<ram:$1>');
  // The seller identifier (BT-29), which the library maps for the buyer only.
  const identifier = sellerIdentifier(source);
  if (identifier && !/<ram:SellerTradeParty>\s*<ram:ID>/.test(xml))
    xml = xml.replace(
      '<ram:SellerTradeParty>',
      `<ram:SellerTradeParty><ram:ID>${escapeXml(identifier)}</ram:ID>`,
    );
  if (!source.credit || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor)) throw new Error('CII without a monetary summation');
  const reference =
    '<ram:InvoiceReferencedDocument>' +
    `<ram:IssuerAssignedID>${escapeXml(source.credit.invoiceNumber)}</ram:IssuerAssignedID>` +
    '<ram:FormattedIssueDateTime>' +
    `<qdt:DateTimeString format="102">${source.credit.invoiceDate.replaceAll('-', '')}</qdt:DateTimeString>` +
    '</ram:FormattedIssueDateTime>' +
    '</ram:InvoiceReferencedDocument>';
  return xml.replace(anchor, `${anchor}${reference}`);
}

/** The PDF with its embedded e-invoice XML (factur-x.xml or xrechnung.xml) changed by `edit`. */
async function replaceEmbeddedXml(
  pdf: Uint8Array,
  edit: (xml: string) => string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const attachment = doc
    .getAttachments()
    .find((file) => file.name === 'factur-x.xml' || file.name === 'xrechnung.xml');
  const files = attachment && 'embeddedFileDict' in attachment ? attachment.embeddedFileDict : null;
  if (!attachment || !files) throw new Error('the Factur-X PDF has no XML attached');
  const ref = files.get(PDFName.of('F'));
  if (!(ref instanceof PDFRef)) throw new Error('the Factur-X XML is not a stream reference');
  const bytes = new TextEncoder().encode(edit(new TextDecoder().decode(attachment.data)));
  const old = doc.context.lookup(ref);
  if (!(old instanceof PDFRawStream)) throw new Error('the Factur-X XML is not a stream');
  const replaced = doc.context.flateStream(bytes, { Type: 'EmbeddedFile', Subtype: 'text/xml' });
  // The dates as they were; the size the new file's (PDF/A-3 wants both in /Params).
  const params = old.dict.lookup(PDFName.of('Params'));
  const kept = params instanceof PDFDict ? params.clone(doc.context) : doc.context.obj({});
  kept.set(PDFName.of('Size'), PDFNumber.of(bytes.length));
  replaced.dict.set(PDFName.of('Params'), kept);
  doc.context.assign(ref, replaced);
  return doc.save();
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
