import {
  PaymentAccountMessages,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
} from '@dealdraft/domain';
import { CreditCardIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import { usePaymentAccount, type StripeKeyErrors } from '../hooks/usePaymentAccount';

const t = strings.workspace.paymentAccount;

type PaymentAccountConnectFormProps = {
  connect: ReturnType<typeof usePaymentAccount>['connect'];
  connecting: boolean;
  onConnected: () => void;
  /** Replacing the keys of a connected account can be given up; a first connection cannot. */
  onCancel?: () => void;
};

/** The secret key and webhook signing secret, checked here for their shape, then by Stripe. */
export function PaymentAccountConnectForm({
  connect,
  connecting,
  onConnected,
  onCancel,
}: PaymentAccountConnectFormProps) {
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
