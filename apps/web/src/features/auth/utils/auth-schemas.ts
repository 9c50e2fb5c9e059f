import { EMAIL_PATTERN, Messages, Rules } from '@dealdraft/domain';
import { z } from 'zod/v4';
import { strings } from '@/strings';

const v = Messages.validation;

// Like the api, e-mail and name are trimmed first; the password is taken as typed.
const email = z.string().trim().min(1, v.emailRequired).regex(EMAIL_PATTERN, v.email);
const password = z.string().min(1, v.passwordRequired).min(Rules.passwordMin, v.passwordMin);
const name = z.string().trim().min(1, v.nameRequired).min(Rules.nameMin, v.nameMin);

/** Spec §5, sign-in. */
export const signInSchema = z.object({ email, password });
/** Spec §5, sign-up. */
export const signUpSchema = z.object({ name, email, password });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Asking for a reset link: the address alone. */
export const forgotPasswordSchema = z.object({ email });
/** A new password, typed twice so a slip of the finger does not lock the person out again. */
export const resetPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: strings.auth.reset.mismatch,
  });
/** Moving the account: the new address and the current password. */
export const changeEmailSchema = z.object({
  email,
  password: z.string().min(1, v.passwordRequired),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
