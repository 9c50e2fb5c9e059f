import { DocumentMessages, formatLongDate } from '@dealdraft/domain';
import type { InvoiceModel } from '../../invoices/models/invoice.model';
import type { ProposalModel } from '../../proposals/models/proposal.model';
import { contentVersion, PrintableContent, printableContent } from './printable-content';
import { Acceptance, PrintableDocument } from './printable-document';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Characters of the version printed in the acceptance line; the full hash follows in small type. */
export const SHORT_VERSION_LENGTH = 12;

/**
 * "Accepted by Jane Doe on November 23, 2026 at 2:05 PM UTC · IP fingerprint 3f9a… · version
 * 1a2b3c4d5e6f", with the full SHA-256 of the content the client accepted.
 */
export function acceptanceRecord(p: ProposalModel): Acceptance | null {
  if (p.status !== 'accepted' || !p.acceptedByName || !p.respondedAt) return null;
  const ip = p.responseIpFingerprint ? ` · IP fingerprint ${p.responseIpFingerprint}` : '';
  const version = p.answeredVersion
    ? ` · version ${p.answeredVersion.slice(0, SHORT_VERSION_LENGTH)}`
    : '';
  return {
    statement: `Accepted by ${p.acceptedByName} on ${timeFormat.format(p.respondedAt)} UTC${ip}${version}`,
    sha256: p.answeredVersion,
  };
}

/**
 * An answered proposal prints the content the client answered, as stored with the answer;
 * any other prints its current fields.
 */
export function proposalDocument(p: ProposalModel, preview: boolean): PrintableDocument {
  const content = (p.answeredSnapshot as PrintableContent | null) ?? proposalContent(p);
  return { ...content, status: p.status, acceptance: acceptanceRecord(p), preview };
}

/**
 * The version a client answers: the stored answer's hash once answered, else the hash of the
 * current content.
 */
export function proposalVersion(p: ProposalModel): string {
  return p.answeredVersion ?? contentVersion(proposalContent(p));
}

/** A proposal's current client-facing content, the same fields the PDF prints. */
export function proposalContent(p: ProposalModel): PrintableContent {
  return {
    kind: 'Proposal',
    title: p.proposalTitle,
    number: p.proposalNumber,
    dates: [
      { label: 'Date', value: formatLongDate(p.proposalDate) },
      ...(p.expirationDate
        ? [{ label: 'Valid until', value: formatLongDate(p.expirationDate) }]
        : []),
    ],
    from: {
      heading: 'From',
      name: p.companyName,
      lines: [p.companyAddress, p.companyEmail, p.companyPhone ?? ''],
    },
    to: {
      heading: 'Prepared for',
      name: p.clientName,
      lines: [p.clientCompany, p.clientAddress ?? '', p.clientEmail],
    },
    unitLabel: 'Price',
    lines: p.services.map((s) => ({
      description: s.description,
      quantity: s.quantity,
      unitPrice: s.price,
      total: s.subtotal,
    })),
    total: p.value,
    sections: [
      ...(p.scope ? [{ title: 'Scope of work', body: p.scope }] : []),
      { title: 'Payment terms', body: p.paymentTerms },
      ...(p.additionalTerms ? [{ title: 'Additional terms', body: p.additionalTerms }] : []),
    ],
  };
}

export function invoiceDocument(i: InvoiceModel, preview: boolean): PrintableDocument {
  return {
    kind: 'Invoice',
    title: `Invoice for ${i.clientName}`,
    number: i.invoiceNumber,
    status: i.status,
    ...(i.proposalNumber
      ? { reference: DocumentMessages.conversion.forProposal(i.proposalNumber) }
      : {}),
    dates: [
      { label: 'Issued', value: formatLongDate(i.invoiceDate) },
      ...(i.dueDate ? [{ label: 'Due', value: formatLongDate(i.dueDate) }] : []),
    ],
    from: {
      heading: 'From',
      name: i.businessName,
      lines: [
        i.businessAddress,
        i.businessEmail,
        i.businessPhone ?? '',
        i.businessNumber ? `Business no. ${i.businessNumber}` : '',
      ],
    },
    to: {
      heading: 'Bill to',
      name: i.clientName,
      lines: [
        i.clientAddress,
        i.clientEmail,
        i.clientPhone ? `Phone ${i.clientPhone}` : '',
        i.clientMobile ? `Mobile ${i.clientMobile}` : '',
        i.clientFax ? `Fax ${i.clientFax}` : '',
      ],
    },
    unitLabel: 'Rate',
    lines: i.lineItems.map((l) => ({
      description: l.description,
      details: l.extraDetails,
      quantity: l.quantity,
      unitPrice: l.rate,
      total: l.total,
    })),
    total: i.amount,
    sections: [
      { title: 'Payment terms', body: i.paymentTerms },
      ...(i.notes ? [{ title: 'Notes', body: i.notes }] : []),
    ],
    acceptance: null,
    preview,
  };
}

export function invoiceVersion(i: InvoiceModel): string {
  return contentVersion(printableContent(invoiceDocument(i, false)));
}

/** Either kind of document, told apart by the title only a proposal has. */
export function printableDocument(
  record: ProposalModel | InvoiceModel,
  preview: boolean,
): PrintableDocument {
  return 'proposalTitle' in record
    ? proposalDocument(record, preview)
    : invoiceDocument(record, preview);
}
