import type Stripe from 'stripe';
import { targetOf, toSnapshot } from './subscription-snapshot';

const PRICES = { freelancer: 'price_f', business: 'price_b' };

function subscription(overrides: Record<string, unknown> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    created: 1_700_000_000,
    metadata: {},
    items: {
      data: [
        {
          price: { id: 'price_b' },
          current_period_start: 1_700_000_000,
          current_period_end: 1_702_592_000,
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

const event = (type: string, object: object) => ({ id: 'evt_1', type, data: { object } }) as never;

describe('toSnapshot', () => {
  it('takes the plan from our price map and the period from the item', () => {
    expect(toSnapshot(subscription(), PRICES)).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      plan: 'business',
      active: true,
      live: true,
      cancelAtPeriodEnd: false,
      periodStart: new Date(1_700_000_000_000),
      periodEnd: new Date(1_702_592_000_000),
      endedAt: null,
      created: 1_700_000_000,
    });
  });

  it('falls back to our metadata for a price no longer configured, else gives up', () => {
    const rotated = {
      data: [{ price: { id: 'price_old' }, current_period_start: 1, current_period_end: 2 }],
    };
    expect(
      toSnapshot(subscription({ items: rotated, metadata: { plan: 'freelancer' } }), PRICES)?.plan,
    ).toBe('freelancer');
    expect(
      toSnapshot(subscription({ items: rotated, metadata: { plan: 'gold' } }), PRICES),
    ).toBeNull();
    expect(toSnapshot(subscription({ items: { data: [] } }), PRICES)).toBeNull();
  });

  it.each([
    ['active', true, true],
    ['trialing', true, true],
    ['past_due', false, true],
    ['incomplete', false, false],
    ['canceled', false, false],
  ])('reads status %s as active=%s live=%s', (status, active, live) => {
    expect(toSnapshot(subscription({ status }), PRICES)).toMatchObject({ active, live });
  });

  it('treats a scheduled cancel_at like cancel_at_period_end, and reads an expanded customer', () => {
    const snapshot = toSnapshot(
      subscription({
        cancel_at: 1_702_592_000,
        customer: { id: 'cus_9' },
        ended_at: 1_701_000_000,
      }),
      PRICES,
    );
    expect(snapshot).toMatchObject({
      cancelAtPeriodEnd: true,
      customerId: 'cus_9',
      endedAt: new Date(1_701_000_000_000),
    });
  });
});

describe('targetOf', () => {
  it('reads a completed subscription checkout, with the user it names', () => {
    expect(
      targetOf(
        event('checkout.session.completed', {
          mode: 'subscription',
          subscription: 'sub_1',
          customer: 'cus_1',
          client_reference_id: 'user-1',
        }),
      ),
    ).toEqual({ subscriptionId: 'sub_1', customerId: 'cus_1', workspaceId: 'user-1' });
  });

  it('ignores a one-off payment checkout', () => {
    expect(
      targetOf(event('checkout.session.completed', { mode: 'payment', customer: 'cus_1' })),
    ).toBeNull();
  });

  it('reads subscription and invoice events', () => {
    expect(
      targetOf(event('customer.subscription.deleted', { id: 'sub_2', customer: { id: 'cus_2' } })),
    ).toEqual({ subscriptionId: 'sub_2', customerId: 'cus_2', workspaceId: null });
    expect(
      targetOf(
        event('invoice.paid', {
          customer: 'cus_3',
          parent: { subscription_details: { subscription: 'sub_3' } },
        }),
      ),
    ).toEqual({ subscriptionId: 'sub_3', customerId: 'cus_3', workspaceId: null });
  });

  it('ignores invoices without a subscription and unrelated events', () => {
    expect(
      targetOf(event('invoice.payment_failed', { customer: 'cus_3', parent: null })),
    ).toBeNull();
    expect(targetOf(event('charge.succeeded', { id: 'ch_1' }))).toBeNull();
  });
});
