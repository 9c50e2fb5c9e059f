/**
 * Getting back into an account and moving it to another address: the answers, the limits and
 * the e-mails, shared by the api and the web so both say the same words.
 */
import { PRODUCT_NAME } from './messages';

/** A reset or confirmation link works for this long after it is sent. */
export const ACCOUNT_TOKEN_TTL_MINUTES = 60;

export type AccountTokenPurpose = 'password-reset' | 'email-change';

export const AccountMessages = {
  /**
   * The one answer to a reset request, whether or not the address has an account: saying which
   * would let anyone find out who uses the product.
   */
  resetRequested:
    'If an account exists for that address, we have sent it a link to reset the password. The link works for 1 hour.',
  resetDone:
    'Your password has been changed. You are signed in, and every other session has been signed out.',
  /** Unknown, used, superseded or expired: a 256-bit token cannot be guessed, so one answer fits all. */
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  tooManyResets: 'Too many reset requests. Please wait an hour and try again.',
  emailChangeRequested: (email: string) =>
    `We have sent a confirmation link to ${email}. Your address changes when you open it; the link works for 1 hour.`,
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired. Ask for a new one.',
  emailUnchanged: 'This is already your e-mail address.',
  passwordIncorrect: 'The password is not correct.',
  tooManyEmailChanges: 'Too many e-mail changes requested. Please wait an hour and try again.',
  tokenRequired: 'The link is incomplete. Open it again from the e-mail.',
} as const;

export function passwordResetSubject(): string {
  return `Reset your ${PRODUCT_NAME} password`;
}

export function emailChangeSubject(): string {
  return `Confirm your new ${PRODUCT_NAME} e-mail address`;
}

/** The HTML e-mail's button to an account link, beside the link written out. */
export const ACCOUNT_EMAIL_BUTTONS = {
  passwordReset: 'Choose a new password',
  emailChange: 'Confirm this address',
} as const;

/** The reset e-mail: the link, how long it works, and what to do if it was not you. */
export function passwordResetEmailLines(input: { name: string; url: string }): string[] {
  return [
    `Hello ${input.name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password here:`,
    input.url,
    '',
    `The link works for 1 hour and only once. Setting a new password signs out every session.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
}

/** Sent to the new address: the link that moves the account to it. */
export function emailChangeEmailLines(input: {
  name: string;
  email: string;
  url: string;
}): string[] {
  return [
    `Hello ${input.name},`,
    '',
    `To sign in to ${PRODUCT_NAME} as ${input.email} from now on, confirm this address:`,
    input.url,
    '',
    'The link works for 1 hour and only once.',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ];
}
