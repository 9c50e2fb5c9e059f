import { DocumentMessages, EmailSendRules, Rules } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  LoaderCircleIcon,
  LockIcon,
  MailIcon,
  PaperclipIcon,
  SendIcon,
  SparklesIcon,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import { emailEditsFrom, emailEditsSchema, type EmailEdits } from '../utils/email-edits';
import type { EmailDialogView, EmailDraft } from '../hooks/useEmailActions';

const t = strings.documents;

type EmailDocumentDialogProps = {
  /** Null while closed. */
  view: EmailDialogView | null;
  onClose: () => void;
  onSend: (edits: EmailEdits) => void;
  onOpenInMailApp: (edits: EmailEdits) => void;
  onViewPricing?: () => void;
};

/**
 * "Send by e-mail" (spec §2, §4): the recipients, subject and message, prefilled with the
 * client and the spec's subject and greeting and editable, then Send, or the spec's own path
 * of a draft in the user's mail app. Trial plans see which plans allow it, and the pricing.
 */
export function EmailDocumentDialog({ view, ...actions }: EmailDocumentDialogProps) {
  return (
    <Dialog open={view !== null} onOpenChange={(next) => !next && actions.onClose()}>
      <DialogContent className="sm:max-w-lg">
        {view && <Body view={view} {...actions} />}
      </DialogContent>
    </Dialog>
  );
}

function Body({
  view: { draft, step, busy },
  onClose,
  onSend,
  onOpenInMailApp,
  onViewPricing,
}: EmailDocumentDialogProps & { view: EmailDialogView }) {
  const noun = draft.noun.inSentence;
  const form = useForm<EmailEdits>({
    resolver: zodResolver(emailEditsSchema),
    defaultValues: emailEditsFrom(draft),
  });
  const refused = step.step === 'confirm' ? step.refused : undefined;
  useEffect(() => {
    for (const { field, messages } of refused ?? []) {
      if (isEditField(field)) form.setError(field, { message: messages.join(', ') });
    }
  }, [refused, form]);
  const upgrade = step.step === 'upgrade';
  const failed = step.step === 'failed';
  const drafted = step.step === 'drafted';
  const sending = busy === 'send';
  const preparing = busy === 'draft';
  // A drafted e-mail shows what went to the mail app, no longer editable.
  const editable = !upgrade;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSend)}>
      <DialogHeader>
        <DialogTitle>{t.emailDialog.title(draft.noun.title)}</DialogTitle>
        <DialogDescription>
          {upgrade
            ? t.emailDialog.upgradeDescription(noun)
            : t.emailDialog.description(noun, draft.replyTo)}
        </DialogDescription>
      </DialogHeader>

      {editable ? (
        <EmailFields form={form} draft={draft} disabled={busy !== null || drafted} />
      ) : (
        <EnvelopeDetails draft={draft} />
      )}

      {sending && <Progress>{t.emailDialog.sendingProgress}</Progress>}
      {preparing && !drafted && <Progress>{t.emailDialog.preparingPdf}</Progress>}
      {failed && !busy && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium">{DocumentMessages.emailPdfFailed}</p>
            {step.reason && <p className="break-words opacity-85">{step.reason}</p>}
          </div>
        </div>
      )}
      {upgrade && (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm"
        >
          <LockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p>{step.message}</p>
        </div>
      )}
      {drafted && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-success/25 bg-success/10 p-3 text-sm"
        >
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <div className="flex min-w-0 flex-col gap-1">
            <p>
              {t.emailDialog.draftSaved.before}{' '}
              <span className="font-medium break-all">{draft.filename}</span>{' '}
              {t.emailDialog.draftSaved.after}
            </p>
            {step.markedSent && <p>{t.emailDialog.markedSent(noun)}</p>}
            <a
              href={step.mailto}
              className="w-fit font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.emailDialog.openDraftAgain}
            </a>
          </div>
        </div>
      )}

      <DialogFooter>
        {upgrade ? (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              {strings.common.cancel}
            </Button>
            {onViewPricing && (
              <Button type="button" onClick={onViewPricing}>
                <SparklesIcon aria-hidden />
                {t.emailDialog.viewPricing}
              </Button>
            )}
          </>
        ) : drafted ? (
          <Button type="button" onClick={onClose}>
            {strings.common.done}
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" className="sm:mr-auto" onClick={onClose}>
              {sending ? t.emailDialog.hide : strings.common.cancel}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              aria-busy={preparing || undefined}
              onClick={form.handleSubmit(onOpenInMailApp)}
            >
              {preparing ? <Busy /> : <MailIcon aria-hidden />}
              {t.emailDialog.openInMailApp}
            </Button>
            <Button type="submit" disabled={busy !== null} aria-busy={sending || undefined}>
              {sending ? <Busy /> : <SendIcon aria-hidden />}
              {sending
                ? strings.common.sending
                : failed
                  ? strings.common.tryAgain
                  : strings.common.send}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}

/** To, CC, subject and message, each with its error under it; the PDF goes with them. */
function EmailFields({
  form: {
    register,
    formState: { errors },
  },
  draft,
  disabled,
}: {
  form: ReturnType<typeof useForm<EmailEdits>>;
  draft: EmailDraft;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-3">
      <FormField label={t.emailDialog.to} error={errors.to?.message}>
        {(control) => (
          <Input {...control} {...register('to')} type="email" maxLength={Rules.emailMax} />
        )}
      </FormField>
      <FormField label={t.emailDialog.cc} optional error={errors.cc?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('cc')}
            placeholder={t.emailDialog.ccPlaceholder}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={t.emailDialog.subject} error={errors.subject?.message}>
        {(control) => (
          <Input {...control} {...register('subject')} maxLength={EmailSendRules.subjectMax} />
        )}
      </FormField>
      <FormField label={t.emailDialog.message} error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('message')}
            rows={8}
            maxLength={EmailSendRules.messageMax}
          />
        )}
      </FormField>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <PaperclipIcon className="size-3.5 shrink-0" aria-hidden />
        <span>
          <span className="font-medium break-all text-foreground">{draft.filename}</span>{' '}
          {t.emailDialog.attachedNote}
        </span>
      </p>
    </fieldset>
  );
}

const isEditField = (field: string): field is keyof EmailEdits =>
  ['to', 'cc', 'subject', 'message'].includes(field);

function EnvelopeDetails({ draft }: { draft: EmailDraft }) {
  return (
    <dl className="divide-y rounded-lg border bg-muted/40 text-sm">
      <Detail term={t.emailDialog.to}>{draft.recipient}</Detail>
      <Detail term={t.emailDialog.subject}>{draft.subject}</Detail>
      <Detail term={t.emailDialog.attachment}>
        <span className="inline-flex items-center gap-1.5">
          <PaperclipIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          {draft.filename}
        </span>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    // Label above value on a phone, beside it from `sm` up.
    <div className="grid gap-0.5 px-3 py-2 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-3 sm:py-2.5">
      <dt className="text-xs text-muted-foreground sm:text-sm">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const Busy = () => <LoaderCircleIcon className="animate-spin" aria-hidden />;

function Progress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircleIcon className="size-4 shrink-0 animate-spin" aria-hidden />
      {children}
    </p>
  );
}
