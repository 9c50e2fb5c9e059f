import { useMutation, useQuery } from '@apollo/client/react';
import { withToasts } from '@/features/documents/utils/mutation-toasts';
import {
  ClientPortalAccessDocument,
  RevokePortalAccessDocument,
  SendPortalLinkDocument,
} from '@/generated/graphql';
import { strings } from '@/strings';

const t = strings.portal.owner;

/** The client's portal access (sessions, links not used yet), sending a link and revoking all. */
export function useClientPortal(clientId: string) {
  const { data } = useQuery(ClientPortalAccessDocument, {
    variables: { clientId },
    fetchPolicy: 'cache-and-network',
  });
  // PortalAccess has no id of its own: the query is refetched rather than normalised.
  const refetch = { refetchQueries: [ClientPortalAccessDocument], awaitRefetchQueries: true };
  const [sendMutation, { loading: sending }] = useMutation(SendPortalLinkDocument, refetch);
  const [revokeMutation, { loading: revoking }] = useMutation(RevokePortalAccessDocument, refetch);
  return {
    access: data?.clientPortalAccess ?? null,
    busy: sending || revoking,
    send: () =>
      withToasts(() => sendMutation({ variables: { clientId } }), {
        success: t.sent,
        failure: t.sendFailed,
      }),
    revoke: () =>
      withToasts(() => revokeMutation({ variables: { clientId } }), {
        success: t.revoked,
        failure: t.revokeFailed,
      }),
  };
}
