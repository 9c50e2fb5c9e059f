import { EmailSendRules, Rules } from '@dealdraft/domain';
import { PaperclipIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import type { EmailEdits } from '../utils/email-edits';
import type { EmailDraft } from '../hooks/useEmailActions';

const t = strings.documents;

/** To, CC, subject and message, each with its error under it; the PDF goes with them. */
export function EmailFields({
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
