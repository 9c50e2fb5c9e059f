import { isPaidPlan, type PaidPlanId } from '@dealdraft/domain';
import type Stripe from 'stripe';

/**
 * What a user's plan needs to know about one subscription, read fresh from Stripe (or made up
 * by the simulated checkout). Both paths hand it to the same activation code.
 */
export interface SubscriptionSnapshot {
  id: string;
  /** Null only for simulated subscriptions of a user who never met Stripe. */
  customerId: string | null;
  plan: PaidPlanId;
  /** Paid up (or trialing): the plan is in force. */
  active: boolean;
  /** Could still bill the customer; a live subscription being replaced must be cancelled. */
  live: boolean;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  endedAt: Date | null;
  /** Unix seconds; when two subscriptions compete, the newer one holds the plan. */
  created: number;
}

const ACTIVE = new Set<string>(['active', 'trialing']);
const LIVE = new Set<string>(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export const isLiveStatus = (status: string): boolean => LIVE.has(status);

/** A Stripe expandable field's id, whether or not it was expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Maps a Stripe subscription to a snapshot. The plan comes from our own price map (the price
 * is what the customer pays for); the metadata we set at checkout is the fallback for a price
 * that has since been rotated out of the config. Null when neither names a plan of ours.
 */
export function toSnapshot(
  subscription: Stripe.Subscription,
  prices: Record<PaidPlanId, string>,
): SubscriptionSnapshot | null {
  const item = subscription.items.data[0];
  if (!item) return null;
  const byPrice = (Object.keys(prices) as PaidPlanId[]).find(
    (plan) => prices[plan] === item.price.id,
  );
  const byMetadata = subscription.metadata?.plan;
  const plan = byPrice ?? (byMetadata && isPaidPlan(byMetadata) ? byMetadata : null);
  if (!plan) return null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    plan,
    active: ACTIVE.has(subscription.status),
    live: LIVE.has(subscription.status),
    // Newer API versions may express "at period end" as a cancel_at date instead.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
    periodStart: fromUnix(item.current_period_start),
    periodEnd: fromUnix(item.current_period_end),
    endedAt: subscription.ended_at ? fromUnix(subscription.ended_at) : null,
    created: subscription.created,
  };
}

/** Which subscription (of which customer, for which workspace) a webhook event is about. */
export interface EventTarget {
  subscriptionId: string;
  customerId: string;
  /** checkout.session.completed names our workspace (client_reference_id); it must agree. */
  workspaceId: string | null;
}

/**
 * Null for events that do not touch a plan; they are recorded and otherwise ignored. (Ifs, not a
 * switch: Stripe's event union has hundreds of members and we care about six.)
 */
export function targetOf(event: Stripe.Event): EventTarget | null {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.mode !== 'subscription') return null;
    return target(idOf(session.subscription), idOf(session.customer), session.client_reference_id);
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    return target(subscription.id, idOf(subscription.customer), null);
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const subscription = invoice.parent?.subscription_details?.subscription;
    return target(idOf(subscription), idOf(invoice.customer), null);
  }
  return null;
}

function target(
  subscriptionId: string | null,
  customerId: string | null,
  workspaceId: string | null,
): EventTarget | null {
  return subscriptionId && customerId ? { subscriptionId, customerId, workspaceId } : null;
}
