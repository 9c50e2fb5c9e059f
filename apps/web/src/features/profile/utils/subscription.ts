import {
  canManageBilling,
  isPaidPlan,
  planInactiveMessage,
  planLabel,
  planLimitMessage,
  PlanId,
  PLANS,
  type DocumentKind,
} from '@dealdraft/domain';
import type { Profile } from '../hooks/useProfile';

type PlanState = Pick<Profile, 'plan' | 'isSubscriptionActive'>;

/** Spec §4: trial and none are the two plans nobody pays for. */
const isUnpaid = (plan: string) => plan === PlanId.Trial || plan === PlanId.None;

/** Spec §4: shown for trial, none (any unpaid plan), or an inactive freelancer plan. */
export function canViewPricingPlans({ plan, isSubscriptionActive }: PlanState): boolean {
  return !isPaidPlan(plan) || (plan === PlanId.Freelancer && !isSubscriptionActive);
}

/**
 * Spec §4: a paid plan whose subscription is active. Once a cancel is scheduled there is
 * nothing left to cancel, and the card says when it ends instead.
 */
export function canCancelSubscription({
  plan,
  isSubscriptionActive,
  cancelAtPeriodEnd,
}: PlanState & Pick<Profile, 'cancelAtPeriodEnd'>): boolean {
  return !isUnpaid(plan) && isSubscriptionActive && !cancelAtPeriodEnd;
}

/** A cancel is pending and the period has not ended yet: it can still be undone. */
export function canResumeSubscription({
  plan,
  isSubscriptionActive,
  cancelAtPeriodEnd,
}: PlanState & Pick<Profile, 'cancelAtPeriodEnd'>): boolean {
  return !isUnpaid(plan) && isSubscriptionActive && cancelAtPeriodEnd;
}

/** Spec §4: a paid plan whose subscription is no longer active. */
export function canPurchaseNewSubscription({ plan, isSubscriptionActive }: PlanState): boolean {
  return !isUnpaid(plan) && !isSubscriptionActive;
}

/** Spec §9: AI generation comes with the paid plans in force; the trial has none. */
export function canDraftWithAi({ plan, isSubscriptionActive }: PlanState): boolean {
  return isSubscriptionActive && isPaidPlan(plan) && PLANS[plan].canDraftWithAi;
}

/** Spec §9: the trial only previews PDFs; a paid plan in force downloads and e-mails them. */
export function canExportPdf({ plan, isSubscriptionActive }: PlanState): boolean {
  return isSubscriptionActive && isPaidPlan(plan) && PLANS[plan].canExportPdf;
}

type Usage = PlanState &
  Pick<Profile, 'proposalsUsed' | 'proposalsLimit' | 'invoicesUsed' | 'invoicesLimit'>;

/**
 * Why a new proposal or invoice would be refused, in the api's own words (a plan not in force,
 * or the period's allowance used up); null while one can be created. The create dialog says so
 * as it opens, rather than after the whole form is filled.
 */
export function createBlockedMessage(usage: Usage, kind: DocumentKind): string | null {
  const title = planLabel(usage.plan).title;
  // The profile's isSubscriptionActive already counts a plan past its end as inactive.
  if (!usage.isSubscriptionActive) return planInactiveMessage(kind, title);
  const [used, limit] =
    kind === 'proposal'
      ? [usage.proposalsUsed, usage.proposalsLimit]
      : [usage.invoicesUsed, usage.invoicesLimit];
  return used >= limit ? planLimitMessage(kind, limit, title) : null;
}

/**
 * Billing is the workspace owner's (the api's subscription routes are owner-only): admins and
 * members see the plan and its usage, but no pricing, purchase, cancel or resume.
 */
export function canSeeBilling(profile: Pick<Profile, 'role'>): boolean {
  return canManageBilling(profile.role);
}
