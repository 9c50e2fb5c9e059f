import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import {
  useDuplicateAction,
  type DuplicateAction,
} from '@/features/documents/hooks/useDuplicateAction';
import { DuplicateProposalDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.proposal;

/**
 * A new draft copy of a proposal (how an answered one is changed). It is a create: the lists
 * and the profile, whose counters it uses up, are refreshed.
 */
export function useDuplicateProposal(): DuplicateAction {
  const [mutate] = useMutation(DuplicateProposalDocument, refreshAfter('proposals', 'profile'));
  return useDuplicateAction((id) => mutate({ variables: { id } }), {
    success: M.duplicated,
    failure: M.duplicateFailed,
  });
}
