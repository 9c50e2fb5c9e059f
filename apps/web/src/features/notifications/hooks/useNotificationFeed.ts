import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MarkNotificationsSeenDocument,
  NotificationFeedDocument,
  type NotificationFieldsFragment,
} from '@/generated/graphql';

/** Notices the bell lists. */
export const FEED_SIZE = 10;
const feedQuery = { query: NotificationFeedDocument, variables: { first: FEED_SIZE } };

/** The bell's notices, newest first, and the unread count; opening it marks them read. */
export function useNotificationFeed() {
  const { data, error } = useQuery(NotificationFeedDocument, {
    variables: { first: FEED_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [markSeen] = useMutation(MarkNotificationsSeenDocument);

  const markRead = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      const seenAt = new Date().toISOString();
      void markSeen({
        variables: { ids },
        optimisticResponse: { markNotificationsSeen: true },
        update: (cache) =>
          cache.updateQuery(feedQuery, (feed) =>
            feed
              ? {
                  notificationFeed: {
                    ...feed.notificationFeed,
                    unreadCount: Math.max(0, feed.notificationFeed.unreadCount - ids.length),
                    items: feed.notificationFeed.items.map((item) =>
                      ids.includes(item.id) ? { ...item, seenAt } : item,
                    ),
                  },
                }
              : feed,
          ),
      }).catch(() => {
        // Still unread on the server: the next load shows them unread again, the safe side.
      });
    },
    [markSeen],
  );

  return {
    unreadCount: data?.notificationFeed.unreadCount ?? 0,
    items: data?.notificationFeed.items ?? [],
    failed: Boolean(error && !data),
    markRead,
  };
}

/** A notice that just arrived live: first in the bell, one more unread (once, by its id). */
export function addToFeed(cache: ApolloCache, notice: NotificationFieldsFragment): void {
  cache.updateQuery(feedQuery, (feed) => {
    if (!feed || feed.notificationFeed.items.some((item) => item.id === notice.id)) return feed;
    return {
      notificationFeed: {
        ...feed.notificationFeed,
        unreadCount: feed.notificationFeed.unreadCount + (notice.seenAt ? 0 : 1),
        items: [notice, ...feed.notificationFeed.items].slice(0, FEED_SIZE),
      },
    };
  });
}
