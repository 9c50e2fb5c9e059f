import { CalendarDateMessages } from './calendar-date';
import { documentStrings, formatDocumentDate } from './document-language';
import { depositDeductionLine } from './amount-due';
import { formatMoney, toMinor } from './document-money';
import { PARTIALLY_PAID, type DocumentKind, type LedgerStatus } from './document-statuses';

export * from './document-statuses';

/** Numbering, limits and messages of proposals and invoices (spec sections 4, 5, 8, 9). */
export const DocumentRules = {
  textMax: 200,
  addressMax: 500,
  termsMax: 5000,
  phoneMax: 50,
  numberMax: 50,
  linesMax: 100,
  lineDescriptionMax: 500,
} as const;

export const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

let lastStamp = 0;

/**
 * Date.now(), never the same twice in one process: two documents created in the same
 * millisecond without a number (a double submit, an integrator's parallel creates) took the
 * same default number, and the second was refused as taken.
 */
function distinctNow(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

export const proposalNumber = (now = distinctNow()) => `PROP-${now}`;
export const invoiceNumber = (now = distinctNow()) => `INV-${now}`;

export const DocumentMessages = {
  proposal: {
    listed: 'Proposals fetched successfully',
    fetched: 'Proposal fetched successfully',
    created: 'Proposal created successfully!',
    updated: 'Proposal updated successfully!',
    deleted: 'Proposal deleted successfully!',
    pdfDownloaded: 'Proposal PDF downloaded!',
    notFound: 'Proposal not found',
    numberTaken: 'A proposal with this number already exists.',
    createFailed: 'Failed to create proposal. Please try again.',
    updateFailed: 'Failed to update proposal. Please try again.',
    deleteFailed: 'Failed to delete proposal. Please try again.',
    downloadFailed: 'Failed to download PDF.',
    fetchFailed: 'Failed to fetch proposals',
    loadFailed: 'Failed to load proposals',
    atLeastOneLine: 'Add at least one service',
    expirationBeforeDate: 'Expiration date cannot be before the proposal date',
    /** An answered proposal is binding: its content and status never change again. */
    acceptedIsFinal:
      'This proposal has been accepted and can no longer be changed. Duplicate it as a new proposal to make changes.',
    declinedIsFinal:
      'This proposal has been declined and can no longer be changed. Duplicate it as a new proposal to make changes.',
    duplicated: 'Proposal duplicated successfully!',
    duplicateFailed: 'Failed to duplicate proposal. Please try again.',
  },
  invoice: {
    listed: 'Invoices fetched successfully',
    fetched: 'Invoice fetched successfully',
    created: 'Invoice created successfully!',
    updated: 'Invoice updated successfully!',
    deleted: 'Invoice deleted successfully!',
    downloaded: 'Invoice downloaded successfully!',
    notFound: 'Invoice not found',
    numberTaken: 'An invoice with this number already exists.',
    createFailed: 'Failed to create invoice. Please try again.',
    updateFailed: 'Failed to update invoice. Please try again.',
    deleteFailed: 'Failed to delete invoice. Please try again.',
    downloadFailed: 'Failed to download invoice. Please try again.',
    fetchFailed: 'Failed to fetch invoices',
    loadFailed: 'Failed to load invoices',
    atLeastOneLine: 'Add at least one line item',
    dueBeforeDate: 'Due date cannot be before the invoice date',
    duplicated: 'Invoice duplicated successfully!',
    duplicateFailed: 'Failed to duplicate invoice. Please try again.',
  },
  /** Proposal → invoice. */
  conversion: {
    notAccepted: 'Only an accepted proposal can be turned into an invoice.',
    invoiced: 'Invoice created from the proposal',
    existing: 'This proposal already has an invoice',
    failed: 'Failed to create the invoice. Please try again.',
    forProposal: (proposalNumber: string) => `For proposal ${proposalNumber}`,
  },
  emailPdfFailed: 'Failed to generate PDF for email. Please try again.',
  /** The api's 403 (PLAN_REQUIRED) to a download or send on a trial or lapsed plan. */
  exportPlanRequired:
    'PDF download and e-mail sending come with the Freelancer and Business plans. Upgrade on the Pricing page to unlock them.',
  priceMax: 'Must be at most 9,999,999.99',
  priceDecimals: 'Use at most 2 decimal places',
  quantityInteger: 'Quantity must be a whole number',
  quantityRange: 'Quantity must be between 1 and 100,000',
  dateFormat: CalendarDateMessages.invalid,
  numberFormat: 'Use letters, digits, dots, dashes and slashes only',
  totalTooLarge: 'The total is too large',
  singleLine: 'Must be a single line',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`,
  kindInvalid: 'Must be proposal or invoice',
  documentIdInvalid: 'Not a document id',
  /** A document id of neither kind in the caller's workspace. */
  documentNotFound: 'Document not found',
  dateTimeFormat: 'Use a date and time like 2026-12-31T12:00:00Z',
  recordIdMissing: 'The record id is missing',
  pdfTimedOut: 'The PDF took too long to render. Please try again in a moment.',
  pdfRenderFailed: 'The PDF could not be rendered. Please try again.',
  pdfRateLimited: (limit: number) =>
    `You can render up to ${limit} PDFs a minute. Please wait a moment.`,
  /** A PDF download link (GET /api/pdf/download?token=…) that is wrong or past its minute. */
  pdfLinkInvalid: 'This download link is invalid or has expired.',
} as const;

/**
 * Spec §4, the e-mail action's subject: "Proposal: {title or number}" / "Invoice: {number}"; in
 * the document's language when it has another.
 */
export function emailSubject(
  kind: DocumentKind,
  title: string | null,
  number: string,
  language?: string | null,
): string {
  return documentStrings(language).email.subject(kind, title, number);
}

type EmailBodyInput = {
  clientName: string;
  senderName: string;
  number: string;
  /** The client link, when the e-mail carries one (the web's mail draft does not). */
  url?: string;
  /** The document's language (English when left out). */
  language?: string | null;
} & (
  | {
      kind: 'proposal';
      title: string | null;
      currency?: string | null;
      /** The deposit due on acceptance: its share ("30 %") and amount in major units. */
      deposit?: { share: string; amount: number } | null;
    }
  | {
      kind: 'invoice';
      /**
       * What the client is asked to pay (amountDue's balance), major units of `currency` (US
       * dollars when left out).
       */
      amount: number;
      currency?: string | null;
      /** The paid deposit a final invoice deducts, major units: stated on its own line. */
      deposit?: { invoiceNumber: string; amount: number } | null;
      /** 'YYYY-MM-DD', or null when the invoice has none. */
      dueDate: string | null;
    }
);

const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "January 31, 2026" from '2026-01-31', as the PDF writes dates. */
export function formatLongDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An invoice e-mail's line on what is owed and by when, in the invoice's language and currency. */
export function invoiceAmountLine(
  amount: number,
  dueDate: string | null,
  { currency, language }: { currency?: string | null; language?: string | null } = {},
): string {
  const t = documentStrings(language);
  return t.email.amountDue(
    formatMoney(amount, currency ?? 'USD', t.locale),
    dueDate ? formatDocumentDate(dueDate, language) : null,
  );
}

/**
 * An invoice e-mail's lines on money: the deposit it deducts, if any, then what is owed and by
 * when. A message the user wrote gets back whichever of them it dropped.
 */
export function invoiceAmountLines(input: {
  amount: number;
  dueDate: string | null;
  currency?: string | null;
  language?: string | null;
  deposit?: { invoiceNumber: string; amount: number } | null;
}): string[] {
  const currency = input.currency ?? 'USD';
  const deposit = input.deposit
    ? depositDeductionLine(
        {
          deposit: {
            invoiceNumber: input.deposit.invoiceNumber,
            amountMinor: toMinor(input.deposit.amount, currency) ?? 0n,
          },
        },
        currency,
        input.language,
      )
    : null;
  return [
    ...(deposit ? [deposit] : []),
    invoiceAmountLine(input.amount, input.dueDate, { currency, language: input.language }),
  ];
}

/** "A deposit of 30 % (1.194,03 €) is due on acceptance.", in the proposal's language. */
export function depositDueLine(
  deposit: { share: string; amount: number },
  currency?: string | null,
  language?: string | null,
): string {
  const t = documentStrings(language);
  const amount = formatMoney(deposit.amount, currency ?? 'USD', t.locale);
  // A fixed deposit's share is its amount: "A deposit of $500.00 is due", not "$500.00 ($500.00)".
  return t.deposit.dueOnAcceptance(deposit.share, deposit.share === amount ? null : amount);
}

/** The e-mail's line with the client link; kept when the user writes their own message. */
export function clientLinkLine(kind: DocumentKind, url: string, language?: string | null): string {
  const { email } = documentStrings(language);
  return kind === 'proposal' ? email.proposalLink(url) : email.invoiceLink(url);
}

/**
 * Spec §4, the e-mail's body: it greets the client and says the document is attached for
 * review; an invoice's also states the amount and the due date.
 */
export function emailBodyLines(input: EmailBodyInput): string[] {
  const { kind, clientName, senderName, number, url, language } = input;
  const { email } = documentStrings(language);
  return [
    email.greeting(clientName),
    '',
    email.attached(kind, number, input.kind === 'proposal' ? input.title : null),
    ...(input.kind === 'proposal' && input.deposit
      ? [depositDueLine(input.deposit, input.currency, language)]
      : []),
    ...(input.kind === 'invoice' ? invoiceAmountLines({ ...input, language }) : []),
    ...(url ? [clientLinkLine(kind, url, language)] : []),
    email.questions,
    '',
    email.regards,
    senderName,
  ];
}

/**
 * What the user may change of a document's e-mail before sending it: the recipients, the
 * subject and the message (left unchanged, the spec's subject and greeting go).
 */
export const EmailSendRules = {
  ccMax: 10,
  subjectMax: 200,
  messageMax: 5000,
} as const;

export const EmailSendMessages = {
  ccMax: `Add at most ${EmailSendRules.ccMax} CC addresses`,
  subjectMax: `Must be at most ${EmailSendRules.subjectMax} characters`,
  messageMax: `Must be at most ${EmailSendRules.messageMax.toLocaleString('en-US')} characters`,
  queued: { proposal: 'Proposal queued for sending', invoice: 'Invoice queued for sending' },
  rateLimited: (limit: number) =>
    `You can send up to ${limit} e-mails a minute. Please wait a moment.`,
} as const;

const kindLabel = { proposal: 'proposals', invoice: 'invoices' } as const;

/** 403 when a create would pass the plan's limit: names the limit and how to raise it. */
export function planLimitMessage(kind: DocumentKind, limit: number, planTitle: string): string {
  return `You have used all ${limit} ${kindLabel[kind]} of your ${planTitle} for this period. Upgrade your plan on the Pricing page to create more.`;
}

/** 403 when the plan is not active (an expired trial, a lapsed subscription). */
export function planInactiveMessage(kind: DocumentKind, planTitle: string): string {
  return `Your ${planTitle} is not active, so you cannot create ${kindLabel[kind]}. Choose a plan on the Pricing page to continue.`;
}

/** Today's date as 'YYYY-MM-DD' in UTC: the one clock for due dates, in api and SQL alike. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A sent invoice past its due date reads as overdue, and so does a partially paid one: its
 * balance is late all the same (the payments panel still shows what was paid).
 */
export function effectiveInvoiceStatus<S extends LedgerStatus>(
  status: S,
  dueDate: string | null,
  today = todayIso(),
): S | 'overdue' {
  const owing = status === 'sent' || status === PARTIALLY_PAID;
  return owing && dueDate !== null && dueDate < today ? 'overdue' : status;
}
