import {
  countryName,
  depositDueLine,
  epcQrPayload,
  formatIban,
  taxCategoryNeedsReason,
  documentStrings,
  formatDocumentDate,
  formatDocumentTime,
  formatMinor,
  formatMoney,
  formatPercent,
  fromMinor,
  printedLine,
  type PrintedCustomFields,
  toMinor,
  type DocumentStrings,
} from '@dealdraft/domain';
import type { DiscountModel, DocumentMoneyFields } from '../money/money.models';
import {
  contentDocument,
  contentVersion,
  inCurrency,
  PrintableContent,
  printableContent,
} from './printable-content';
import { invoiceAmountDue } from './invoice-amount-due';
import { proposalDeposit } from './proposal-deposit';
import { swissQrBillOf } from './swiss-qr-bill';
import {
  Acceptance,
  PrintableDocument,
  PrintableDue,
  PrintableSummary,
} from './printable-document';
import type {
  AddressParts,
  InvoiceContentSource,
  InvoiceParties,
  ProposalContentSource,
} from './content-sources';

/** Characters of the version printed in the acceptance line; the full hash follows in small type. */
export const SHORT_VERSION_LENGTH = 12;

/**
 * "Accepted by Jane Doe on November 23, 2026 at 2:05 PM UTC · IP fingerprint 3f9a… · version
 * 1a2b3c4d5e6f", with the full SHA-256 of the content the client accepted; in the proposal's
 * language.
 */
export function acceptanceRecord(p: ProposalContentSource): Acceptance | null {
  if (p.status !== 'accepted' || !p.acceptedByName || !p.respondedAt) return null;
  const t = documentStrings(p.language);
  const ip = p.responseIpFingerprint ? ` · ${t.ipFingerprint} ${p.responseIpFingerprint}` : '';
  const version = p.answeredVersion
    ? ` · ${t.version} ${p.answeredVersion.slice(0, SHORT_VERSION_LENGTH)}`
    : '';
  return {
    statement: `${t.acceptedBy(p.acceptedByName, formatDocumentTime(p.respondedAt, p.language))} UTC${ip}${version}`,
    sha256: p.answeredVersion,
  };
}

/**
 * An answered proposal prints the content the client answered, as stored with the answer;
 * any other prints its current fields.
 */
export function proposalDocument(p: ProposalContentSource, preview: boolean): PrintableDocument {
  const content = (p.answeredSnapshot as PrintableContent | null) ?? proposalContent(p);
  return contentDocument(content, { status: p.status, acceptance: acceptanceRecord(p), preview });
}

/**
 * The version a client answers: the stored answer's hash once answered, else the hash of the
 * current content.
 */
export function proposalVersion(p: ProposalContentSource): string {
  return p.answeredVersion ?? contentVersion(proposalContent(p));
}

/** A proposal's current client-facing content, the same fields the PDF prints. */
export function proposalContent(p: ProposalContentSource): PrintableContent {
  const t = documentStrings(p.language);
  const date = (iso: string) => formatDocumentDate(iso, p.language);
  const content = {
    kind: 'Proposal' as const,
    title: p.proposalTitle,
    number: p.proposalNumber,
    dates: [
      { label: t.date, value: date(p.proposalDate) },
      ...(p.expirationDate ? [{ label: t.validUntil, value: date(p.expirationDate) }] : []),
      ...documentFieldRows(p.printedFields),
    ],
    from: {
      heading: t.from,
      name: p.companyName,
      lines: [
        p.companyAddress,
        p.companyEmail,
        p.companyPhone ?? '',
        ...(p.companyTaxNumber ? [t.taxNumber(p.companyTaxNumber)] : []),
      ],
    },
    to: {
      heading: t.preparedFor,
      name: p.clientName,
      lines: [
        p.clientCompany,
        p.clientAddress ?? '',
        p.clientEmail,
        ...(p.clientTaxNumber ? [t.taxNumber(p.clientTaxNumber)] : []),
        ...clientFieldLines(p.printedFields),
      ],
    },
    unitLabel: t.price,
    lines: p.services.map((s, index) => ({
      description: s.description,
      ...lineFieldDetails(null, p.printedFields, index),
      quantity: s.quantity,
      unitPrice: s.price,
      total: s.subtotal,
      ...lineDiscount(s.discount, p),
    })),
    total: p.value,
    sections: [
      ...(p.scope ? [{ title: t.scopeOfWork, body: p.scope }] : []),
      { title: t.paymentTerms, body: p.paymentTerms },
      ...(p.additionalTerms ? [{ title: t.additionalTerms, body: p.additionalTerms }] : []),
      ...taxNoteSection(p, t),
    ],
    ...moneyContent(p),
    ...depositContent(p),
  };
  return inCurrency(content, p.currency);
}

/** The sentence the e-mail and the client page state about the deposit; nothing when none. */
function depositContent(p: ProposalContentSource): Pick<PrintableDocument, 'depositDue'> {
  const deposit = proposalDeposit(p);
  return deposit ? { depositDue: depositDueLine(deposit, p.currency, p.language) } : {};
}

