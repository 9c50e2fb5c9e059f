import { planInactiveMessage, planLimitMessage } from '@dealdraft/domain';
import {
  canCancelSubscription,
  canDraftWithAi,
  createBlockedMessage,
  canExportPdf,
  canPurchaseNewSubscription,
  canResumeSubscription,
  canViewPricingPlans,
} from './subscription';

describe('canViewPricingPlans', () => {
  it.each([
    ['trial', true, true],
    ['trial', false, true],
    ['none', false, true],
    ['freelancer', false, true],
    ['freelancer', true, false],
    ['business', true, false],
    ['business', false, false],
  ])('plan %s, active %s: %s', (plan, isSubscriptionActive, expected) => {
    expect(canViewPricingPlans({ plan, isSubscriptionActive })).toBe(expected);
  });
});

describe('canDraftWithAi', () => {
  it.each([
    ['trial', true, false],
    ['none', false, false],
    ['freelancer', true, true],
    ['freelancer', false, false],
    ['business', true, true],
  ])('plan %s, active %s: %s', (plan, isSubscriptionActive, expected) => {
    expect(canDraftWithAi({ plan, isSubscriptionActive })).toBe(expected);
  });
});

describe('canExportPdf', () => {
  it.each([
    ['trial', true, false],
    ['none', false, false],
    ['freelancer', true, true],
    ['freelancer', false, false],
    ['business', true, true],
    ['business', false, false],
  ])('plan %s, active %s: %s', (plan, isSubscriptionActive, expected) => {
    expect(canExportPdf({ plan, isSubscriptionActive })).toBe(expected);
  });
});

describe('canCancelSubscription (spec §4)', () => {
  it.each([
    ['freelancer', true, false, true],
    ['business', true, false, true],
    ['freelancer', true, true, false],
    ['freelancer', false, false, false],
    ['business', false, false, false],
    ['trial', true, false, false],
    ['none', false, false, false],
  ])(
    'plan %s, active %s, cancel scheduled %s: %s',
    (plan, isSubscriptionActive, cancelAtPeriodEnd, expected) => {
      expect(canCancelSubscription({ plan, isSubscriptionActive, cancelAtPeriodEnd })).toBe(
        expected,
      );
    },
  );
});

describe('canResumeSubscription', () => {
  it.each([
    ['freelancer', true, true, true],
    ['business', true, true, true],
    ['freelancer', true, false, false],
    // The period is over (the api reports the plan inactive): buy again instead.
    ['business', false, true, false],
    ['trial', true, true, false],
    ['none', false, true, false],
  ])(
    'plan %s, active %s, cancel scheduled %s: %s',
    (plan, isSubscriptionActive, cancelAtPeriodEnd, expected) => {
      expect(canResumeSubscription({ plan, isSubscriptionActive, cancelAtPeriodEnd })).toBe(
        expected,
      );
    },
  );
});

describe('canPurchaseNewSubscription (spec §4)', () => {
  it.each([
    ['freelancer', false, true],
    ['business', false, true],
    ['freelancer', true, false],
    ['business', true, false],
    ['trial', false, false],
    ['trial', true, false],
    ['none', false, false],
  ])('plan %s, active %s: %s', (plan, isSubscriptionActive, expected) => {
    expect(canPurchaseNewSubscription({ plan, isSubscriptionActive })).toBe(expected);
  });
});

describe('createBlockedMessage', () => {
  const trial = {
    plan: 'trial',
    isSubscriptionActive: true,
    proposalsUsed: 4,
    proposalsLimit: 5,
    invoicesUsed: 5,
    invoicesLimit: 5,
  };

  it('lets a plan in force create until its allowance is used up', () => {
    expect(createBlockedMessage(trial, 'proposal')).toBeNull();
    expect(createBlockedMessage(trial, 'invoice')).toBe(
      planLimitMessage('invoice', 5, 'Trial Plan'),
    );
    expect(createBlockedMessage({ ...trial, proposalsUsed: 5 }, 'proposal')).toBe(
      planLimitMessage('proposal', 5, 'Trial Plan'),
    );
  });

  it('says a plan that is not in force creates nothing, whatever is left', () => {
    const lapsed = { ...trial, plan: 'freelancer', isSubscriptionActive: false, invoicesUsed: 0 };
    expect(createBlockedMessage(lapsed, 'proposal')).toBe(
      planInactiveMessage('proposal', 'Freelancer Plan'),
    );
    expect(createBlockedMessage(lapsed, 'invoice')).toBe(
      planInactiveMessage('invoice', 'Freelancer Plan'),
    );
  });
});
