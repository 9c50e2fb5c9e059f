import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ClientLinkMessages } from '@dealdraft/domain';
import { useState } from 'react';
import {
  ClientLinksDocument,
  CreateClientLinkDocument,
  RemindersDocument,
  RevokeClientLinkDocument,
  SetDocumentRemindersDocument,
} from '@/generated/graphql';
import { refreshNow } from '@/lib/cache-refresh';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.clientActivity.toasts;

export type ActivityDocument = {
  kind: 'proposal' | 'invoice';
  id: string;
  title: string;
  remindersEnabled: boolean;
};

/** A document's client links and reminders, with the owner's actions on them. */
export function useClientActivity(document: ActivityDocument | null) {
  const client = useApolloClient();
  const skip = !document;
  const variables = { documentId: document?.id ?? '' };
  const links = useQuery(ClientLinksDocument, { variables, skip, fetchPolicy: 'network-only' });
  const reminders = useQuery(RemindersDocument, { variables, skip, fetchPolicy: 'network-only' });
  const refetchLinks = [{ query: ClientLinksDocument, variables }];
  const [createLink, { loading: creating }] = useMutation(CreateClientLinkDocument, {
    refetchQueries: refetchLinks,
  });
  const [revokeLink, { loading: revoking }] = useMutation(RevokeClientLinkDocument, {
    refetchQueries: refetchLinks,
  });
  const [setReminders, { loading: switching }] = useMutation(SetDocumentRemindersDocument);
  const [enabledOverride, setEnabledOverride] = useState<boolean | null>(null);

  return {
    links: links.data?.clientLinks ?? [],
    reminders: reminders.data?.reminders ?? [],
    loading: links.loading || reminders.loading,
    remindersEnabled: enabledOverride ?? document?.remindersEnabled ?? true,
    busy: creating || revoking || switching,
    createLink: async () => {
      if (!document) return;
      try {
        await createLink({
          variables: { input: { documentKind: document.kind, documentId: document.id } },
        });
        notify.success(ClientLinkMessages.linkCreated);
      } catch (error) {
        notify.error(messageOr(error, t.createLinkFailed));
      }
    },
    revokeLink: async (id: string) => {
      try {
        await revokeLink({ variables: { id } });
        notify.success(ClientLinkMessages.linkRevoked);
      } catch (error) {
        notify.error(messageOr(error, t.revokeLinkFailed));
      }
    },
    setRemindersEnabled: async (enabled: boolean) => {
      if (!document) return false;
      try {
        await setReminders({
          variables: { input: { documentKind: document.kind, documentId: document.id, enabled } },
        });
        setEnabledOverride(enabled);
        void refreshNow(client, document.kind === 'proposal' ? 'proposals' : 'invoices');
        notify.success(enabled ? t.remindersOn : t.remindersOff);
        return true;
      } catch (error) {
        notify.error(messageOr(error, t.remindersFailed));
        return false;
      }
    },
  };
}
