import type { Invoice } from '../hooks/useInvoices';

/** An invoice as the api answers it, for tests. */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    __typename: 'Invoice',
    id: 'i1',
    businessName: 'Lovelace Studio',
    businessEmail: 'billing@lovelace.example',
    businessAddress: '1 Analytical Way, London',
    businessPhone: null,
    businessNumber: 'GB123',
    clientName: 'Jane Client',
    clientEmail: 'jane@initech.example',
    clientAddress: '4120 Freidrich Lane, Austin',
    clientPhone: null,
    clientMobile: null,
    clientFax: null,
    invoiceNumber: 'INV-1767571200000',
    invoiceDate: '2026-01-05',
    dueDate: '2026-02-04',
    paymentTerms: 'Net 30',
    lineItems: [
      {
        __typename: 'LineItem',
        description: 'Design',
        extraDetails: 'Two rounds of revisions',
        rate: 1200,
        quantity: 1,
        total: 1200,
      },
    ],
    notes: null,
    status: 'sent',
    amount: 1200,
    createdAt: '2026-01-05T10:00:00.000Z',
    emailOpenCount: 0,
    lastSentAt: null,
    lastEmailStatus: null,
    clientViewCount: 0,
    clientLastViewedAt: null,
    remindersEnabled: true,
    proposalId: null,
    proposalNumber: null,
    ...overrides,
  };
}
