/** Client links, the client's answer, and follow-up reminders. */
import { documentStrings, formatDocumentDate } from './document-language';
import type { DocumentKind } from './documents';
import { PRODUCT_NAME } from './messages';
import { DAY_MS } from './calendar-date';

export const ClientLinkRules = {
  /** The typed full name that signs an acceptance. */
  nameMin: 2,
  nameMax: 200,
  reasonMax: 2000,
  /** Reminder steps per document kind, and how far out each may be. */
  stepsMax: 5,
  proposalDayMax: 90,
  invoiceOffsetMax: 90,
} as const;

export const DEFAULT_PROPOSAL_REMINDER_DAYS = [3, 7] as const;
/** Days relative to the due date: 3 before, on the day, 7 after. */
export const DEFAULT_INVOICE_REMINDER_OFFSETS = [-3, 0, 7] as const;

export const ClientLinkMessages = {
  /** Any wrong, revoked or expired token: one answer, no hint which. */
  notFound: 'This link is not valid.',
  fetched: 'Document fetched successfully',
  accepted: 'Proposal accepted',
  declined: 'Proposal declined',
  alreadyAccepted: 'This proposal has already been accepted.',
  alreadyDeclined: 'This proposal has already been declined.',
  notAProposal: 'Only a proposal can be accepted or declined.',
  notAnInvoice: 'Only an invoice can be paid.',
  /** The client answers the version they saw; a newer one must be reviewed first. */
  versionChanged:
    'This proposal has changed since you opened it. Please review the new version before you answer.',
  versionRequired: 'Reload the page to answer the current version of this proposal',
  notOpen: 'This proposal is no longer open for an answer.',
  nameRequired: 'Type your full name to accept',
  nameTooShort: `Type your full name (at least ${ClientLinkRules.nameMin} characters)`,
  reasonTooLong: `Keep the reason under ${ClientLinkRules.reasonMax.toLocaleString('en-US')} characters`,
  rateLimited: 'Too many requests from your network. Please wait a minute and try again.',
  linkNotFound: 'Link not found',
  linkRevoked: 'Link revoked',
  linkCreated: 'Client link created',
  expiresInPast: 'The expiry must be in the future',
  remindersUpdated: 'Reminder settings saved',
  stepsInvalid: `Use up to ${ClientLinkRules.stepsMax} whole numbers of days`,
} as const;

/** The public page's and the API's answer to accepting an expired proposal. */
export function proposalExpiredMessage(expirationDate: string): string {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${expirationDate}T00:00:00Z`),
  );
  return `This proposal expired on ${date} and can no longer be accepted.`;
}

/** A proposal past its expiration date (UTC calendar days, like due dates). */
export function isProposalExpired(expirationDate: string | null, today: string): boolean {
  return expirationDate !== null && expirationDate < today;
}

/** The owner's notice when the client answers. */
export function clientAnswerNotice(
  answer: 'accepted' | 'declined',
  proposalTitle: string,
  clientName: string,
): string {
  return `${clientName} ${answer} your proposal "${proposalTitle}".`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 hours ago", "just now": the coarsest whole unit. */
export function timeAgo(when: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - when.getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

/** "Viewed 3×, last 2 hours ago" beside "Opened" in the lists and on the record. */
export function clientViewsText(
  viewCount: number,
  lastViewedAt: Date | null,
  now = new Date(),
): string | null {
  if (viewCount <= 0 || !lastViewedAt) return null;
  return `Viewed ${viewCount}×, last ${timeAgo(lastViewedAt, now)}`;
}

/**
 * The step due on `today`: the latest configured step whose day has come, so a worker that
 * was down catches up with one reminder (the latest) rather than a burst. Proposal steps count
 * days since the proposal was sent; invoice steps are days relative to the due date. Steps
 * falling on or before the day the document was sent are skipped: the client just got it.
 */
export function dueReminderStep(
  steps: readonly number[],
  anchor: string,
  today: string,
  sentOn: string,
): number | null {
  const day = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
  const elapsed = day(today) - day(anchor);
  const afterSending = day(sentOn) - day(anchor);
  const due = steps.filter((step) => step <= elapsed && step > afterSending);
  return due.length ? Math.max(...due) : null;
}

/** The HTML notice's button, beside the link written out. */
export const OWNER_NOTICE_BUTTON = `Open ${PRODUCT_NAME}`;

/** The owner's e-mail about a client's answer: the notice, and where to see it. */
export function ownerNoticeLines(ownerName: string, message: string, url: string): string[] {
  return [`Hello ${ownerName},`, '', message, `See it in ${PRODUCT_NAME}: ${url}`];
}

/** The reminder's subject line, in the document's language. */
export function reminderSubject(
  kind: DocumentKind,
  number: string,
  title: string | null,
  language?: string | null,
): string {
  return documentStrings(language).reminder.subject(kind, title, number);
}

/** The reminder's body: who, what, and the link to see and answer it, in the document's language. */
export function reminderBodyLines(input: {
  kind: DocumentKind;
  clientName: string;
  senderName: string;
  number: string;
  title: string | null;
  dueDate: string | null;
  today: string;
  url: string;
  language?: string | null;
}): string[] {
  const { kind, clientName, senderName, number, title, dueDate, today, url, language } = input;
  const t = documentStrings(language);
  // English writes the due date as it always has (YYYY-MM-DD); the others as their locale does.
  const date = (iso: string) =>
    !language || language === 'en' ? iso : formatDocumentDate(iso, language);
  let about: string;
  if (kind === 'proposal') about = t.reminder.proposal(number, title);
  else if (dueDate && dueDate < today) about = t.reminder.overdue(number, date(dueDate));
  else if (dueDate === today) about = t.reminder.dueToday(number);
  else about = t.reminder.due(number, dueDate ? date(dueDate) : null);
  return [
    t.email.greeting(clientName),
    '',
    about,
    t.reminder.viewHere(url),
    '',
    t.email.regards,
    senderName,
  ];
}