export function invoiceDocument(i: InvoiceContentSource, preview: boolean): PrintableDocument {
  const t = documentStrings(i.language);
  const date = (iso: string) => formatDocumentDate(iso, i.language);
  return {
    kind: 'Invoice',
    title: t.invoiceFor(i.clientName),
    number: i.invoiceNumber,
    status: i.status,
    ...(i.proposalNumber ? { reference: t.forProposal(i.proposalNumber) } : {}),
    dates: [
      { label: t.issued, value: date(i.invoiceDate) },
      ...(i.dueDate ? [{ label: t.due, value: date(i.dueDate) }] : []),
      ...serviceDates(i, t),
      ...documentFieldRows(i.printedFields),
    ],
    from: {
      heading: t.from,
      name: i.businessName,
      lines: [
        i.businessAddress,
        ...addressLines(i.parties?.seller, t),
        i.businessEmail,
        i.businessPhone ?? '',
        // The seller's VAT identifier: the workspace's tax number, as proposals print it.
        i.businessNumber ? t.taxNumber(i.businessNumber) : '',
        ...(i.parties?.seller.taxRegistrationNumber
          ? [t.taxRegistrationNumber(i.parties.seller.taxRegistrationNumber)]
          : []),
      ],
    },
    to: {
      heading: t.billTo,
      name: i.clientName,
      lines: [
        i.clientAddress,
        ...addressLines(i.parties?.buyer, t),
        i.clientEmail,
        i.clientPhone ? t.phone(i.clientPhone) : '',
        i.clientMobile ? t.mobile(i.clientMobile) : '',
        i.clientFax ? t.fax(i.clientFax) : '',
        ...(i.clientTaxNumber ? [t.taxNumber(i.clientTaxNumber)] : []),
        ...clientFieldLines(i.printedFields),
      ],
    },
    unitLabel: t.rate,
    lines: i.lineItems.map((l, index) => ({
      description: l.description,
      details: l.extraDetails,
      ...lineFieldDetails(l.extraDetails, i.printedFields, index),
      quantity: l.quantity,
      unitPrice: l.rate,
      total: l.total,
      ...lineDiscount(l.discount, i),
    })),
    total: i.amount,
    sections: [
      { title: t.paymentTerms, body: i.paymentTerms },
      ...bankDetails(i.parties, t),
      ...(i.notes ? [{ title: t.notes, body: i.notes }] : []),
      ...taxNoteSection(i, t),
    ],
    acceptance: null,
    preview,
    currency: i.currency,
    ...moneyContent(i),
    ...dueContent(i, t),
    ...paymentCodes(i, t),
  };
}

/** The Swiss QR-bill where it applies, else the EPC QR code where that does; never both. */
function paymentCodes(
  i: InvoiceContentSource,
  t: DocumentStrings,
): Pick<PrintableDocument, 'paymentQr' | 'swissQrBill'> {
  const bill = swissQrBillOf(i);
  return bill ? { swissQrBill: bill } : paymentQr(i, t);
}

/**
 * The EPC QR code of what is still due, for an invoice in euros paid to the workspace's IBAN:
 * the amount due, to the account holder, naming the invoice.
 */
function paymentQr(
  i: InvoiceContentSource,
  t: DocumentStrings,
): Pick<PrintableDocument, 'paymentQr'> {
  const seller = i.parties?.seller;
  if (!seller?.iban) return {};
  const payload = epcQrPayload({
    iban: seller.iban,
    bic: seller.bic,
    name: seller.accountHolder ?? seller.legalName ?? seller.name,
    amountMinor: invoiceAmountDue(i).balanceMinor,
    currency: i.currency,
    remittance: i.invoiceNumber,
  });
  return payload ? { paymentQr: { payload, caption: t.scanToPay } } : {};
}

/**
 * The service date or period and the buyer's references, after the invoice's own dates; each
 * only when set, so invoices without them keep their content version.
 */
function serviceDates(i: InvoiceContentSource, t: DocumentStrings) {
  const date = (iso: string) => formatDocumentDate(iso, i.language);
  return [
    ...(i.serviceDate ? [{ label: t.serviceDate, value: date(i.serviceDate) }] : []),
    ...(i.servicePeriodStart && i.servicePeriodEnd
      ? [
          {
            label: t.servicePeriod,
            value: `${date(i.servicePeriodStart)} – ${date(i.servicePeriodEnd)}`,
          },
        ]
      : []),
    ...(i.buyerReference ? [{ label: t.buyerReference, value: i.buyerReference }] : []),
    ...(i.orderReference ? [{ label: t.orderReference, value: i.orderReference }] : []),
  ];
}

/** "10115 Berlin" and "Deutschland" under a party's street lines: only the parts it has. */
function addressLines(parts: AddressParts | null | undefined, t: DocumentStrings): string[] {
  if (!parts) return [];
  const place = [parts.postalCode, parts.city].filter(Boolean).join(' ');
  return [
    ...(place ? [place] : []),
    ...(parts.countryCode ? [countryName(parts.countryCode, t.locale)] : []),
  ];
}

/**
 * The account to pay to, when the workspace has an IBAN: grouped in fours, BIC, holder; then
 * the workspace's payment instructions, when it has some.
 */
