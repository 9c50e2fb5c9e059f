/** A valid invoice payload; override any field. */
export function invoicePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessName: 'Studio Ada',
    businessEmail: 'ada@studio.example',
    businessAddress: '12 Analytical St, London',
    businessPhone: '+44 20 7946 0000',
    businessNumber: 'GB123456789',
    clientName: 'Globex Corporation',
    clientEmail: 'billing@globex.example',
    clientAddress: '1 Globex Way, Cypress Creek',
    clientPhone: '+1 555 0100',
    // Far ahead, so a sent invoice never falls past due as real time passes (its overdue
    // reading and the reminder sweep run on the real clock).
    invoiceDate: '2096-11-01',
    dueDate: '2096-12-01',
    paymentTerms: 'Net 30',
    lineItems: [
      { description: 'Design sprint', extraDetails: 'Week of 3 Nov', rate: 950.25, quantity: 2 },
      { description: 'Hosting', rate: 19.99, quantity: 3 },
    ],
    notes: 'Thank you for your business.',
    ...overrides,
  };
}
