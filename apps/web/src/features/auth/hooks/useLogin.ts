import { useMutation } from '@apollo/client/react';
import { Messages } from '@dealdraft/domain';
import { LoginDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import type { SignInValues } from '../utils/auth-schemas';
import { loginErrorMessage } from '../utils/auth-errors';
import { useStartSession, type AfterAuth } from './useStartSession';

export function useLogin(afterAuth?: AfterAuth): (input: SignInValues) => Promise<void> {
  const [loginMutation] = useMutation(LoginDocument);
  const startSession = useStartSession();

  return async (input) => {
    try {
      const { data } = await loginMutation({ variables: { input } });
      // Only errorPolicy 'none' is used, so a reply without data cannot be a success.
      if (!data) throw new Error('Login returned no data');
      const payload = afterAuth ? await afterAuth(data.login) : data.login;
      startSession(payload, Messages.auth.loginSuccess);
    } catch (error) {
      notify.error(loginErrorMessage(error));
    }
  };
}
