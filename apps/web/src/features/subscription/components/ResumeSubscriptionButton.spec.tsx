import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SubscriptionMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ResumeSubscriptionDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { ResumeSubscriptionButton } from './ResumeSubscriptionButton';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const M = SubscriptionMessages;

const resumeMock = (
  answer: { data: { resumeSubscription: boolean | null } } | { errors: GraphQLError[] } | Error,
): MockLink.MockedResponse => ({
  request: { query: ResumeSubscriptionDocument },
  ...(answer instanceof Error ? { error: answer } : { result: answer }),
  delay: 20,
});

function press(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ResumeSubscriptionButton />
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
}

describe('ResumeSubscriptionButton', () => {
  afterEach(() => jest.clearAllMocks());

  it('reads Resuming... while it runs, then says Subscription resumed', async () => {
    press([resumeMock({ data: { resumeSubscription: true } })]);
    expect(await screen.findByRole('button', { name: 'Resuming...' })).toBeDisabled();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Subscription resumed'));
    expect(screen.getByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
  });

  it('says Failed to resume subscription when the api does not confirm', async () => {
    press([resumeMock({ data: { resumeSubscription: false } })]);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(M.resumeNotDone));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows the server's message (the period is over)", async () => {
    press([resumeMock({ errors: [new GraphQLError(M.resumePeriodOver)] })]);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(M.resumePeriodOver));
  });

  it('falls back when there is no server message', async () => {
    press([resumeMock(new Error('Failed to fetch'))]);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to resume subscription. Please try again.'),
    );
  });
});
