/** Plans from the spec's section 9, the one definition used by api and web. */
export const PlanId = {
  Trial: 'trial',
  Freelancer: 'freelancer',
  Business: 'business',
  None: 'none',
} as const;
export type PlanId = (typeof PlanId)[keyof typeof PlanId];

export type PaidPlanId = typeof PlanId.Freelancer | typeof PlanId.Business;

export interface PlanDefinition {
  id: Exclude<PlanId, 'none'>;
  name: string;
  /** Whole US dollars a month. */
  price: number;
  originalPrice: number | null;
  description: string;
  duration: string;
  durationDays: number;
  savings: string | null;
  popular: boolean;
  proposalsLimit: number;
  invoicesLimit: number;
  /** A leading "✗ " marks a feature the plan does not include. */
  features: string[];
  buttonText: string;
  buttonVariant: 'default' | 'outline';
  hideButton: boolean;
  /** Whether the plan may download and e-mail PDFs (the trial only previews them). */
  canExportPdf: boolean;
  /** Whether the plan drafts proposals from a brief (the pricing card's "AI generation"). */
  canDraftWithAi: boolean;
}

export const NOT_INCLUDED_MARK = '✗ ';

export const PLANS: Record<PlanDefinition['id'], PlanDefinition> = {
  trial: {
    id: 'trial',
    name: 'Free Trial',
    price: 0,
    originalPrice: null,
    description: 'Try every essential for a week, no card needed',
    duration: '7 days',
    durationDays: 7,
    savings: null,
    popular: false,
    proposalsLimit: 5,
    invoicesLimit: 5,
    features: [
      '5 proposals',
      '5 invoices',
      'PDF view only',
      `${NOT_INCLUDED_MARK}PDF download and e-mail sending`,
      `${NOT_INCLUDED_MARK}AI generation`,
    ],
    buttonText: 'Current Plan',
    buttonVariant: 'outline',
    hideButton: true,
    canExportPdf: false,
    canDraftWithAi: false,
  },
  freelancer: {
    id: 'freelancer',
    name: 'Freelancer',
    price: 49,
    originalPrice: 79,
    description: 'For freelancers and small teams',
    duration: '30 days',
    durationDays: 30,
    savings: 'Save 38%',
    popular: true,
    proposalsLimit: 50,
    invoicesLimit: 50,
    features: [
      '50 proposals per month',
      '50 invoices per month',
      'AI generation',
      'PDF export',
      'Email integration',
      `${NOT_INCLUDED_MARK}Team collaboration`,
    ],
    buttonText: 'Get Freelancer',
    buttonVariant: 'default',
    hideButton: false,
    canExportPdf: true,
    canDraftWithAi: true,
  },
  business: {
    id: 'business',
    name: 'Business',
    price: 99,
    originalPrice: 149,
    description: 'For growing businesses and agencies',
    duration: '30 days',
    durationDays: 30,
    savings: 'Save 34%',
    popular: false,
    proposalsLimit: 100,
    invoicesLimit: 100,
    features: [
      '100 proposals per month',
      '100 invoices per month',
      'Advanced AI',
      'PDF export',
      'Email integration',
      'Priority support',
      'Team collaboration',
    ],
    buttonText: 'Get Business',
    buttonVariant: 'outline',
    hideButton: false,
    canExportPdf: true,
    canDraftWithAi: true,
  },
};

export const PAID_PLAN_IDS: PaidPlanId[] = ['freelancer', 'business'];

export function isPaidPlan(plan: string): plan is PaidPlanId {
  return (PAID_PLAN_IDS as string[]).includes(plan);
}

/** Spec §5: a plan can be started when its lowercase name is freelancer or business. */
export function parsePaidPlan(value: string): PaidPlanId | null {
  const plan = value.trim().toLowerCase();
  return isPaidPlan(plan) ? plan : null;
}

/** The plans in the order the pricing cards show them. */
export const PLAN_LIST: PlanDefinition[] = [PLANS.trial, PLANS.freelancer, PLANS.business];

/** Spec §2: a plan is current when the profile is on it and the subscription is active. */
export function isCurrentPlan(
  planId: PlanDefinition['id'],
  profile: { plan: string; isSubscriptionActive: boolean } | null | undefined,
): boolean {
  return profile?.plan === planId && profile.isSubscriptionActive;
}

/** A feature line without its "not included" mark, and whether the plan includes it. */
export function parsePlanFeature(feature: string): { text: string; included: boolean } {
  return feature.startsWith(NOT_INCLUDED_MARK)
    ? { text: feature.slice(NOT_INCLUDED_MARK.length), included: false }
    : { text: feature, included: true };
}

/** Plan labels (spec section 4). */
export function planLabel(plan: string): { title: string; description: string } {
  switch (plan) {
    case 'business':
      return { title: 'Business Plan', description: 'for growing businesses and agencies' };
    case 'freelancer':
      return { title: 'Freelancer Plan', description: 'for freelancers and small teams' };
    case 'trial':
      return { title: 'Trial Plan', description: 'limited access during trial period' };
    default:
      return { title: 'No Active Plan', description: '' };
  }
}

/** The Plan Features list on the profile (spec section 4). */
export function planFeatures(plan: string): string[] {
  const features = ['Create proposals & invoices', 'Manage personal workspace'];
  if (plan !== 'trial') features.push('Email integration');
  if (plan === 'business') features.push('Advanced analytics');
  return features;
}
