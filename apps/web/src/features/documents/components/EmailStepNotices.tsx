import { DocumentMessages } from '@dealdraft/domain';
import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon, LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { strings } from '@/strings';
import type { EmailDialogView } from '../hooks/useEmailActions';
import { EmailRefusalNotice } from './EmailRefusalNotice';

const t = strings.documents;

function Progress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircleIcon className="size-4 shrink-0 animate-spin" aria-hidden />
      {children}
    </p>
  );
}

/** What the dialog is doing or has done: sending, preparing the PDF, failed, drafted, or why not. */
export function EmailStepNotices({
  view: { draft, step, busy },
  onNavigate,
}: {
  view: EmailDialogView;
  /** A refusal's link leaves the dialog: it closes first. */
  onNavigate?: () => void;
}) {
  const noun = draft.noun.inSentence;
  const failed = step.step === 'failed';
  const drafted = step.step === 'drafted';
  return (
    <>
      {busy === 'send' && <Progress>{t.emailDialog.sendingProgress}</Progress>}
      {busy === 'draft' && !drafted && <Progress>{t.emailDialog.preparingPdf}</Progress>}
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
      {step.step === 'refused' && !busy && (
        <EmailRefusalNotice step={step} onNavigate={onNavigate} />
      )}
      {step.step === 'upgrade' && (
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
    </>
  );
}
