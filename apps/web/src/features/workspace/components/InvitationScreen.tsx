import { CircleAlertIcon, MailOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { Spinner } from '@/components/ui/Spinner';
import { labelOf } from '@/lib/format';
import { useSessionState } from '@/lib/session';
import { strings } from '@/strings';
import { useAcceptInvitation, useInvitationPreview } from '../hooks/useInvitation';

const t = strings.workspace.invitation;

/**
 * /invitations/:token: who invites whom to which workspace. Signed in, Join accepts it; signed
 * out, sign-in and sign-up carry the token and accept it once the person is in.
 */
export function InvitationScreen({ token }: { token: string }) {
  const sessionState = useSessionState();
  const user = sessionState.status === 'signed-in' ? sessionState.session.user : null;
  const { preview, loading, error } = useInvitationPreview(token);
  const { join, joining } = useAcceptInvitation(token);

  // A stored session is still being confirmed: wait, rather than offer sign-in for a moment.
  if (loading || sessionState.status === 'restoring') {
    return (
      <main className="grid flex-1 place-items-center py-24">
        <Spinner label={t.loading} className="size-8" />
      </main>
    );
  }
  if (error || !preview) {
    return (
      <MessageScreen
        icon={CircleAlertIcon}
        tone="destructive"
        title={t.unavailable}
        description={error ?? t.loadFailed}
      >
        <Button asChild variant="outline">
          <Link to={user ? '/dashboard' : '/'}>{user ? t.goToDashboard : t.goHome}</Link>
        </Button>
      </MessageScreen>
    );
  }

  const query = `?invitation=${encodeURIComponent(token)}`;
  return (
    <MessageScreen
      icon={MailOpenIcon}
      title={t.join(preview.workspaceName)}
      description={
        <>
          {preview.invitedByName ? t.invitedBy(preview.invitedByName) : t.invitedByNobody}{' '}
          <span className="font-medium break-all text-foreground">{preview.email}</span> {t.toJoin}{' '}
          <span className="font-medium text-foreground">{preview.workspaceName}</span>{' '}
          {labelOf(t.asRole, preview.role)}
        </>
      }
      footnote={user ? t.signedInAs(user.email) : undefined}
    >
      {user ? (
        <Button
          size="lg"
          disabled={joining}
          aria-busy={joining || undefined}
          onClick={() => void join(preview.workspaceName)}
        >
          {t.join(preview.workspaceName)}
        </Button>
      ) : (
        <>
          <Button asChild size="lg">
            <Link to={`/login${query}`}>{t.signIn}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/signup${query}`}>{t.createAccount}</Link>
          </Button>
        </>
      )}
    </MessageScreen>
  );
}
