import type { Proposal } from '../hooks/useProposals';

/** A proposal as the api answers it, for tests. */
export function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    __typename: 'Proposal',
    id: 'p1',
    clientName: 'Jane Client',
    clientCompany: 'Initech',
    clientEmail: 'jane@initech.example',
    clientAddress: null,
    proposalTitle: 'Website redesign',
    proposalDate: '2026-01-05',
    expirationDate: '2026-02-05T00:00:00.000Z',
    proposalNumber: 'PROP-1767571200000',
    services: [
      {
        __typename: 'ServiceLine',
        description: 'Design',
        price: 1200,
        quantity: 1,
        subtotal: 1200,
      },
      {
        __typename: 'ServiceLine',
        description: 'Build',
        price: 85.5,
        quantity: 40,
        subtotal: 3420,
      },
    ],
    companyName: 'Lovelace Studio',
    companyEmail: 'hello@lovelace.example',
    companyAddress: '1 Analytical Way, London',
    companyPhone: null,
    paymentTerms: 'Net 30',
    additionalTerms: null,
    scope: null,
    status: 'sent',
    value: 4620,
    createdAt: '2026-01-05T10:00:00.000Z',
    emailOpenCount: 0,
    lastSentAt: null,
    lastEmailStatus: null,
    clientViewCount: 0,
    clientLastViewedAt: null,
    remindersEnabled: true,
    respondedAt: null,
    acceptedByName: null,
    declineReason: null,
    ...overrides,
  };
}
