import {
  PaymentAccountMessages,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
} from '@dealdraft/domain';
import { CreditCardIcon, KeyRoundIcon, UnplugIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import {
  usePaymentAccount,
  type PaymentAccount,
  type StripeKeyErrors,
} from '../hooks/usePaymentAccount';

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
              <ConnectedAccount
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
                <ConnectForm
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

type ConnectedAccountProps = {
  account: PaymentAccount;
  canReplace: boolean;
  onReplace: () => void;
  onDisconnect: () => void;
};

/** The connected account: its name and id, its mode, the key's last four and since when. */
function ConnectedAccount({ account, canReplace, onReplace, onDisconnect }: ConnectedAccountProps) {
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

type ConnectFormProps = {
  connect: ReturnType<typeof usePaymentAccount>['connect'];
  connecting: boolean;
  onConnected: () => void;
  /** Replacing the keys of a connected account can be given up; a first connection cannot. */
  onCancel?: () => void;
};

/** The secret key and webhook signing secret, checked here for their shape, then by Stripe. */
function ConnectForm({ connect, connecting, onConnected, onCancel }: ConnectFormProps) {
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [errors, setErrors] = useState<StripeKeyErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim() };
    const next: StripeKeyErrors = {
      secretKey: STRIPE_SECRET_KEY_PATTERN.test(input.secretKey)
        ? undefined
        : PaymentAccountMessages.secretKey,
      webhookSecret: STRIPE_WEBHOOK_SECRET_PATTERN.test(input.webhookSecret)
        ? undefined
        : PaymentAccountMessages.webhookSecret,
    };
    setErrors(next);
    if (next.secretKey || next.webhookSecret) return;
    const result = await connect(input);
    if (result.ok) {
      setSecretKey('');
      setWebhookSecret('');
      onConnected();
    } else {
      setErrors(result.fieldErrors);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <SecretField
        label={t.secretKeyLabel}
        hint={t.secretKeyHint}
        placeholder={t.secretKeyPlaceholder}
        error={errors.secretKey}
        value={secretKey}
        onChange={setSecretKey}
      />
      <SecretField
        label={t.webhookSecretLabel}
        hint={t.webhookSecretHint}
        placeholder={t.webhookSecretPlaceholder}
        error={errors.webhookSecret}
        value={webhookSecret}
        onChange={setWebhookSecret}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={connecting} busyLabel={t.connecting}>
          <CreditCardIcon aria-hidden />
          {t.connect}
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="outline" disabled={connecting} onClick={onCancel}>
            {strings.common.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

type SecretFieldProps = {
  label: string;
  hint: string;
  placeholder: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A pasted secret: hidden as typed, never autofilled or spell-checked. */
function SecretField({ label, hint, placeholder, error, value, onChange }: SecretFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
