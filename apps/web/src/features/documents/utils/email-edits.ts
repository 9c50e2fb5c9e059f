import {
  DocumentMessages,
  EMAIL_PATTERN,
  EmailSendMessages,
  EmailSendRules,
  Messages,
  Rules,
  SINGLE_LINE_PATTERN,
} from '@dealdraft/domain';
import { z } from 'zod/v4';
import type { SendEmailInput } from '@/generated/graphql';
import { requiredEmail, requiredText } from './form-rules';

const M = EmailSendMessages;
const R = EmailSendRules;

/** The CC field as typed: addresses separated by commas, semicolons, spaces or line breaks. */
export function ccList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

const isAddress = (address: string) =>
  EMAIL_PATTERN.test(address) && address.length <= Rules.emailMax;

/** The send dialog's fields, checked as the api checks them (which refuses them again). */
export const emailEditsSchema = z.object({
  to: requiredEmail().max(Rules.emailMax, Messages.validation.email),
  cc: z
    .string()
    .refine((text) => ccList(text).every(isAddress), Messages.validation.email)
    .refine((text) => ccList(text).length <= R.ccMax, M.ccMax),
  subject: requiredText()
    .max(R.subjectMax, M.subjectMax)
    .regex(SINGLE_LINE_PATTERN, DocumentMessages.singleLine),
  message: requiredText().max(R.messageMax, M.messageMax),
});

export type EmailEdits = z.infer<typeof emailEditsSchema>;

/** What the dialog starts from: the client, no copies, the spec's subject and greeting. */
export type EmailDefaults = { recipient: string; subject: string; body: string };

export function emailEditsFrom({ recipient, subject, body }: EmailDefaults): EmailEdits {
  return { to: recipient, cc: '', subject, message: body };
}

/**
 * Only what the user changed goes to the api: an untouched dialog sends what it always sent
 * (the api's own greeting carries the client link, which the dialog's copy does not show).
 */
export function changedEdits(defaults: EmailDefaults, edits: EmailEdits): SendEmailInput {
  const cc = ccList(edits.cc);
  return {
    ...(edits.to.toLowerCase() !== defaults.recipient.toLowerCase() ? { to: edits.to } : {}),
    ...(cc.length ? { cc } : {}),
    ...(edits.subject !== defaults.subject.trim() ? { subject: edits.subject } : {}),
    ...(edits.message !== defaults.body.trim() ? { message: edits.message } : {}),
  };
}

/** Whether an api refusal names one of the dialog's own fields (else the document's). */
export const isEmailEditField = (field: string): field is keyof EmailEdits =>
  ['to', 'cc', 'subject', 'message'].includes(field);
