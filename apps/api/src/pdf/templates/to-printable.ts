import type { InvoiceModel } from '../../invoices/models/invoice.model';
import type { ProposalModel } from '../../proposals/models/proposal.model';
import { PrintableDocument } from './printable-document';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "Accepted by Jane Doe on November 23, 2026 at 2:05 PM UTC · IP fingerprint 3f9a…" */
export function acceptanceRecord(p: ProposalModel): string | null {
  if (p.status !== 'accepted' || !p.acceptedByName || !p.respondedAt) return null;
  const ip = p.responseIpFingerprint ? ` · IP fingerprint ${p.responseIpFingerprint}` : '';
  return `Accepted by ${p.acceptedByName} on ${timeFormat.format(p.respondedAt)} UTC${ip}`;
}

export function proposalDocument(p: ProposalModel, preview: boolean): PrintableDocument {
  return {
    kind: 'Proposal',
    title: p.proposalTitle,
    number: p.proposalNumber,
    status: p.status,
    dates: [
      { label: 'Date', value: longDate(p.proposalDate) },
      ...(p.expirationDate ? [{ label: 'Valid until', value: longDate(p.expirationDate) }] : []),
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
    acceptance: acceptanceRecord(p),
    preview,
  };
}

export function invoiceDocument(i: InvoiceModel, preview: boolean): PrintableDocument {
  return {
    kind: 'Invoice',
    title: `Invoice for ${i.clientName}`,
    number: i.invoiceNumber,
    status: i.status,
    dates: [
      { label: 'Issued', value: longDate(i.invoiceDate) },
      ...(i.dueDate ? [{ label: 'Due', value: longDate(i.dueDate) }] : []),
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

/** Either kind of document, told apart by its number field. */
export function printableDocument(
  record: ProposalModel | InvoiceModel,
  preview: boolean,
): PrintableDocument {
  return 'proposalNumber' in record
    ? proposalDocument(record, preview)
    : invoiceDocument(record, preview);
}
