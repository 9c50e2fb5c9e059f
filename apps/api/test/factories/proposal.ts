/** A valid proposal payload; override any field. */
export function proposalPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientName: 'Globex Corporation',
    clientCompany: 'Globex',
    clientEmail: 'hank@globex.example',
    clientAddress: '1 Globex Way, Cypress Creek',
    proposalTitle: 'Website redesign',
    // Far ahead, so a sent proposal never expires as real time passes.
    proposalDate: '2096-11-01',
    expirationDate: '2096-12-01',
    services: [
      { description: 'Discovery workshop', price: 1200.5, quantity: 1 },
      { description: 'Page templates', price: 350, quantity: 4 },
    ],
    companyName: 'Studio Ada',
    companyEmail: 'ada@studio.example',
    companyAddress: '12 Analytical St, London',
    companyPhone: '+44 20 7946 0000',
    paymentTerms: '50% upfront, 50% on delivery',
    additionalTerms: 'Two rounds of revisions included.',
    ...overrides,
  };
}
