import type { ApolloClient } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  MarkNotificationsSeenDocument,
  NotificationFeedDocument,
  type NotificationFieldsFragment,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { applyActivity, type ActivityEvent } from '../hooks/useLiveActivity';
import { FEED_SIZE } from '../hooks/useNotificationFeed';
import { TOASTED_NOTICES_KEY } from '../utils/toasted-notices';
import { NotificationBell } from './NotificationBell';

jest.mock('@/lib/toast', () => ({
  notify: { info: jest.fn(), success: jest.fn(), error: jest.fn() },
}));

const notice = (
  id: string,
  message: string,
  documentKind: 'proposal' | 'invoice',
  seenAt: string | null,
): NotificationFieldsFragment => ({
  __typename: 'Notification',
  id,
  documentKind,
  documentId: `${id}-doc`,
  message,
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  seenAt,
});

const declined = notice('n2', 'Globex declined your proposal "Website".', 'proposal', null);
const paid = notice(
  'n1',
  'Globex paid $500.00 on invoice INV-7.',
  'invoice',
  '2096-01-01T00:00:00Z',
);

const feedMock = (
  unreadCount: number,
  items: NotificationFieldsFragment[],
): MockLink.MockedResponse => ({
  request: { query: NotificationFeedDocument, variables: { first: FEED_SIZE } },
  result: { data: { notificationFeed: { __typename: 'NotificationFeed', unreadCount, items } } },
});

let client: ApolloClient;
function Capture() {
  client = useApolloClient();
  return null;
}

function renderBell(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <Capture />
        <NotificationBell />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  __typename: 'ActivityEvent',
  id: 'e1',
  kind: 'VIEWED',
  documentKind: 'proposal',
  documentId: 'p7',
  number: 'PROP-7',
  title: 'Website',
  clientName: 'Globex Corporation',
  status: 'sent',
  occurredAt: new Date().toISOString(),
  notification: null,
  ...overrides,
});

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
  });

  it('shows the unread count, named for screen readers; opened by keyboard it lists the newest notices and marks the unread read', async () => {
    const marked = jest.fn();
    renderBell([
      feedMock(1, [declined, paid]),
      {
        request: { query: MarkNotificationsSeenDocument, variables: { ids: ['n2'] } },
        result: () => {
          marked();
          return { data: { markNotificationsSeen: true } };
        },
      },
    ]);

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');

    bell.focus();
    fireEvent.keyDown(bell, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Unread: ${declined.message}3 minutes ago`,
      `${paid.message}3 minutes ago`,
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/proposals', '/invoices']);

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(menu, { key: 'Escape' });
    // Closed, the focus back on the bell, which now counts nothing.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    renderBell([feedMock(0, [])]);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Notifications' }), {
      key: 'Enter',
    });
    expect(await screen.findByRole('menu')).toHaveTextContent(
      'Nothing yet. When a client views, answers or pays, it shows here.',
    );
  });

  it('reads 99+ past 99 unread', async () => {
    renderBell([feedMock(120, [declined])]);
    await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
  });

  it("a live event's notice comes first in the bell, one more unread, toasted once", async () => {
    renderBell([feedMock(1, [declined, paid])]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    const accepted = notice('n3', 'Globex accepted your proposal "Logo".', 'proposal', null);
    const live = event({ kind: 'ACCEPTED', status: 'accepted', notification: accepted });
    act(() => applyActivity(client, live, false));
    // The same event again (a reconnect can repeat one): counted once.
    act(() => applyActivity(client, live, false));

    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(notify.info).toHaveBeenCalledWith(accepted.message);
    // Remembered: the next load's toasts of unseen notices leave it out.
    expect(JSON.parse(localStorage.getItem(TOASTED_NOTICES_KEY)!)).toEqual(['n3']);
  });

  it('a view or an opened e-mail is toasted in our words and adds nothing to the bell', async () => {
    renderBell([feedMock(1, [declined])]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    act(() => applyActivity(client, event({ kind: 'VIEWED' }), false));
    act(() =>
      applyActivity(
        client,
        event({ kind: 'OPENED', documentKind: 'invoice', number: 'INV-9', title: null }),
        false,
      ),
    );

    expect(notify.info).toHaveBeenNthCalledWith(
      1,
      'Globex Corporation is viewing proposal PROP-7.',
    );
    expect(notify.info).toHaveBeenNthCalledWith(
      2,
      'Globex Corporation opened the e-mail with invoice INV-9.',
    );
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
