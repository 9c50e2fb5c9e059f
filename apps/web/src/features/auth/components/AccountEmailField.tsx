import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';

/** An account's e-mail address, as sign-in, sign-up, the reset request and the change ask it. */
export function AccountEmailField({
  registration,
  error,
  label = strings.common.email,
  autoFocus,
  maxLength,
}: {
  registration: UseFormRegisterReturn<'email'>;
  error: string | undefined;
  label?: string;
  autoFocus?: boolean;
  maxLength?: number;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          placeholder={strings.auth.emailPlaceholder}
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}
