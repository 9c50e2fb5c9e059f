import { DocumentMessages, ErrorCode, type FieldError } from '@dealdraft/domain';
import { useEffect, useRef, useState } from 'react';
import { apiErrorOf, fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { fetchFile, saveFile } from '@/lib/download';
import { mailtoUrl, openMailDraft } from '@/lib/mail-draft';
import { notify } from '@/lib/toast';
import type { SendEmailInput } from '@/generated/graphql';
import { strings } from '@/strings';
import { changedEdits, ccList, isEmailEditField, type EmailEdits } from '../utils/email-edits';
import { checksOfRefusal, type EInvoiceCheck } from '../utils/e-invoice-fixes';
import {
  EMAIL_POLL,
  emailOutcome,
  pollEmailSend,
  type EmailSendState,
  type PollOptions,
} from '../utils/email-send';

const t = strings.documents;

/**
 * Active paid plans e-mail documents; trial and lapsed plans are shown the plan that allows it
 * (spec §4 and §9: "Email integration when the plan is not trial").
 */
export type EmailMode = 'send' | 'upgrade';

/** What the dialog shows, and the mail-app path needs, of one document. */
export type EmailDraft = {
  /** What the document is called: "Invoice" in a title, "invoice" in a sentence. */
  noun: { title: string; inSentence: string };
  /** The client's e-mail: the prefilled To. */
  recipient: string;
  /** Spec §4: "Proposal: {title or number}" / "Invoice: {number}"; the prefilled subject. */
  subject: string;
  /** Spec §4's greeting: the prefilled message. */
  body: string;
  /** The document's own e-mail (company or business): where the client's replies go. */
  replyTo: string;
  /** The PDF's name, as Download PDF saves it. */
  filename: string;
};

export type EmailStep =
  /** `refused`: fields the api turned down (the dialog checks them too), shown under each. */
  | { step: 'confirm'; refused?: FieldError[] }
  | { step: 'failed'; reason: string | null }
  /**
   * The api refused to send what the document lacks (an invoice's e-invoice): its message and
   * each check, with where it is fixed. Nothing was sent.
   */
  | {
      step: 'refused';
      message: string;
      checks: EInvoiceCheck[];
      documentId: string;
      clientId: string | null;
    }
  /** The mail-app path is done: the PDF is saved and the draft handed to the mail app. */
  | { step: 'drafted'; mailto: string; markedSent: boolean }
  | { step: 'upgrade'; message: string };

/** The e-mail dialog of one document, as it is drawn. */
export type EmailDialogView = {
  draft: EmailDraft;
  step: EmailStep;
  /** A send (queued, then polled) or a mail-app draft of this document is under way. */
  busy: 'send' | 'draft' | null;
};

type Item = { id: string; status: string; clientId?: string | null };

type EmailActionsOptions<T extends Item> = {
  mode: EmailMode;
  draft: (item: T) => EmailDraft;
  /** Queues the e-mail (sendProposal / sendInvoice) with the fields the user changed. */
  send: (item: T, input: SendEmailInput) => Promise<EmailSendState>;
  /** Reads a send's state from the server, never from the cache. */
  poll: (sendId: string) => Promise<EmailSendState>;
  /** A signed URL of the document's PDF (paid plans: the download, not the preview). */
  pdfLink: (item: T) => Promise<string>;
  /** Spec §4: the mail-app path ends with a full update to sent; resolves whether it worked. */
  markSent: (item: T) => Promise<boolean>;
  /** Refetches the lists, so the badge and the e-mail hint show the send. */
  refresh: () => Promise<unknown>;
  /** Absent for a workspace member, who sees no billing: the upgrade step has no button. */
  onViewPricing?: () => void;
  polling?: PollOptions;
};

export type EmailActions<T> = {
  mode: EmailMode;
  dialog: EmailDialogView | null;
  open: (item: T) => void;
  close: () => void;
  send: (edits: EmailEdits) => Promise<void>;
  openInMailApp: (edits: EmailEdits) => Promise<void>;
  viewPricing: (() => void) | undefined;
  /** Whether a send or draft of this record is under way. */
  isBusy: (id: string) => boolean;
};

const sentMessage = ({ noun }: EmailDraft, { to }: EmailEdits) =>
  t.emailToasts.sent(noun.title, to);
const pendingMessage = ({ to }: EmailEdits) => t.emailToasts.stillSending(to);

/**
 * A list row's "Send by e-mail" (spec §2, §4): the recipients, subject and message, prefilled
 * and editable; Send queues the e-mail and polls it to its end, then toasts and refreshes the list; the
 * spec's own path, "Open in my mail app", saves the PDF, opens a mailto: draft and marks the
 * document sent. Trial plans get the upgrade hint instead.
 */
export function useEmailActions<T extends Item>(options: EmailActionsOptions<T>): EmailActions<T> {
  const { mode, draft, polling = EMAIL_POLL } = options;
  const [opened, setOpened] = useState<{ item: T; step: EmailStep } | null>(null);
  const [busy, setBusy] = useState<Record<string, 'send' | 'draft'>>({});
  // Polling stops when the screen goes away; the send itself goes on in the worker.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const setBusyFor = (id: string, what: 'send' | 'draft' | null) =>
    setBusy(({ [id]: _, ...others }) => (what ? { ...others, [id]: what } : others));
  /** Updates the dialog if it still shows `id`: it may have been closed, or another opened. */
  const setStep = (id: string, step: EmailStep) =>
    setOpened((current) => (current?.item.id === id ? { ...current, step } : current));
  const closeIf = (id: string) =>
    setOpened((current) => (current?.item.id === id ? null : current));
  const fail = (id: string, reason: string | null) => {
    notify.error(DocumentMessages.emailPdfFailed, reason ?? undefined);
    setStep(id, { step: 'failed', reason });
  };

  async function send(edits: EmailEdits): Promise<void> {
    if (!opened || busy[opened.item.id]) return;
    const { item } = opened;
    const details = draft(item);
    setBusyFor(item.id, 'send');
    try {
      let queued: EmailSendState;
      try {
        queued = await options.send(item, changedEdits(details, edits));
      } catch (error) {
        const apiError = apiErrorOf(error);
        const refused = fieldErrorsOf(error);
        // The profile may be out of date: the server's word on the plan wins.
        if (apiError?.code === ErrorCode.PlanRequired) {
          setStep(item.id, { step: 'upgrade', message: apiError.message });
        } else if (refused.some(({ field }) => !isEmailEditField(field))) {
          // Not the e-mail's fields: the document's own (an e-invoice's checks).
          setStep(item.id, {
            step: 'refused',
            message: apiError?.message ?? '',
            checks: checksOfRefusal(refused),
            documentId: item.id,
            clientId: item.clientId ?? null,
          });
        } else if (refused.length > 0) {
          setStep(item.id, { step: 'confirm', refused });
        } else if (apiError?.code === ErrorCode.Conflict) {
          // The document may not go as it is (a proposal waiting for approval): say why.
          setStep(item.id, {
            step: 'refused',
            message: apiError.message,
            checks: [],
            documentId: item.id,
            clientId: item.clientId ?? null,
          });
        } else {
          fail(item.id, apiError?.message || null);
        }
        return;
      }
      const signal = abort.current?.signal;
      const last = await pollEmailSend(queued, options.poll, { ...polling, signal });
      if (signal?.aborted) return;
      await options.refresh().catch(() => undefined);
      const outcome = emailOutcome(last);
      switch (outcome.kind) {
        case 'sent':
          notify.success(sentMessage(details, edits));
          closeIf(item.id);
          break;
        case 'failed':
          fail(item.id, outcome.reason);
          break;
        case 'pending':
          notify.info(
            pendingMessage(edits),
            outcome.reason ? t.emailToasts.lastAttempt(outcome.reason) : undefined,
          );
          closeIf(item.id);
          break;
      }
    } finally {
      setBusyFor(item.id, null);
    }
  }

  async function openInMailApp(edits: EmailEdits): Promise<void> {
    if (!opened || busy[opened.item.id]) return;
    const { item } = opened;
    const details = draft(item);
    setBusyFor(item.id, 'draft');
    try {
      try {
        saveFile(await fetchFile(await options.pdfLink(item)), details.filename);
      } catch (error) {
        fail(item.id, messageOr(error, '') || null);
        return;
      }
      const mailto = mailtoUrl({
        to: edits.to,
        cc: ccList(edits.cc),
        subject: edits.subject,
        body: edits.message,
      });
      openMailDraft(mailto);
      setStep(item.id, { step: 'drafted', mailto, markedSent: false });
      // Like the worker after a send: a draft becomes sent; a later status (accepted, paid)
      // is not moved back.
      if (item.status === 'draft' && (await options.markSent(item))) {
        setStep(item.id, { step: 'drafted', mailto, markedSent: true });
      }
    } finally {
      setBusyFor(item.id, null);
    }
  }

  return {
    mode,
    dialog: opened && {
      draft: draft(opened.item),
      step: opened.step,
      busy: busy[opened.item.id] ?? null,
    },
    open: (item) =>
      setOpened({
        item,
        step:
          mode === 'send'
            ? { step: 'confirm' }
            : { step: 'upgrade', message: DocumentMessages.exportPlanRequired },
      }),
    close: () => setOpened(null),
    send,
    openInMailApp,
    viewPricing:
      options.onViewPricing &&
      (() => {
        setOpened(null);
        options.onViewPricing?.();
      }),
    isBusy: (id) => id in busy,
  };
}
