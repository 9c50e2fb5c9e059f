import { BLANK_LINE } from '@/components/documents/line-items';
import type { DraftResult } from './draft-stream';
import type { ProposalFormInput } from './proposal-form';

type DraftedFields = Pick<
  ProposalFormInput,
  'proposalTitle' | 'paymentTerms' | 'additionalTerms' | 'lines'
> &
  Partial<Pick<ProposalFormInput, 'clientName' | 'clientCompany'>>;

/**
 * The form fields a draft fills. The form has no scope field, so the scope leads the additional
 * terms, where it also reaches the PDF. Client fields are filled only from the brief, and only
 * when the user gave them.
 */
export function draftedFormValues(
  { draft }: DraftResult,
  client: { clientName?: string | null; clientCompany?: string | null },
): DraftedFields {
  return {
    proposalTitle: draft.proposalTitle,
    paymentTerms: draft.paymentTerms,
    additionalTerms: [`Scope of work\n${draft.summary}`, draft.additionalTerms]
      .filter(Boolean)
      .join('\n\n'),
    lines: draft.services.map(({ description, price, quantity }) => ({
      ...BLANK_LINE,
      description,
      price: String(price),
      quantity: String(quantity),
    })),
    ...(client.clientName?.trim() ? { clientName: client.clientName.trim() } : {}),
    ...(client.clientCompany?.trim() ? { clientCompany: client.clientCompany.trim() } : {}),
  };
}
