import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SubscriptionCopy } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CancelSubscriptionDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const cancelMock = (
  answer: { data: { cancelSubscription: boolean | null } } | { errors: GraphQLError[] } | Error,
): MockLink.MockedResponse => ({
  request: { query: CancelSubscriptionDocument },
  ...(answer instanceof Error ? { error: answer } : { result: answer }),
  delay: 20,
});

function openDialog(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <CancelSubscriptionButton />
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  return screen.getByRole('dialog', { name: 'Cancel Subscription' });
}

describe('CancelSubscriptionButton', () => {
  afterEach(() => jest.clearAllMocks());

  it('asks first, in the words of the spec; Keep Subscription closes it', () => {
    const dialog = openDialog([]);
    expect(dialog).toHaveTextContent(SubscriptionCopy.cancelDialog.text);
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel your subscription? You will continue to have access until your current billing period ends.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads Cancelling... while it runs, then says Subscription cancelled successfully', async () => {
    const dialog = openDialog([cancelMock({ data: { cancelSubscription: true } })]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Subscription cancelled successfully'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says Failed to cancel subscription when the api does not confirm', async () => {
    const dialog = openDialog([cancelMock({ data: { cancelSubscription: false } })]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to cancel subscription'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the server's message, else Failed to cancel subscription. Please try again.", async () => {
    const refused = openDialog([
      cancelMock({ errors: [new GraphQLError('You have no paid subscription to cancel.')] }),
    ]);
    fireEvent.click(within(refused).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You have no paid subscription to cancel.'),
    );
  });

  it('falls back when there is no server message', async () => {
    const dialog = openDialog([cancelMock(new Error('Failed to fetch'))]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to cancel subscription. Please try again.'),
    );
  });
});
