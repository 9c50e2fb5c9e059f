import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { AccountMessages } from '@dealdraft/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ResetPasswordDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useStartSession } from '../hooks/useStartSession';
import { resetPasswordSchema, type ResetPasswordValues } from '../utils/auth-schemas';
import { AUTH_LINK_CLASS, AuthPanel } from './AuthPanel';
import { PasswordInput } from './PasswordInput';

const t = strings.auth.reset;

/** A new password from the e-mailed link; the api signs every old session out and this one in. */
export function ResetPasswordCard({ token }: { token: string }) {
  const [reset] = useMutation(ResetPasswordDocument);
  const startSession = useStartSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = async ({ password }: ResetPasswordValues) => {
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      if (!data) throw new Error('Reset returned no data');
      startSession(data.resetPassword, AccountMessages.resetDone);
    } catch (error) {
      notify.error(messageOr(error, t.failed));
    }
  };
  return (
    <AuthPanel
      title={t.title}
      description={t.subtitle}
      footer={
        <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
          {t.askAgain}
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5">
        <FormField label={t.newPassword} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="new-password"
              autoFocus
            />
          )}
        </FormField>
        <FormField label={t.confirmPassword} error={errors.confirm?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" />
          )}
        </FormField>
        <SubmitButton busy={isSubmitting} busyLabel={t.submitting} size="lg" className="mt-1">
          {t.submit}
        </SubmitButton>
      </form>
    </AuthPanel>
  );
}
