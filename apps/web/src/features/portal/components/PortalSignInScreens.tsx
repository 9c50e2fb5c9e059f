import { PortalMessages } from '@dealdraft/domain';
import { LinkIcon, LogInIcon, MailCheckIcon, MailIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import { PortalError, lastWorkspace, portalApi } from '../portal-api';

const t = strings.portal;

/**
 * /portal/:workspaceId: the client types their e-mail; the api answers the same whether or not
 * it is a client's (the link goes only to an address on file), and the page shows that answer.
 */
export function PortalRequestScreen({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await portalApi.requestLink(workspaceId, email);
      setSent(true);
    } catch (caught) {
      const refused = caught instanceof PortalError ? caught : null;
      setError(refused?.fields.email ?? refused?.message ?? t.request.failed);
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <MessageScreen
        icon={MailCheckIcon}
        tone="success"
        title={t.request.sentTitle}
        description={PortalMessages.linkRequested}
      />
    );
  }
  return (
    <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-xl">{t.request.title}</CardTitle>
          <CardDescription>{t.request.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="grid gap-5">
            <FormField label={t.request.email} error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  autoFocus
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <SubmitButton busy={busy} busyLabel={t.request.submitting} size="lg">
              <MailIcon aria-hidden />
              {t.request.submit}
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * /portal/sign-in/:token: the e-mail's link. Opening it spends nothing (a mail scanner that
 * fetches links would otherwise burn it); the client's click on "Open my documents" does.
 */
export function PortalSignInScreen({
  token,
  workspaceId,
}: {
  token: string;
  workspaceId: string | null;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    try {
      const { workspaceId: signedInTo } = await portalApi.signIn(token);
      lastWorkspace.set(signedInTo);
      await navigate('/portal', { replace: true });
    } catch (caught) {
      setRefused((caught as Error).message || t.signIn.invalidTitle);
      setBusy(false);
    }
  };
  if (refused) {
    return (
      <MessageScreen
        icon={LinkIcon}
        tone="destructive"
        title={t.signIn.invalidTitle}
        description={refused}
      >
        {workspaceId && (
          <Button asChild>
            <Link to={`/portal/${encodeURIComponent(workspaceId)}`}>{t.signIn.askNew}</Link>
          </Button>
        )}
      </MessageScreen>
    );
  }
  return (
    <MessageScreen icon={LogInIcon} title={t.signIn.title} description={t.signIn.description}>
      <Button size="lg" onClick={() => void open()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t.signIn.opening : t.signIn.open}
      </Button>
    </MessageScreen>
  );
}

/** The portal without a session: the e-mail's link, or a new one from the sign-in page. */
export function PortalSignedOut() {
  const workspaceId = lastWorkspace.get();
  return (
    <MessageScreen icon={LogInIcon} title={t.signedOut.title} description={t.signedOut.description}>
      {workspaceId && (
        <Button asChild>
          <Link to={`/portal/${encodeURIComponent(workspaceId)}`}>{t.signedOut.askNew}</Link>
        </Button>
      )}
    </MessageScreen>
  );
}
