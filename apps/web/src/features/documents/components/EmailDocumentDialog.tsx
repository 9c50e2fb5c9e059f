import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { strings } from '@/strings';
import {
  emailEditsFrom,
  emailEditsSchema,
  isEmailEditField,
  type EmailEdits,
} from '../utils/email-edits';
import type { EmailDialogView } from '../hooks/useEmailActions';
import { EmailFields } from './EmailFields';
import { EmailEnvelopeDetails } from './EmailEnvelopeDetails';
import { EmailStepNotices } from './EmailStepNotices';
import { EmailDialogFooter } from './EmailDialogFooter';

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
  view,
  onClose,
  onSend,
  onOpenInMailApp,
  onViewPricing,
}: EmailDocumentDialogProps & { view: EmailDialogView }) {
  const { draft, step, busy } = view;
  const noun = draft.noun.inSentence;
  const form = useForm<EmailEdits>({
    resolver: zodResolver(emailEditsSchema),
    defaultValues: emailEditsFrom(draft),
  });
  const refused = step.step === 'confirm' ? step.refused : undefined;
  useEffect(() => {
    for (const { field, messages } of refused ?? []) {
      if (isEmailEditField(field)) form.setError(field, { message: messages.join(', ') });
    }
  }, [refused, form]);
  const upgrade = step.step === 'upgrade';
  const drafted = step.step === 'drafted';
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
        <EmailEnvelopeDetails draft={draft} />
      )}

      <EmailStepNotices view={view} onNavigate={onClose} />

      <EmailDialogFooter
        view={view}
        onClose={onClose}
        onOpenInMailApp={form.handleSubmit(onOpenInMailApp)}
        onViewPricing={onViewPricing}
      />
    </form>
  );
}
