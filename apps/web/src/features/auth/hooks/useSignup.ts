import { useMutation } from '@apollo/client/react';
import { Messages } from '@dealdraft/domain';
import { SignupDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import type { SignUpValues } from '../utils/auth-schemas';
import { signupErrorMessage } from '../utils/auth-errors';
import { useStartSession, type AfterAuth } from './useStartSession';

export function useSignup(afterAuth?: AfterAuth): (input: SignUpValues) => Promise<void> {
  const [signupMutation] = useMutation(SignupDocument);
  const startSession = useStartSession();

  return async (input) => {
    try {
      const { data } = await signupMutation({ variables: { input } });
      // Only errorPolicy 'none' is used, so a reply without data cannot be a success.
      if (!data) throw new Error('Signup returned no data');
      const payload = afterAuth ? await afterAuth(data.signup) : data.signup;
      startSession(payload, Messages.auth.signupSuccess);
    } catch (error) {
      notify.error(signupErrorMessage(error));
    }
  };
}
