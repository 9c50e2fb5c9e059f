import {
  isCurrentPlan,
  parsePaidPlan,
  parsePlanFeature,
  PLAN_LIST,
  PLANS,
  planFeatures,
  planLabel,
} from './plans';

describe('plans', () => {
  it('labels every plan as the spec writes it', () => {
    expect(planLabel('business').title).toBe('Business Plan');
    expect(planLabel('freelancer').description).toBe('for freelancers and small teams');
    expect(planLabel('trial')).toEqual({
      title: 'Trial Plan',
      description: 'limited access during trial period',
    });
    expect(planLabel('none').title).toBe('No Active Plan');
    expect(planLabel('something-else').title).toBe('No Active Plan');
  });

  it('lists plan features by plan', () => {
    expect(planFeatures('trial')).toEqual([
      'Create proposals & invoices',
      'Manage personal workspace',
    ]);
    expect(planFeatures('freelancer')).toContain('Email integration');
    expect(planFeatures('freelancer')).not.toContain('Advanced analytics');
    expect(planFeatures('business')).toEqual([
      'Create proposals & invoices',
      'Manage personal workspace',
      'Email integration',
      'Advanced analytics',
    ]);
  });

  it('keeps the limits of section 9', () => {
    expect([
      PLANS.trial.proposalsLimit,
      PLANS.trial.invoicesLimit,
      PLANS.trial.durationDays,
    ]).toEqual([5, 5, 7]);
    expect([
      PLANS.freelancer.price,
      PLANS.freelancer.proposalsLimit,
      PLANS.freelancer.popular,
    ]).toEqual([49, 50, true]);
    expect([PLANS.business.price, PLANS.business.invoicesLimit]).toEqual([99, 100]);
  });
});

describe('starting and showing plans', () => {
  it('accepts freelancer and business in any case, nothing else (spec §5)', () => {
    expect(parsePaidPlan(' FreeLancer ')).toBe('freelancer');
    expect(parsePaidPlan('BUSINESS')).toBe('business');
    expect(parsePaidPlan('trial')).toBeNull();
    expect(parsePaidPlan('none')).toBeNull();
    expect(parsePaidPlan('enterprise')).toBeNull();
  });

  it('calls a plan current only while its subscription is active', () => {
    expect(isCurrentPlan('business', { plan: 'business', isSubscriptionActive: true })).toBe(true);
    expect(isCurrentPlan('business', { plan: 'business', isSubscriptionActive: false })).toBe(
      false,
    );
    expect(isCurrentPlan('business', { plan: 'freelancer', isSubscriptionActive: true })).toBe(
      false,
    );
    expect(isCurrentPlan('business', null)).toBe(false);
  });

  it('reads the cross mark of a feature that is not included', () => {
    expect(parsePlanFeature('✗ Team collaboration')).toEqual({
      text: 'Team collaboration',
      included: false,
    });
    expect(parsePlanFeature('AI generation')).toEqual({ text: 'AI generation', included: true });
    expect(PLAN_LIST.map((plan) => plan.name)).toEqual(['Free Trial', 'Freelancer', 'Business']);
  });
});
