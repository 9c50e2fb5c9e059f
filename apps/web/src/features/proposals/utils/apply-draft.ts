import { BLANK_LINE } from '@/features/documents/utils/line-items';
import type { DraftResult } from './draft-stream';
import { depositInput, type ProposalFormInput } from './proposal-form';

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

/**
 * What the form already holds that a draft is written for: its language, currency, client and
 * deposit.
 */
export function draftFormContext(values: ProposalFormInput) {
  const typed = depositInput(values.depositKind, values.depositValue);
  // A half-typed deposit is the form's own error to show; the draft then leaves it out.
  const deposit = typed && Object.values(typed).every(Number.isFinite) ? typed : null;
  return {
    language: values.language || undefined,
    currency: values.currency || undefined,
    clientName: values.clientName.trim() || undefined,
    clientCompany: values.clientCompany.trim() || undefined,
    depositPercent: deposit?.percent ?? undefined,
    depositAmount: deposit?.amount ?? undefined,
  };
}
