import type { PrintedCustomFields } from '@dealdraft/domain';
import type { InvoiceContentSource, ProposalContentSource } from './content-sources';
import { contentVersion, printableContent } from './printable-content';
import { invoiceDocument, invoiceVersion, proposalContent } from './to-printable';

const proposal = {
  proposalTitle: 'Website',
  proposalNumber: 'PROP-1',
  proposalDate: '2026-11-23',
  expirationDate: null,
  status: 'draft',
  companyName: 'Studio Ada',
  companyAddress: '12 Analytical St',
  companyEmail: 'ada@studio.example',
  companyPhone: null,
  clientName: 'Grace Hopper',
  clientCompany: 'Hopper Teas',
  clientAddress: null,
  clientEmail: 'grace@hopper.example',
  services: [
    { description: 'Design', price: 100, quantity: 1, subtotal: 100 },
    { description: 'Build', price: 200, quantity: 1, subtotal: 200 },
  ],
  value: 300,
  paymentTerms: 'Net 30',
  additionalTerms: null,
  scope: null,
  currency: 'USD',
  language: 'en',
  pricesIncludeTax: false,
  discountTotal: 0,
  taxes: [],
  taxNote: null,
  clientTaxNumber: null,
  companyTaxNumber: null,
  deposit: null,
  depositAmount: null,
} as unknown as ProposalContentSource;

const invoice = {
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-23',
  dueDate: null,
  status: 'draft',
  businessName: 'Studio Ada',
  businessEmail: 'ada@studio.example',
  businessAddress: '12 Analytical St',
  businessPhone: null,
  businessNumber: null,
  clientName: 'Grace Hopper',
  clientEmail: 'grace@hopper.example',
  clientAddress: '1 Tea Lane',
  clientPhone: null,
  clientMobile: null,
  clientFax: null,
  paymentTerms: 'Net 30',
  notes: null,
  lineItems: [
    { description: 'Design', extraDetails: 'Week 1', rate: 100, quantity: 1, total: 100 },
    { description: 'Build', extraDetails: null, rate: 200, quantity: 1, total: 200 },
  ],
  amount: 300,
  amountPaid: 0,
  amountCredited: 0,
  depositDeducted: 0,
  depositInvoiceNumber: null,
  proposalNumber: null,
  serviceDate: null,
  servicePeriodStart: null,
  servicePeriodEnd: null,
  buyerReference: null,
  orderReference: null,
  currency: 'USD',
  language: 'en',
  pricesIncludeTax: false,
  discountTotal: 0,
  subtotal: 300,
  taxes: [],
  taxNote: null,
  clientTaxNumber: null,
} as unknown as InvoiceContentSource;

const printed: PrintedCustomFields = {
  client: [{ label: 'PO contact', value: 'Jane Roe' }],
  document: [{ label: 'Project code', value: 'PRJ-7' }],
  lines: [[{ label: 'Hours ref', value: 'H-12' }], []],
};

describe('custom fields in the printable content', () => {
  it('puts client fields in the to party, document fields under the dates, line fields in details', () => {
    const doc = invoiceDocument({ ...invoice, printedFields: printed }, false);
    expect(doc.to.lines.at(-1)).toBe('PO contact: Jane Roe');
    expect(doc.dates.at(-1)).toEqual({ label: 'Project code', value: 'PRJ-7' });
    expect(doc.lines.map((line) => line.details)).toEqual(['Week 1\nHours ref: H-12', null]);

    const content = proposalContent({ ...proposal, printedFields: printed });
    expect(content.to.lines.at(-1)).toBe('PO contact: Jane Roe');
    expect(content.dates).toEqual([
      { label: 'Date', value: 'November 23, 2026' },
      { label: 'Project code', value: 'PRJ-7' },
    ]);
    expect(content.lines[0].details).toBe('Hours ref: H-12');
    // A proposal line prints no details unless it has a field to print.
    expect(content.lines[1]).not.toHaveProperty('details');
  });

  it('prints every field of a line on a line of its own, after its details', () => {
    const doc = invoiceDocument(
      {
        ...invoice,
        printedFields: {
          client: [],
          document: [],
          lines: [
            [
              { label: 'Hours ref', value: 'H-12' },
              { label: 'Site', value: 'Berlin' },
            ],
            [{ label: 'Site', value: 'Paris' }],
          ],
        },
      },
      false,
    );
    expect(doc.lines.map((line) => line.details)).toEqual([
      'Week 1\nHours ref: H-12\nSite: Berlin',
      'Site: Paris',
    ]);
    expect(doc.to.lines).toEqual(invoiceDocument(invoice, false).to.lines);
    expect(doc.dates).toEqual(invoiceDocument(invoice, false).dates);
  });

  it('leaves the content, and so its version, as it was when nothing is printed', () => {
    expect(
      printableContent(invoiceDocument({ ...invoice, printedFields: undefined }, false)),
    ).toEqual(printableContent(invoiceDocument(invoice, false)));
    expect(proposalContent({ ...proposal, printedFields: undefined })).toStrictEqual(
      proposalContent(proposal),
    );
    // The same hash as the code before custom fields: no key was added, not even an empty one.
    const content = proposalContent(proposal);
    expect(content.lines[0]).toStrictEqual({
      description: 'Design',
      quantity: 1,
      unitPrice: 100,
      total: 100,
    });
    expect(contentVersion(content)).toBe(contentVersion(proposalContent(proposal)));
    expect(invoiceVersion({ ...invoice, printedFields: printed })).not.toBe(
      invoiceVersion(invoice),
    );
  });
});
