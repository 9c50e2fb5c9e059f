import { Messages } from '@dealdraft/domain';
import { apiErrorOf } from '@/lib/api-errors';

/** Spec §8, login: the api's error codes read as the HTTP statuses the spec names. */
export function loginErrorMessage(error: unknown): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return Messages.auth.loginFailed;
  if (apiError.status === 401) return Messages.auth.invalidCredentials;
  if (apiError.status === 404) return Messages.auth.accountNotFound;
  return apiError.message || Messages.auth.loginFailed;
}

/** Spec §8, signup; a rate limit keeps its own message, which says how long to wait. */
export function signupErrorMessage(error: unknown): string {
  const apiError = apiErrorOf(error);
  if (apiError?.status === 409) return Messages.auth.emailTaken;
  if (apiError?.status === 400) return Messages.auth.signupInvalid;
  if (apiError?.status === 429) return apiError.message;
  return Messages.auth.signupFailed;
}
