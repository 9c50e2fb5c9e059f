import { graphql } from './accounts';

/** A valid proposal payload, as the form would send it. */
export function proposalInput(overrides: Record<string, unknown> = {}) {
  return {
    clientName: 'Jane Client',
    clientCompany: 'Initech',
    clientEmail: 'jane@initech.example',
    proposalTitle: 'Website redesign',
    proposalDate: '2026-01-05',
    companyName: 'Lovelace Studio',
    companyEmail: 'hello@lovelace.example',
    companyAddress: '1 Analytical Way, London',
    paymentTerms: '50% upfront, 50% on delivery',
    services: [{ description: 'Design', price: 1500, quantity: 1 }],
    ...overrides,
  };
}

/** A valid invoice payload, as the form would send it. */
export function invoiceInput(overrides: Record<string, unknown> = {}) {
  return {
    businessName: 'Lovelace Studio',
    businessEmail: 'billing@lovelace.example',
    businessAddress: '1 Analytical Way, London',
    clientName: 'Jane Client',
    clientEmail: 'jane@initech.example',
    clientAddress: '4120 Freidrich Lane, Austin',
    invoiceDate: '2026-01-05',
    paymentTerms: 'Net 30',
    lineItems: [{ description: 'Design', rate: 1500, quantity: 1 }],
    ...overrides,
  };
}

export async function createProposal(token: string, input: Record<string, unknown>) {
  const { createProposal } = await graphql<{
    createProposal: { id: string; proposalNumber: string };
  }>(
    token,
    'mutation ($input: ProposalInput!) { createProposal(input: $input) { id proposalNumber } }',
    { input },
  );
  return createProposal;
}

export async function createInvoice(token: string, input: Record<string, unknown>) {
  const { createInvoice } = await graphql<{ createInvoice: { id: string; invoiceNumber: string } }>(
    token,
    'mutation ($input: InvoiceInput!) { createInvoice(input: $input) { id invoiceNumber } }',
    { input },
  );
  return createInvoice;
}
