import { useParams, useSearchParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { PortalScreen } from '@/features/portal/components/PortalScreen';
import {
  PortalRequestScreen,
  PortalSignInScreen,
} from '@/features/portal/components/PortalSignInScreens';

/** /portal — a client's documents; the portal's HttpOnly cookie is the session. */
export function PortalPage() {
  return (
    <PublicLayout>
      <PortalScreen />
    </PublicLayout>
  );
}

/** /portal/:workspaceId — the sign-in page a business gives its clients. */
export function PortalRequestPage() {
  const { workspaceId = '' } = useParams();
  return (
    <PublicLayout>
      <PortalRequestScreen workspaceId={workspaceId} />
    </PublicLayout>
  );
}

/** /portal/sign-in/:token?w= — the e-mail's link; signs in on the button, never on opening. */
export function PortalSignInPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <PortalSignInScreen token={token} workspaceId={params.get('w')} />
    </PublicLayout>
  );
}
