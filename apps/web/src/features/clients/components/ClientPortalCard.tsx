import { MailIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import { useClientPortal } from '../hooks/useClientPortal';

const t = strings.portal.owner;

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The client's portal access on their screen: send a sign-in link, who is signed in, revoke. */
export function ClientPortalCard({ clientId, email }: { clientId: string; email: string }) {
  const { access, busy, send, revoke } = useClientPortal(clientId);
  const [confirming, setConfirming] = useState(false);
  const sessions = access?.sessions ?? [];
  const pending = access?.pendingLinks ?? [];
  return (
    <Card className="gap-4" data-testid="client-portal-card">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.title}</h2>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void send()} disabled={busy || !email}>
            <MailIcon aria-hidden />
            {t.send}
          </Button>
          {(sessions.length > 0 || pending.length > 0) && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
              <ShieldOffIcon aria-hidden />
              {t.revoke}
            </Button>
          )}
        </div>
        {!email && <p className="text-muted-foreground">{t.noEmail}</p>}
        <div className="grid gap-1">
          <h3 className="text-xs text-muted-foreground">{t.sessions}</h3>
          {sessions.length === 0 ? (
            <p>{t.noSessions}</p>
          ) : (
            <ul className="grid gap-1">
              {sessions.map((session) => (
                <li key={session.id}>
                  {t.session(formatDate(session.createdAt), dateTime(session.lastSeenAt))}
                </li>
              ))}
            </ul>
          )}
        </div>
        {pending.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-xs text-muted-foreground">{t.pending}</h3>
            <ul className="grid gap-1">
              {pending.map((link) => (
                <li key={link.id}>{t.link(dateTime(link.expiresAt))}</li>
              ))}
            </ul>
          </div>
        )}
        {access && (
          <div className="grid gap-1">
            <h3 className="text-xs text-muted-foreground">{t.signInPage}</h3>
            <p className="break-all">{access.signInUrl}</p>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t.revoke}
        text={t.revokeConfirm}
        action={t.revoke}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await revoke();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
