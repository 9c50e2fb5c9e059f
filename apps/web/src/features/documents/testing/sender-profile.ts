import type { MockLink } from '@apollo/client/testing';
import { SenderProfileDocument } from '@/generated/graphql';
import type { SenderProfile } from '../hooks/useSenderProfile';

/** The workspace's business profile, as the SenderProfile query answers it. */
export function senderProfile(fields: Partial<SenderProfile> = {}): SenderProfile {
  return {
    __typename: 'Workspace',
    id: 'ws-1',
    name: '',
    email: null,
    address: null,
    phone: null,
    taxNumber: null,
    paymentTerms: null,
    memberCount: 1,
    proposalNumberPattern: null,
    invoiceNumberPattern: null,
    currency: 'USD',
    language: 'en',
    roundingScope: 'total',
    roundingMethod: 'half-up',
    ...fields,
  };
}

/** A mocked SenderProfile answer (new documents' sender fields). */
export function senderProfileAnswer(fields: Partial<SenderProfile> = {}): MockLink.MockedResponse {
  return {
    request: { query: SenderProfileDocument },
    result: { data: { workspace: senderProfile(fields) } },
    maxUsageCount: 2,
  };
}
