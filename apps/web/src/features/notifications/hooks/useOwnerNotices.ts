import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnseenNotificationsDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { rememberToasted, wasToasted } from '../utils/toasted-notices';

/**
 * What clients did since the owner last looked ("Globex accepted your proposal …"): toasted
 * once per browser when the signed-in app loads. They stay unread in the bell until it is
 * opened; what happens while the app is open comes as it happens (useLiveActivity).
 */
export function useOwnerNotices() {
  const { data } = useQuery(UnseenNotificationsDocument, { fetchPolicy: 'network-only' });

  useEffect(() => {
    const fresh = (data?.unseenNotifications ?? []).filter((n) => !wasToasted(n.id));
    if (fresh.length === 0) return;
    for (const notice of fresh) notify.info(notice.message);
    rememberToasted(fresh.map((n) => n.id));
  }, [data]);
}
