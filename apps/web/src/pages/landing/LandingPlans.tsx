import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PlanCards } from '@/components/plans/PlanCards';
import { useSessionState } from '@/lib/session';

// Checkout and the profile matter only to a signed-in user; a visitor's page skips their code.
const SignedInPlans = lazy(() => import('./SignedInPlans'));

/**
 * The landing page's shared plan cards. A visitor pressing a plan button is sent to login
 * (spec §2); a signed-in user sees their plan marked and can start a checkout.
 */
export default function LandingPlans() {
  const session = useSessionState();
  const navigate = useNavigate();
  const visitorCards = <PlanCards onSelect={() => void navigate('/login')} />;
  if (session.status !== 'signed-in') return visitorCards;
  return (
    <Suspense fallback={visitorCards}>
      <SignedInPlans />
    </Suspense>
  );
}
