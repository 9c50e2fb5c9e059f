import { Rules } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useSignup } from '../hooks/useSignup';
import type { AfterAuth } from '../hooks/useStartSession';
import { signUpSchema, type SignUpValues } from '../utils/auth-schemas';
import { PasswordInput } from './PasswordInput';

export function SignUpForm({ afterAuth }: { afterAuth?: AfterAuth }) {
  const signup = useSignup(afterAuth);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(signup)} className="grid gap-5">
      <FormField label="Full Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...register('name')} autoComplete="name" maxLength={Rules.nameMax} />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            maxLength={Rules.emailMax}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="new-password"
            maxLength={Rules.passwordMax}
          />
        )}
      </FormField>
      <SubmitButton busy={isSubmitting} busyLabel="Creating account..." size="lg" className="mt-1">
        Create Account
      </SubmitButton>
    </form>
  );
}
