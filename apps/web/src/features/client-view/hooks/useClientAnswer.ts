import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { ClientLinkMessages } from '@dealdraft/domain';
import {
  AcceptProposalDocument,
  ClientDocumentDocument,
  DeclineProposalDocument,
  type ClientDocumentFieldsFragment,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';

/** The page shows the answer the server returns, without loading (and counting) it again. */
function store(cache: ApolloCache, token: string, document: ClientDocumentFieldsFragment) {
  cache.writeQuery({
    query: ClientDocumentDocument,
    variables: { token },
    data: { clientDocument: document },
  });
}

export type AnswerResult = { ok: true } | { ok: false; fieldError?: string };

/** Accept (with the typed full name) and decline (with an optional reason), with toasts. */
export function useClientAnswer(token: string) {
  const [acceptMutation, { loading: accepting }] = useMutation(AcceptProposalDocument);
  const [declineMutation, { loading: declining }] = useMutation(DeclineProposalDocument);

  const failed = (error: unknown, fallback: string): AnswerResult => {
    const [field] = fieldErrorsOf(error);
    if (field) return { ok: false, fieldError: field.messages[0] };
    notify.error(messageOr(error, fallback));
    return { ok: false };
  };

  return {
    accepting,
    declining,
    accept: async (fullName: string): Promise<AnswerResult> => {
      try {
        await acceptMutation({
          variables: { token, input: { fullName } },
          update: (cache, { data }) => data && store(cache, token, data.acceptProposal),
        });
        notify.success(ClientLinkMessages.accepted);
        return { ok: true };
      } catch (error) {
        return failed(error, 'Could not accept the proposal. Please try again.');
      }
    },
    decline: async (reason: string): Promise<AnswerResult> => {
      try {
        await declineMutation({
          variables: { token, input: { reason: reason.trim() || null } },
          update: (cache, { data }) => data && store(cache, token, data.declineProposal),
        });
        notify.success(ClientLinkMessages.declined);
        return { ok: true };
      } catch (error) {
        return failed(error, 'Could not decline the proposal. Please try again.');
      }
    },
  };
}
