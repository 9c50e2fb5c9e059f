import { Rules } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import { useSignup } from '../hooks/useSignup';
import type { AfterAuth } from '../hooks/useStartSession';
import { signUpSchema, type SignUpValues } from '../utils/auth-schemas';
import { AccountEmailField } from './AccountEmailField';
import { PasswordInput } from './PasswordInput';

const t = strings.auth;

export function SignUpForm({ afterAuth, email }: { afterAuth?: AfterAuth; email?: string }) {
  const signup = useSignup(afterAuth);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  // The address arrives after the first render (the invitation is read by its link); it fills
  // the field unless the person has typed one already.
  useEffect(() => {
    if (email && !getValues('email')) setValue('email', email);
  }, [email, getValues, setValue]);

  return (
    <form noValidate onSubmit={handleSubmit(signup)} className="grid gap-5">
      <FormField label={t.signUp.fullName} error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...register('name')} autoComplete="name" maxLength={Rules.nameMax} />
        )}
      </FormField>
      <AccountEmailField
        registration={register('email')}
        error={errors.email?.message}
        maxLength={Rules.emailMax}
      />
      <FormField label={t.password.label} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="new-password"
            maxLength={Rules.passwordMax}
          />
        )}
      </FormField>
      <SubmitButton busy={isSubmitting} busyLabel={t.signUp.submitting} size="lg" className="mt-1">
        {t.signUp.submit}
      </SubmitButton>
    </form>
  );
}
