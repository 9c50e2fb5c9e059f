import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { AccountMessages } from '@dealdraft/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { AccountEmailField } from './AccountEmailField';
import { PasswordInput } from './PasswordInput';
import { changeEmailSchema, type ChangeEmailValues } from '../utils/auth-schemas';
import { RequestEmailChangeDocument } from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.profile.changeEmail;

/**
 * Moving the account to another address: the current password, then a link to the new address.
 * Nothing changes until that link is opened, so a typo cannot lock the person out.
 */
export function ChangeEmailCard() {
  const [requestChange] = useMutation(RequestEmailChangeDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = async (input: ChangeEmailValues) => {
    try {
      const { data } = await requestChange({ variables: { input } });
      if (!data) throw new Error('Request returned no data');
      setSentTo(data.requestEmailChange);
      reset();
    } catch (error) {
      const fields = fieldErrorsOf(error).filter(
        (e) => e.field === 'email' || e.field === 'password',
      );
      for (const { field, messages } of fields)
        setError(field as keyof ChangeEmailValues, { message: messages[0] });
      if (fields.length === 0) notify.error(messageOr(error, t.failed));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription role="status">
          {sentTo ? AccountMessages.emailChangeRequested(sentTo) : t.description}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit(submit)}
          className="grid gap-5 sm:grid-cols-2 sm:items-start"
        >
          <AccountEmailField
            label={t.newEmail}
            registration={register('email')}
            error={errors.email?.message}
          />
          <FormField label={t.currentPassword} error={errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...register('password')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <SubmitButton busy={isSubmitting} busyLabel={t.submitting}>
              {t.submit}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
