import { canManageBilling } from '@dealdraft/domain';
import { Navigate, Outlet } from 'react-router';
import { useSessionState } from '@/lib/session';
import { PageSpinner } from './PageSpinner';
import { usePricingAccess } from './pricing-access';

/** Dashboard, proposals, invoices, profile and pricing: signed-out visitors go home. */
export function SignedInRoute() {
  const state = useSessionState();
  switch (state.status) {
    case 'restoring':
      return <PageSpinner />;
    case 'signed-in':
      return <Outlet />;
    case 'signed-out':
      // Spec §8: a session the api refused sends its user to sign in again.
      return <Navigate to={state.expired ? '/login' : '/'} replace />;
  }
}

/** Login, auth and signup: a signed-in user has nothing to do there. */
export function SignedOutRoute() {
  const state = useSessionState();
  switch (state.status) {
    case 'restoring':
      return <PageSpinner />;
    case 'signed-in':
      return <Navigate to="/dashboard" replace />;
    case 'signed-out':
      return <Outlet />;
  }
}

/**
 * /pricing, only right after View Pricing Plans; sits inside SignedInRoute. Billing is the
 * workspace owner's, so admins and members never see the pricing either.
 */
export function PricingAccessRoute() {
  const { granted } = usePricingAccess();
  const state = useSessionState();
  const role = state.status === 'signed-out' ? null : state.session.user.role;
  const allowed = granted && role !== null && canManageBilling(role);
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
