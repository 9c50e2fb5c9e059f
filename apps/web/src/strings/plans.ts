/** The plan cards (components/plans). */
export const plans = {
  mostPopular: 'Most Popular',
  /** Beside a free plan's $0 when it never ends (the spec's words). */
  foreverFree: 'Forever Free',
  /** Beside a free plan's $0 when it lasts a while: a trial is not free forever. */
  freeTrial: 'free, no card needed',
  /** Beside a paid plan's price: "$29/month". */
  perMonth: '/month',
  /** Read by screen readers before a struck-out former price ("was $39"); keeps its trailing space. */
  was: 'was ',
  /** Read by screen readers before a feature the plan lacks; keeps its trailing space. */
  notIncluded: 'Not included: ',
  /** The name of a plan's feature list, for screen readers. */
  featuresLabel: (plan: string) => `${plan} features`,
  currentPlan: 'Current Plan',
};
