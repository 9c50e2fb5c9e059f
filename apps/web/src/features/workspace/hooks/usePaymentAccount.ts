import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { PaymentAccountMessages } from '@dealdraft/domain';
import {
  ConnectStripeDocument,
  DisconnectStripeDocument,
  PaymentAccountDocument,
  type ConnectStripeInput,
  type PaymentAccountFieldsFragment,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.workspace.paymentAccount;

export type PaymentAccount = PaymentAccountFieldsFragment;

/** The api's refusal of a key, by field of the connect form. */
export type StripeKeyErrors = Partial<Record<keyof ConnectStripeInput, string>>;

function replaceStatus(cache: ApolloCache, paymentAccount: PaymentAccount | undefined) {
  if (paymentAccount) cache.writeQuery({ query: PaymentAccountDocument, data: { paymentAccount } });
}

const isKeyField = (field: string): field is keyof ConnectStripeInput =>
  field === 'secretKey' || field === 'webhookSecret';

/**
 * The workspace's own Stripe account (owner only): its status, connecting it with a pasted
 * secret key and webhook signing secret, and disconnecting it. Both mutations answer the new
 * status, which replaces the query's, so the card changes without a refetch.
 */
export function usePaymentAccount() {
  const { data, error } = useQuery(PaymentAccountDocument);
  // The status has no id for the cache to match, so each answer is written over the query's.
  const [connectStripe, { loading: connecting }] = useMutation(ConnectStripeDocument, {
    update: (cache, { data: result }) => replaceStatus(cache, result?.connectStripe),
  });
  const [disconnectStripe, { loading: disconnecting }] = useMutation(DisconnectStripeDocument, {
    update: (cache, { data: result }) => replaceStatus(cache, result?.disconnectStripe),
  });

  /**
   * Resolves to the fields the api refused (a key Stripe turned down is shown under the secret
   * key field, in Stripe's words); any other failure (no PAYMENT_KEYS_SECRET, Stripe out of
   * reach) is a toast.
   */
  const connect = async (
    input: ConnectStripeInput,
  ): Promise<{ ok: true } | { ok: false; fieldErrors: StripeKeyErrors }> => {
    try {
      await connectStripe({ variables: { input } });
      notify.success(PaymentAccountMessages.connected);
      return { ok: true };
    } catch (failure) {
      const fieldErrors: StripeKeyErrors = {};
      for (const { field, messages } of fieldErrorsOf(failure)) {
        if (isKeyField(field)) fieldErrors[field] = messages[0];
      }
      if (Object.keys(fieldErrors).length === 0) {
        notify.error(messageOr(failure, t.connectFailed));
      }
      return { ok: false, fieldErrors };
    }
  };

  /** Resolves true once disconnected. */
  const disconnect = async (): Promise<boolean> => {
    try {
      await disconnectStripe();
      notify.success(PaymentAccountMessages.disconnected);
      return true;
    } catch (failure) {
      notify.error(messageOr(failure, t.disconnectFailed));
      return false;
    }
  };

  return {
    account: data?.paymentAccount,
    failed: Boolean(error && !data),
    connecting,
    disconnecting,
    connect,
    disconnect,
  };
}
