import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { AuthCard, type AuthMode } from '@/features/auth/components/AuthCard';
import {
  useAcceptInvitationAfterAuth,
  useInvitedEmail,
} from '@/features/workspace/hooks/useInvitation';

export function AuthPage({ mode }: { mode: AuthMode }) {
  // From an invitation link: once signed in (or up), the invitation is accepted.
  const [params] = useSearchParams();
  const afterAuth = useAcceptInvitationAfterAuth(params.get('invitation'));
  const invitedEmail = useInvitedEmail(params.get('invitation'));
  return (
    <PublicLayout>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <AuthCard mode={mode} afterAuth={afterAuth} email={invitedEmail} />
      </main>
    </PublicLayout>
  );
}
