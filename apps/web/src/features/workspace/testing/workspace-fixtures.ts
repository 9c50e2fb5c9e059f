import type { MockLink } from '@apollo/client/testing';
import { WorkspaceDocument, type WorkspaceQuery } from '@/generated/graphql';

export type WorkspaceFixture = WorkspaceQuery['workspace'];

export const acme: WorkspaceFixture = {
  __typename: 'Workspace',
  id: 'w1',
  name: 'Acme Studio',
  address: '1 Main Street\nSpringfield',
  email: 'hello@acme.test',
  phone: null,
  taxNumber: 'GB123',
  paymentTerms: 'Net 30',
  invoiceOnAccept: false,
  proposalNumberPattern: null,
  invoiceNumberPattern: null,
  currency: 'USD',
  language: 'en',
  roundingScope: 'total',
  roundingMethod: 'half-up',
  legalName: null,
  postalCode: null,
  city: null,
  countryCode: null,
  taxRegistrationNumber: null,
  iban: null,
  bic: null,
  accountHolder: null,
  eInvoiceFormat: 'none',
  documentLayout: 'classic',
  documentFont: 'inter',
  documentFooter: null,
  paymentInstructions: null,
  plan: 'business',
  seats: 5,
  memberCount: 2,
  role: 'owner',
};

/** The active workspace query, answered `times` times (refetches after a change). */
export function workspaceMock(
  workspace: WorkspaceFixture = acme,
  times = 1,
): MockLink.MockedResponse<WorkspaceQuery> {
  return {
    request: { query: WorkspaceDocument },
    result: { data: { workspace } },
    maxUsageCount: times,
  };
}