function bankDetails(parties: InvoiceParties | undefined, t: DocumentStrings) {
  const instructions = parties?.seller.paymentInstructions?.trim();
  return [
    ...bankAccount(parties, t),
    ...(instructions ? [{ title: t.paymentInstructions, body: instructions }] : []),
  ];
}

function bankAccount(parties: InvoiceParties | undefined, t: DocumentStrings) {
  const seller = parties?.seller;
  if (!seller?.iban) return [];
  const holder = seller.accountHolder ?? seller.legalName ?? seller.name;
  const lines = [
    `IBAN ${formatIban(seller.iban)}`,
    ...(seller.bic ? [`BIC ${seller.bic}`] : []),
    `${t.accountHolder}: ${holder}`,
  ];
  return [{ title: t.bankDetails, body: lines.join('\n') }];
}

/**
 * What an invoice asks once its paid deposit, credit notes and payments are taken off, as
 * amountDue works it out; nothing when that is its total.
 */
function dueContent(i: InvoiceContentSource, t: DocumentStrings): { due?: PrintableDue } {
  const due = invoiceAmountDue(i);
  if (due.balanceMinor === due.totalMinor) return {};
  const major = (minor: bigint) => fromMinor(minor, i.currency);
  const deductions = [
    ...(due.deposit
      ? [
          {
            label: i.depositVatDeducted
              ? t.deposit.lessPaidWithVat(
                  due.deposit.invoiceNumber,
                  formatMinor(
                    toMinor(i.depositVatDeducted, i.currency) ?? 0n,
                    i.currency,
                    t.locale,
                  ),
                )
              : t.deposit.lessPaid(due.deposit.invoiceNumber),
            amount: major(due.deposit.amountMinor),
          },
        ]
      : []),
    ...(due.creditedMinor > 0n
      ? [{ label: t.creditNote.creditedToDate, amount: major(due.creditedMinor) }]
      : []),
    ...(due.paidMinor > 0n ? [{ label: t.receipt.paidToDate, amount: major(due.paidMinor) }] : []),
  ];
  return { due: { deductions, label: t.deposit.amountDue, amount: major(due.balanceMinor) } };
}

/** The language and summary, each only when it is not the spec's default. */
function moneyContent(doc: DocumentMoneyFields): Pick<PrintableDocument, 'language' | 'summary'> {
  return {
    ...(doc.language !== 'en' ? { language: doc.language } : {}),
    ...(doc.discountTotal > 0 || doc.taxes.length ? { summary: summaryOf(doc) } : {}),
  };
}

function summaryOf(doc: DocumentMoneyFields): PrintableSummary {
  return {
    subtotal: doc.subtotal,
    discount: doc.discountTotal,
    taxes: doc.taxes.map(({ name, percent, base, amount, category, exemptionReason }) => ({
      name,
      percent,
      base,
      amount,
      ...(exemptionReason && taxCategoryNeedsReason(category) ? { exemptionReason } : {}),
    })),
    pricesIncludeTax: doc.pricesIncludeTax,
  };
}

function taxNoteSection(doc: DocumentMoneyFields, t: DocumentStrings) {
  return doc.taxNote ? [{ title: t.taxNote, body: doc.taxNote }] : [];
}

/** "−10 %" or "−€5.00" in the document's locale, for the line's own discount. */
function lineDiscount(
  discount: DiscountModel | null,
  doc: DocumentMoneyFields,
): { discount?: string } {
  if (!discount) return {};
  const { locale } = documentStrings(doc.language);
  const off =
    discount.percent !== null
      ? formatPercent(discount.percent, locale)
      : formatMoney(discount.amount ?? 0, doc.currency, locale);
  return { discount: `−${off}` };
}

export function invoiceVersion(i: InvoiceContentSource): string {
  return contentVersion(printableContent(invoiceDocument(i, false)));
}

/**
 * A document's printed custom fields, each placed where the templates already print something
 * of its kind: the client's as lines of the party it is addressed to, the document's as rows
 * under its dates, a line's under its description. Nothing is added where none is printed, so
 * those documents keep their content version.
 */
function clientFieldLines(printed: PrintedCustomFields | undefined): string[] {
  return printed?.client.map(printedLine) ?? [];
}

function documentFieldRows(printed: PrintedCustomFields | undefined) {
  return printed?.document.map(({ label, value }) => ({ label, value })) ?? [];
}

/** The line's details with its printed fields after them, one per line; nothing when none. */
function lineFieldDetails(
  details: string | null,
  printed: PrintedCustomFields | undefined,
  index: number,
): { details?: string } {
  const fields = printed?.lines[index] ?? [];
  if (!fields.length) return {};
  return { details: [...(details ? [details] : []), ...fields.map(printedLine)].join('\n') };
}

/** Either kind of document, told apart by the title only a proposal has. */
export function printableDocument(
  record: ProposalContentSource | InvoiceContentSource,
  preview: boolean,
): PrintableDocument {
  return 'proposalTitle' in record
    ? proposalDocument(record, preview)
    : invoiceDocument(record, preview);
}
