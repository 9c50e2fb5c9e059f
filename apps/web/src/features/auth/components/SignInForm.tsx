import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import { useLogin } from '../hooks/useLogin';
import type { AfterAuth } from '../hooks/useStartSession';
import { signInSchema, type SignInValues } from '../utils/auth-schemas';
import { AccountEmailField } from './AccountEmailField';
import { PasswordInput } from './PasswordInput';

const t = strings.auth;

export function SignInForm({ afterAuth, email }: { afterAuth?: AfterAuth; email?: string }) {
  const login = useLogin(afterAuth);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  // The address arrives after the first render (the invitation is read by its link); it fills
  // the field unless the person has typed one already.
  useEffect(() => {
    if (email && !getValues('email')) setValue('email', email);
  }, [email, getValues, setValue]);

  return (
    <form noValidate onSubmit={handleSubmit(login)} className="grid gap-5">
      <AccountEmailField registration={register('email')} error={errors.email?.message} />
      <div className="grid gap-2">
        <FormField label={t.password.label} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </FormField>
        <Link
          to="/forgot-password"
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {t.forgotLink}
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} busyLabel={t.signIn.submitting} size="lg" className="mt-1">
        {t.signIn.submit}
      </SubmitButton>
    </form>
  );
}
