import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { RequestPasswordResetDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../utils/auth-schemas';
import { AccountEmailField } from './AccountEmailField';
import { AUTH_LINK_CLASS, AuthPanel } from './AuthPanel';

const t = strings.auth.forgot;

/**
 * Asks for a reset link. The api answers the same whether or not the address has an account,
 * and the card shows that answer as it came.
 */
export function ForgotPasswordCard() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = async (input: ForgotPasswordValues) => {
    try {
      const { data } = await request({ variables: { input } });
      setSent(data?.requestPasswordReset ?? null);
    } catch (error) {
      notify.error(messageOr(error, t.failed));
    }
  };
  const back = (
    <Link to="/login" className={AUTH_LINK_CLASS}>
      {t.backToSignIn}
    </Link>
  );
  if (sent) return <AuthPanel title={t.sentTitle} description={sent} footer={back} />;
  return (
    <AuthPanel title={t.title} description={t.subtitle} footer={back}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5">
        <AccountEmailField
          registration={register('email')}
          error={errors.email?.message}
          autoFocus
        />
        <SubmitButton busy={isSubmitting} busyLabel={t.submitting} size="lg" className="mt-1">
          {t.submit}
        </SubmitButton>
      </form>
    </AuthPanel>
  );
}
