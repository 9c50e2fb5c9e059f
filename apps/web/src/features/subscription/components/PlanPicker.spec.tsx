import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SubscriptionMessages } from '@dealdraft/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SubscribeDocument, UpgradeSubscriptionDocument } from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { browser } from '@/lib/redirect';
import { PlanPicker } from './PlanPicker';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const M = SubscriptionMessages;
const URLS = {
  successUrl: 'http://localhost/payment-success',
  cancelUrl: 'http://localhost/payment-decline',
};
const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

const subscribe = (plan: string, result: MockLink.MockedResponse['result'] | Error) => ({
  request: { query: SubscribeDocument, variables: { input: { plan, ...URLS } } },
  ...(result instanceof Error ? { error: result } : { result }),
});
const upgrade = (plan: string, url: string) => ({
  request: { query: UpgradeSubscriptionDocument, variables: { input: { plan, ...URLS } } },
  result: { data: { upgradeSubscription: { __typename: 'CheckoutSession', url } } },
});
const subscribeUrl = (url: string) => ({
  data: { subscribe: { __typename: 'CheckoutSession', url } },
});

function renderPicker(
  mocks: MockLink.MockedResponse[],
  current: { plan: string; isSubscriptionActive: boolean } | null = {
    plan: 'trial',
    isSubscriptionActive: true,
  },
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route path="/pricing" element={<PlanPicker current={current} />} />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route path="/checkout/simulated" element={<h1>Simulated checkout</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const signIn = () =>
  session.start('token', { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'owner' });

describe('PlanPicker', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    session.end();
    jest.clearAllMocks();
    assign.mockRestore();
  });

  it('sends a visitor to login', async () => {
    renderPicker([], null);
    fireEvent.click(screen.getByRole('button', { name: 'Get Freelancer' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('subscribes, says Redirecting to payment... and leaves for Stripe, Processing... meanwhile', async () => {
    signIn();
    renderPicker([subscribe('freelancer', subscribeUrl(STRIPE_URL))]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Freelancer' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Get Business' })).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_URL));
    expect(notify.success).toHaveBeenCalledWith('Redirecting to payment...');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('follows a URL of our own (the simulated checkout) inside the app', async () => {
    signIn();
    renderPicker([
      subscribe('business', subscribeUrl('http://localhost/checkout/simulated?session=abc')),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Business' }));
    expect(await screen.findByRole('heading', { name: 'Simulated checkout' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says Failed to create checkout session when no url comes back', async () => {
    signIn();
    renderPicker([subscribe('freelancer', subscribeUrl(''))]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Freelancer' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(M.checkoutNoUrl));
    expect(notify.error).toHaveBeenCalledWith('Failed to create checkout session');
    expect(screen.getByRole('button', { name: 'Get Freelancer' })).toBeEnabled();
  });

  it("shows the server's message when subscribing fails", async () => {
    signIn();
    renderPicker([
      subscribe('freelancer', {
        errors: [
          new GraphQLError(M.paymentsUnavailable, { extensions: { code: 'SERVICE_UNAVAILABLE' } }),
        ],
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Freelancer' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(M.paymentsUnavailable));
  });

  it('falls back to Failed to start subscription. Please try again. without a server message', async () => {
    signIn();
    renderPicker([subscribe('freelancer', new Error('Failed to fetch'))]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Freelancer' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to start subscription. Please try again.'),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('upgrades a paying customer, with the upgrade messages', async () => {
    signIn();
    renderPicker([upgrade('business', '')], { plan: 'freelancer', isSubscriptionActive: true });
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Get Business' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to create upgrade session'),
    );
  });

  it('falls back to Failed to upgrade subscription. Please try again.', async () => {
    signIn();
    renderPicker(
      [
        {
          request: {
            query: UpgradeSubscriptionDocument,
            variables: { input: { plan: 'business', ...URLS } },
          },
          error: new Error('Failed to fetch'),
        },
      ],
      { plan: 'freelancer', isSubscriptionActive: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get Business' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to upgrade subscription. Please try again.',
      ),
    );
  });
});
