import { useState, type FormEvent } from 'react';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormDialog, FormDialogFooter } from '@/components/ui/FormDialog';
import type { RecurringScheduleInput } from '@/generated/graphql';
import { strings } from '@/strings';
import {
  blankSchedule,
  previewDates,
  toFormValues,
  toScheduleInput,
  validateSchedule,
  type RecurringFormErrors,
  type RecurringFormValues,
  type RecurringSchedule,
} from '../utils/recurring-form';
import { ScheduleTemplateField } from './ScheduleTemplateField';
import { ScheduleTimingFields } from './ScheduleTimingFields';
import { SchedulePreview } from './SchedulePreview';
import { ScheduleSendingChoice } from './ScheduleSendingChoice';

const t = strings.recurring.dialog;

type RecurringScheduleDialogProps = {
  open: boolean;
  /** The schedule being edited; null to create one. */
  schedule: RecurringSchedule | null;
  busy: boolean;
  /** Whether the plan may e-mail invoices (the trial only keeps drafts). */
  canSend: boolean;
  onClose: () => void;
  /** True when the api took it: the dialog then closes. */
  onSave: (input: RecurringScheduleInput) => Promise<boolean>;
};

/** Create or edit a schedule, with its next dates worked out as they are typed. */
export function RecurringScheduleDialog(props: RecurringScheduleDialogProps) {
  return (
    <FormDialog {...props} formKey={props.schedule?.id ?? 'new'}>
      <ScheduleForm {...props} />
    </FormDialog>
  );
}

function ScheduleForm({ schedule, busy, canSend, onClose, onSave }: RecurringScheduleDialogProps) {
  const [values, setValues] = useState<RecurringFormValues>(() =>
    schedule ? toFormValues(schedule) : blankSchedule(),
  );
  const [errors, setErrors] = useState<RecurringFormErrors>({});
  const set = <K extends keyof RecurringFormValues>(field: K, value: RecurringFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const dates = previewDates(values, schedule);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSchedule(values, schedule);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(toScheduleInput(values))) onClose();
  };

  return (
    <DialogContent className="sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>{schedule ? t.editTitle : t.newTitle}</DialogTitle>
        <DialogDescription>{schedule ? t.editNote : t.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <ScheduleTemplateField
          schedule={schedule}
          value={values.templateInvoiceId}
          error={errors.templateInvoiceId}
          onChange={(id) => set('templateInvoiceId', id)}
        />
        <ScheduleTimingFields values={values} errors={errors} set={set} />
        <SchedulePreview dates={dates} />
        <ScheduleSendingChoice
          sendAutomatically={values.sendAutomatically}
          canSend={canSend}
          onChange={(send) => set('sendAutomatically', send)}
        />
        <FormDialogFooter busy={busy} submitLabel={schedule ? t.save : t.create} />
      </form>
    </DialogContent>
  );
}
