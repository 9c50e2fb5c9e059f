import { CreditCardIcon, KeyRoundIcon, UnplugIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { PaymentAccount } from '../hooks/usePaymentAccount';

const t = strings.workspace.paymentAccount;

type ConnectedPaymentAccountProps = {
  account: PaymentAccount;
  canReplace: boolean;
  onReplace: () => void;
  onDisconnect: () => void;
};

/** The connected account: its name and id, its mode, the key's last four and since when. */
export function ConnectedPaymentAccount({
  account,
  canReplace,
  onReplace,
  onDisconnect,
}: ConnectedPaymentAccountProps) {
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <CreditCardIcon aria-hidden className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words">
              {account.accountName ?? t.unnamedAccount}
            </span>
            <Badge variant={account.livemode ? 'success' : 'warning'}>
              {account.livemode ? t.liveMode : t.testMode}
            </Badge>
          </div>
          {account.stripeAccountId && (
            <span className="font-mono text-xs break-all text-muted-foreground">
              {account.stripeAccountId}
            </span>
          )}
          <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {account.keyHint && <span>{t.keyEnding(account.keyHint)}</span>}
            {account.connectedAt && <span>{t.connectedOn(formatDate(account.connectedAt))}</span>}
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {canReplace && (
          <Button variant="outline" onClick={onReplace}>
            <KeyRoundIcon aria-hidden />
            {t.replaceKeys}
          </Button>
        )}
        <Button
          variant="outline"
          className="hover:bg-destructive/10 hover:text-destructive"
          onClick={onDisconnect}
        >
          <UnplugIcon aria-hidden />
          {t.disconnect}
        </Button>
      </div>
    </div>
  );
}
