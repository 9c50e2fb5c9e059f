import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PaymentAccountMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  ConnectStripeDocument,
  DisconnectStripeDocument,
  PaymentAccountDocument,
  type PaymentAccountFieldsFragment,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { PaymentAccountCard } from './PaymentAccountCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const SECRET_KEY = 'sk_test_51AbCdEfGh9876';
const WEBHOOK_SECRET = 'whsec_AbCdEfGh12345678';

const notConnected = (available = true): PaymentAccountFieldsFragment => ({
  __typename: 'PaymentAccount',
  connected: false,
  keyHint: null,
  livemode: null,
  stripeAccountId: null,
  accountName: null,
  connectedAt: null,
  available,
});

const connected: PaymentAccountFieldsFragment = {
  __typename: 'PaymentAccount',
  connected: true,
  keyHint: '9876',
  livemode: false,
  stripeAccountId: 'acct_1Test',
  accountName: 'Acme Studio',
  connectedAt: '2025-11-22T10:00:00.000Z',
  available: true,
};

const status = (paymentAccount: PaymentAccountFieldsFragment): MockLink.MockedResponse => ({
  request: { query: PaymentAccountDocument },
  result: { data: { paymentAccount } },
});

const connectWith = (
  secretKey: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: ConnectStripeDocument,
    variables: { input: { secretKey, webhookSecret: WEBHOOK_SECRET } },
  },
  result,
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <PaymentAccountCard />
    </MockedProvider>,
  );
}

async function fillAndConnect(secretKey: string) {
  fireEvent.change(await screen.findByLabelText('Secret key'), { target: { value: secretKey } });
  fireEvent.change(screen.getByLabelText('Webhook signing secret'), {
    target: { value: WEBHOOK_SECRET },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }));
}

describe('PaymentAccountCard', () => {
  afterEach(() => jest.clearAllMocks());

  it('asks for the two keys when no account is connected, as passwords', async () => {
    renderCard([status(notConnected())]);
    const secretKey = await screen.findByLabelText('Secret key');
    expect(secretKey).toHaveAttribute('type', 'password');
    expect(secretKey).toHaveAttribute('autocomplete', 'off');
    expect(secretKey).toHaveAttribute('placeholder', 'sk_live_…');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAttribute(
      'placeholder',
      'whsec_…',
    );
    expect(screen.getByRole('button', { name: 'Connect Stripe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('refuses a malformed key before asking the api', async () => {
    renderCard([status(notConnected())]);
    fireEvent.change(await screen.findByLabelText('Secret key'), {
      target: { value: 'pk_test_123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByLabelText('Secret key')).toHaveAccessibleDescription(
      PaymentAccountMessages.secretKey,
    );
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAccessibleDescription(
      PaymentAccountMessages.webhookSecret,
    );
  });

  it("shows Stripe's refusal of a key under the Secret key field", async () => {
    const stripeSays = 'Invalid API Key provided: sk_test_****1234';
    renderCard([
      status(notConnected()),
      connectWith('sk_test_51AbCdEfGh1234', {
        errors: [
          new GraphQLError(`secretKey: ${stripeSays}`, {
            extensions: {
              code: 'VALIDATION_FAILED',
              fields: [{ field: 'secretKey', code: 'KEY_REFUSED', message: stripeSays }],
            },
          }),
        ],
      }),
    ]);
    await fillAndConnect('sk_test_51AbCdEfGh1234');
    await waitFor(() =>
      expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(stripeSays),
    );
    expect(screen.getByRole('button', { name: 'Connect Stripe' })).toBeVisible();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('connects, then shows the account, its mode and the key it keeps', async () => {
    renderCard([
      status(notConnected()),
      connectWith(SECRET_KEY, { data: { connectStripe: connected } }),
    ]);
    await fillAndConnect(`  ${SECRET_KEY} `);
    expect(await screen.findByText('Key ending in 9876')).toBeVisible();
    expect(notify.success).toHaveBeenCalledWith(PaymentAccountMessages.connected);
    expect(screen.getByText('Acme Studio')).toBeVisible();
    expect(screen.getByText('acct_1Test')).toBeVisible();
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(screen.queryByLabelText('Secret key')).toBeNull();

    // Replacing the keys shows the form again, and can be given up.
    fireEvent.click(screen.getByRole('button', { name: 'Replace keys' }));
    expect(screen.getByLabelText('Secret key')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Secret key')).toBeNull();
  });

  it('asks before disconnecting, then shows the form again', async () => {
    const disconnected = jest.fn();
    renderCard([
      status(connected),
      {
        request: { query: DisconnectStripeDocument },
        result: () => {
          disconnected();
          return { data: { disconnectStripe: notConnected() } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Stripe?' });
    expect(disconnected).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByLabelText('Secret key')).toBeVisible();
    expect(disconnected).toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith(PaymentAccountMessages.disconnected);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Key ending in 9876')).toBeNull();
  });

  it('says what the operator must set when the server cannot keep keys, and shows no form', async () => {
    renderCard([status(notConnected(false))]);
    expect(await screen.findByText(/PAYMENT_KEYS_SECRET/)).toBeVisible();
    expect(screen.queryByLabelText('Secret key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Stripe' })).toBeNull();
  });
});
