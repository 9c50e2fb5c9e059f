import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { usePaymentAccount } from '../hooks/usePaymentAccount';
import { ConnectedPaymentAccount } from './ConnectedPaymentAccount';
import { PaymentAccountConnectForm } from './PaymentAccountConnectForm';

const t = strings.workspace.paymentAccount;

/**
 * /workspace, the owner's: the workspace's own Stripe account, where clients' card payments go.
 * The keys are pasted once, checked with Stripe by the api and never shown again: the card shows
 * the account they open and the secret key's last four characters.
 */
export function PaymentAccountCard() {
  const { account, failed, connecting, disconnecting, connect, disconnect } = usePaymentAccount();
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const confirmDisconnect = async () => {
    if (await disconnect()) {
      setConfirming(false);
      setReplacing(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failed ? (
          <p className="text-sm text-destructive">{t.loadFailed}</p>
        ) : !account ? (
          <Spinner label={t.loading} className="size-5" />
        ) : (
          <>
            {account.connected && (
              <ConnectedPaymentAccount
                account={account}
                canReplace={account.available && !replacing}
                onReplace={() => setReplacing(true)}
                onDisconnect={() => setConfirming(true)}
              />
            )}
            {!account.available ? (
              <p className="rounded-lg border border-dashed bg-muted/40 p-3 text-sm text-muted-foreground">
                {t.unavailable}
              </p>
            ) : (
              (!account.connected || replacing) && (
                <PaymentAccountConnectForm
                  connect={connect}
                  connecting={connecting}
                  onConnected={() => setReplacing(false)}
                  onCancel={account.connected ? () => setReplacing(false) : undefined}
                />
              )
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t.disconnectTitle}
        text={t.disconnectText}
        action={t.disconnect}
        busy={disconnecting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDisconnect()}
      />
    </Card>
  );
}
