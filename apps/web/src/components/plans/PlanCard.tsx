import {
  isPaidPlan,
  parsePlanFeature,
  type PaidPlanId,
  type PlanDefinition,
} from '@dealdraft/domain';
import { CheckIcon, ClockIcon, XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.plans;

type PlanCardProps = {
  plan: PlanDefinition;
  isCurrent: boolean;
  pendingPlan: PaidPlanId | null;
  onSelect: (plan: PaidPlanId) => void;
};

/** One plan: its price and duration, what it includes and leaves out, and its button. */
export function PlanCard({ plan, isCurrent, pendingPlan, onSelect }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn('relative', plan.popular && 'border-primary shadow-md ring-1 ring-primary')}
    >
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          {t.mostPopular}
        </Badge>
      )}
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={headingId} className="text-xl">
            {plan.name}
          </CardTitle>
          {plan.savings && <Badge variant="success">{plan.savings}</Badge>}
        </div>
        {/* Two lines' room, so the prices line up across the row. */}
        <CardDescription className="md:min-h-10">{plan.description}</CardDescription>
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-6">
        <div className="flex flex-col gap-1.5">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold tracking-tight">${plan.price}</span>
            <span className="text-muted-foreground">
              {plan.price !== 0 ? t.perMonth : plan.durationDays ? t.freeTrial : t.foreverFree}
            </span>
            {plan.originalPrice !== null && (
              <s className="text-sm text-muted-foreground">
                <span className="sr-only">{t.was}</span>${plan.originalPrice}
              </s>
            )}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ClockIcon className="size-3.5" aria-hidden />
            {plan.duration}
          </p>
        </div>

        <ul className="flex flex-col gap-2.5" aria-label={t.featuresLabel(plan.name)}>
          {plan.features.map((feature) => {
            const { text, included } = parsePlanFeature(feature);
            return (
              <li
                key={feature}
                className={cn(
                  'flex items-start gap-2 text-sm',
                  !included && 'text-muted-foreground',
                )}
              >
                {included ? (
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <XIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" aria-hidden />
                )}
                <span>
                  {!included && <span className="sr-only">{t.notIncluded}</span>}
                  {text}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>

      {!plan.hideButton && isPaidPlan(plan.id) && (
        <CardFooter>
          <PlanButton
            plan={plan}
            planId={plan.id}
            isCurrent={isCurrent}
            pendingPlan={pendingPlan}
            onSelect={onSelect}
          />
        </CardFooter>
      )}
    </Card>
  );
}

type PlanButtonProps = Omit<PlanCardProps, 'plan'> & { plan: PlanDefinition; planId: PaidPlanId };

/** Current Plan (disabled) on the active plan; Processing... on the one starting a checkout. */
function PlanButton({ plan, planId, isCurrent, pendingPlan, onSelect }: PlanButtonProps) {
  const label = isCurrent
    ? t.currentPlan
    : pendingPlan === planId
      ? strings.common.processing
      : plan.buttonText;
  return (
    <Button
      className="w-full"
      size="lg"
      variant={isCurrent ? 'outline' : plan.buttonVariant}
      disabled={isCurrent || pendingPlan !== null}
      onClick={() => onSelect(planId)}
    >
      {label}
    </Button>
  );
}
