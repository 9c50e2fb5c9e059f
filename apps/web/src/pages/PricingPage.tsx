import { SubscriptionCopy } from '@dealdraft/domain';
import { PageHeader } from '@/components/ui/PageHeader';
import { useProfile } from '@/features/profile/hooks/useProfile';
import { PlanPicker } from '@/features/subscription/components/PlanPicker';
import { strings } from '@/strings';

/** /pricing: reached only through View Pricing Plans (the route's temporary permission). */
export function PricingPage() {
  const state = useProfile();
  return (
    <>
      <PageHeader
        title={strings.app.pricing.title}
        description={SubscriptionCopy.pricingSectionText}
      />
      <PlanPicker current={state.status === 'ready' ? state.profile : null} />
    </>
  );
}
