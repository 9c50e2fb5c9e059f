import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { ClientLinkMessages, ErrorCode } from '@dealdraft/domain';
import {
  AcceptProposalDocument,
  ClientDocumentDocument,
  DeclineProposalDocument,
  PayInvoiceDocument,
  type ClientDocumentFieldsFragment,
} from '@/generated/graphql';
import { apiErrorOf, fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { useRedirect } from '@/lib/redirect';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

/** The page shows the answer the server returns, without loading (and counting) it again. */
function store(cache: ApolloCache, token: string, document: ClientDocumentFieldsFragment) {
  cache.writeQuery({
    query: ClientDocumentDocument,
    variables: { token },
    data: { clientDocument: document },
  });
}

export type AnswerResult = { ok: true } | { ok: false; fieldError?: string };

/**
 * Accept (with the typed full name) and decline (with an optional reason), with toasts. Both
 * answer the `version` the page shows; when the proposal changed since (or was answered
 * elsewhere) the server refuses with a conflict, and the page loads what is current so the
 * client reviews that first.
 */
export function useClientAnswer(token: string, version: string) {
  const client = useApolloClient();
  const [acceptMutation, { loading: accepting }] = useMutation(AcceptProposalDocument);
  const [payMutation] = useMutation(PayInvoiceDocument);
  const redirect = useRedirect();
  const [declineMutation, { loading: declining }] = useMutation(DeclineProposalDocument);

  const failed = async (error: unknown, fallback: string): Promise<AnswerResult> => {
    const [field] = fieldErrorsOf(error);
    if (field) return { ok: false, fieldError: field.messages[0] };
    notify.error(messageOr(error, fallback));
    if (apiErrorOf(error)?.code === ErrorCode.Conflict) {
      // The query's result replaces the cached page, which re-renders with the new version.
      await client
        .query({ query: ClientDocumentDocument, variables: { token }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    }
    return { ok: false };
  };

  return {
    accepting,
    declining,
    accept: async (fullName: string): Promise<AnswerResult> => {
      let accepted: ClientDocumentFieldsFragment | undefined;
      try {
        const { data } = await acceptMutation({
          variables: { token, input: { fullName, version } },
          update: (cache, { data }) => data && store(cache, token, data.acceptProposal),
        });
        accepted = data?.acceptProposal;
        notify.success(ClientLinkMessages.accepted);
      } catch (error) {
        return failed(error, strings.clientView.acceptFailed);
      }
      // A deposit due on acceptance: straight on to paying it (the link pays its invoice).
      // Should that fail, the page keeps its "Pay the deposit" button.
      if (accepted?.deposit?.canPayOnline && !accepted.deposit.paid) {
        const paying = await payMutation({ variables: { token } }).catch(() => null);
        if (paying?.data) redirect(paying.data.payInvoice.url);
      }
      return { ok: true };
    },
    decline: async (reason: string): Promise<AnswerResult> => {
      try {
        await declineMutation({
          variables: { token, input: { reason: reason.trim() || null, version } },
          update: (cache, { data }) => data && store(cache, token, data.declineProposal),
        });
        notify.success(ClientLinkMessages.declined);
        return { ok: true };
      } catch (error) {
        return failed(error, strings.clientView.declineFailed);
      }
    },
  };
}
