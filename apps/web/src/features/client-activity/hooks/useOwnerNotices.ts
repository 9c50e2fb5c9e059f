import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MarkNotificationsSeenDocument, UnseenNotificationsDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';

/**
 * What clients did since the owner last looked ("Globex accepted your proposal …"): shown once
 * as toasts when the signed-in app loads, then marked seen.
 */
export function useOwnerNotices() {
  const { data } = useQuery(UnseenNotificationsDocument, { fetchPolicy: 'network-only' });
  const [markSeen] = useMutation(MarkNotificationsSeenDocument);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const fresh = (data?.unseenNotifications ?? []).filter((n) => !shown.current.has(n.id));
    if (fresh.length === 0) return;
    for (const notice of fresh) {
      shown.current.add(notice.id);
      notify.info(notice.message);
    }
    void markSeen({ variables: { ids: fresh.map((n) => n.id) } }).catch(() => {
      // Not marked: they show again on the next load, which is the safe side.
    });
  }, [data, markSeen]);
}
