import { PORTAL_REQUEST_HEADER } from '@dealdraft/domain';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';

const t = strings.portal.fromLink;

/**
 * "Email me a link to all my documents": a client portal sign-in link, mailed to the e-mail on
 * file for this document's client (the visitor types no address).
 */
export function PortalLinkRequest({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const ask = async () => {
    setState('busy');
    const response = await fetch(`/api/client/${encodeURIComponent(token)}/portal-link`, {
      method: 'POST',
      headers: { [PORTAL_REQUEST_HEADER]: '1' },
    }).catch(() => null);
    setState(response?.ok ? 'sent' : 'failed');
  };
  if (state === 'sent')
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {t.sent}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => void ask()} disabled={state === 'busy'}>
        <MailIcon aria-hidden />
        {t.ask}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t.failed}
        </p>
      )}
    </div>
  );
}
