import { cancelsOnText, isPaidPlan, planFeatures, type PaidPlanId } from '@dealdraft/domain';
import { CheckIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Profile } from '../hooks/useProfile';
import {
  canCancelSubscription,
  canPurchaseNewSubscription,
  canResumeSubscription,
  canSeeBilling,
  canViewPricingPlans,
} from '../utils/subscription';
import { PlanBadge } from './PlanBadge';

const t = strings.profile.subscription;

/** Buttons owned by the subscription feature; the card decides when each is shown. */
export type SubscriptionActions = {
  /** Cancel Subscription, with its confirmation dialog. */
  cancel: ReactNode;
  /** Purchase New Subscription, buying the lapsed paid plan again. */
  purchase: (plan: PaidPlanId) => ReactNode;
  /** Resume Subscription, undoing a pending cancel before the period ends. */
  resume: ReactNode;
};

type SubscriptionCardProps = {
  profile: Profile;
  onViewPricing: () => void;
  actions?: SubscriptionActions;
};

/** Plan, status, billing dates, usage against the limits and the plan's features (spec §2). */
export function SubscriptionCard({ profile, onViewPricing, actions }: SubscriptionCardProps) {
  const { plan, isSubscriptionActive, planStart, planEnd, cancelAtPeriodEnd } = profile;
  // A workspace member sees the plan, never its billing buttons.
  const billing = canSeeBilling(profile);
  const showCancel = billing && actions && canCancelSubscription(profile);
  const showResume = billing && actions && canResumeSubscription(profile);
  const showPurchase =
    billing && actions && isPaidPlan(plan) && canPurchaseNewSubscription(profile);
  const showPricing = billing && canViewPricingPlans(profile);
  // A pending cancel ends the plan at planEnd: that date is the cancel date, not a next bill.
  const cancelsOn = cancelAtPeriodEnd && isSubscriptionActive && planEnd ? planEnd : null;
  const nextBilling = cancelsOn ? null : planEnd;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <PlanBadge plan={plan} />
          <Badge variant={isSubscriptionActive ? 'success' : 'destructive'}>
            {isSubscriptionActive ? t.active : t.inactive}
          </Badge>
          {cancelsOn && <Badge variant="warning">{cancelsOnText(formatDate(cancelsOn))}</Badge>}
        </div>

        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term={t.startDate} className={nextBilling ? undefined : 'sm:col-span-2'}>
            {planStart ? formatDate(planStart) : '—'}
          </Detail>
          {nextBilling && <Detail term={t.nextBilling}>{formatDate(nextBilling)}</Detail>}
          <Usage term={t.proposals} used={profile.proposalsUsed} limit={profile.proposalsLimit} />
          <Usage term={t.invoices} used={profile.invoicesUsed} limit={profile.invoicesLimit} />
        </dl>

        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-medium">{t.features}</h4>
          <ul className="grid gap-2 sm:grid-cols-2">
            {planFeatures(plan).map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <CheckIcon className="size-4 shrink-0 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </div>

        {(showPricing || showPurchase || showCancel || showResume) && (
          <div className="flex flex-wrap gap-3">
            {showPricing && (
              <Button onClick={onViewPricing}>
                <SparklesIcon aria-hidden />
                {t.viewPricing}
              </Button>
            )}
            {showPurchase && actions.purchase(plan)}
            {showCancel && actions.cancel}
            {showResume && actions.resume}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Usage({ term, used, limit }: { term: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <Detail term={term}>
      <span className="tabular-nums">
        {used} / {limit}
      </span>
      {/* The numbers above already say this; the bar is for the eye only. */}
      <span aria-hidden className="mt-2 block h-1.5 overflow-hidden rounded-full bg-border">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
    </Detail>
  );
}
