import { BLANK_LINE } from '@/features/documents/utils/line-items';
import type { DraftResult } from './draft-stream';
import type { ProposalFormInput } from './proposal-form';

type DraftedFields = Pick<
  ProposalFormInput,
  | 'proposalTitle'
  | 'scope'
  | 'paymentTerms'
  | 'additionalTerms'
  | 'lines'
  | 'depositKind'
  | 'depositValue'
> &
  Partial<Pick<ProposalFormInput, 'clientName' | 'clientCompany'>>;

/**
 * The form fields a draft fills: its summary is the proposal's scope of work, and its deposit
 * the one its payment terms state, so the two agree. Client fields are filled only from the
 * brief, and only when the user gave them.
 */
export function draftedFormValues(
  { draft }: DraftResult,
  client: { clientName?: string | null; clientCompany?: string | null },
): DraftedFields {
  return {
    proposalTitle: draft.proposalTitle,
    paymentTerms: draft.paymentTerms,
    scope: draft.summary,
    additionalTerms: draft.additionalTerms,
    lines: draft.services.map(({ description, price, quantity }) => ({
      ...BLANK_LINE,
      description,
      price: String(price),
      quantity: String(quantity),
    })),
    ...(draft.depositPercent != null
      ? { depositKind: 'percent' as const, depositValue: String(draft.depositPercent) }
      : draft.depositAmount != null
        ? { depositKind: 'amount' as const, depositValue: String(draft.depositAmount) }
        : { depositKind: 'none' as const, depositValue: '' }),
    ...(client.clientName?.trim() ? { clientName: client.clientName.trim() } : {}),
    ...(client.clientCompany?.trim() ? { clientCompany: client.clientCompany.trim() } : {}),
  };
}
