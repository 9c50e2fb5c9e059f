import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { ActivityDocument, type ActivitySubscription } from '@/generated/graphql';
import { refreshNow } from '@/lib/cache-refresh';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { rememberToasted } from '../utils/toasted-notices';
import { addToFeed } from './useNotificationFeed';

export type ActivityEvent = ActivitySubscription['activity'];

const t = strings.notifications.events;

/** What a screen may show that any event can change: read again after a reconnect. */
const EVERYTHING = [
  'proposals',
  'invoices',
  'stats',
  'clientSummary',
  'clientLinks',
  'invoicePayments',
  'notificationFeed',
];

/**
 * The root fields an event makes stale, so the lists, the dashboard and the client page on
 * screen refetch (only those on screen; the rest load afresh when shown). Refetching rather than
 * writing the new status into the cache: a status filter, the dashboard's sums, the row's views
 * and the invoice an acceptance made all follow, for one request per query on screen.
 */
export function staleFieldsOf(event: ActivityEvent): string[] {
  const own = event.documentKind === 'invoice' ? 'invoices' : 'proposals';
  switch (event.kind) {
    case 'READY':
      return [];
    case 'VIEWED':
      return [own, 'clientLinks'];
    case 'OPENED':
      return [own];
    case 'DECLINED':
      return [own, 'stats', 'clientSummary'];
    // An acceptance may make the deposit invoice and the final one.
    case 'ACCEPTED':
      return [own, 'invoices', 'stats', 'clientSummary'];
    case 'PAID':
      return [own, 'stats', 'clientSummary', 'invoicePayments'];
  }
}

/** The toast: the notice's own words when the event made one, else ours. */
export function toastOf(event: ActivityEvent): string | null {
  if (event.notification) return event.notification.message;
  const kind = event.documentKind === 'invoice' ? 'invoice' : 'proposal';
  const client = event.clientName ?? '';
  const number = event.number ?? '';
  switch (event.kind) {
    case 'VIEWED':
      return t.viewed(client, kind, number);
    case 'OPENED':
      return t.opened(client, kind, number);
    // Answers and payments always come with their notice; READY is no news.
    case 'READY':
    case 'ACCEPTED':
    case 'DECLINED':
    case 'PAID':
      return null;
  }
}

/** One event: its toast, its notice in the bell, and the screens it makes stale refetched. */
export function applyActivity(client: ApolloClient, event: ActivityEvent, reconnected: boolean) {
  if (event.kind === 'READY') {
    // Live again after a lost connection: what happened meanwhile is read now.
    if (reconnected) void refreshNow(client, ...EVERYTHING);
    return;
  }
  const text = toastOf(event);
  if (text) notify.info(text);
  if (event.notification) {
    addToFeed(client.cache, event.notification);
    rememberToasted([event.notification.id]);
  }
  void refreshNow(client, ...staleFieldsOf(event));
}

/**
 * What clients do, as it happens: the workspace's `activity` subscription, over the
 * live socket (app/live-link.ts), for as long as the signed-in layout is on screen.
 */
export function useLiveActivity(): void {
  const client = useApolloClient();
  const readies = useRef(0);
  useSubscription(ActivityDocument, {
    onData: ({ data }) => {
      const event = data.data?.activity;
      if (!event) return;
      if (event.kind === 'READY') readies.current += 1;
      applyActivity(client, event, readies.current > 1);
    },
  });
}
