import { useProfile } from '@/features/profile/hooks/useProfile';
import { PlanPicker } from '@/features/subscription/components/PlanPicker';

/** The landing page's plan cards for a signed-in user: their plan is marked, checkout works. */
export default function SignedInPlans() {
  const state = useProfile();
  return <PlanPicker current={state.status === 'ready' ? state.profile : null} />;
}
