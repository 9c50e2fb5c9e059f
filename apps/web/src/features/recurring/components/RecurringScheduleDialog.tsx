import {
  formatMoney,
  LAST_DAY,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from '@dealdraft/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { RecurringScheduleInput } from '@/generated/graphql';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import { useTemplateInvoices } from '../hooks/useTemplateInvoices';
import {
  blankSchedule,
  monthBased,
  previewDates,
  toFormValues,
  toScheduleInput,
  validateSchedule,
  type EndChoice,
  type RecurringFormErrors,
  type RecurringFormValues,
  type RecurringSchedule,
} from '../utils/recurring-form';

const t = strings.recurring.dialog;

const FREQUENCIES = RECURRENCE_FREQUENCIES.map((value) => ({
  value,
  label: strings.recurring.frequencies[value],
}));
const DAYS = [
  ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: t.dayOption(i + 1) })),
  { value: LAST_DAY, label: t.lastDay },
];
const ENDS = (Object.keys(t.endChoices) as EndChoice[]).map((value) => ({
  value,
  label: t.endChoices[value],
}));

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
  // Remounted per schedule, so each opening starts from that schedule's values.
  return (
    <Dialog open={props.open} onOpenChange={(next) => !next && !props.busy && props.onClose()}>
      {props.open && <ScheduleForm key={props.schedule?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function ScheduleForm({ schedule, busy, canSend, onClose, onSave }: RecurringScheduleDialogProps) {
  const [values, setValues] = useState<RecurringFormValues>(() =>
    schedule ? toFormValues(schedule) : blankSchedule(),
  );
  const [errors, setErrors] = useState<RecurringFormErrors>({});
  const templates = useTemplateInvoices(false);
  const set = <K extends keyof RecurringFormValues>(field: K, value: RecurringFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const dates = previewDates(values, schedule);
  // The schedule's own template stays offered even when it is older than the newest 100.
  const choices = templates.invoices.map((invoice) => ({
    value: invoice.id,
    label: t.templateOption(
      invoice.invoiceNumber,
      invoice.clientName,
      formatMoney(invoice.amount, invoice.currency),
    ),
  }));
  if (schedule && !choices.some((choice) => choice.value === schedule.templateInvoiceId)) {
    choices.push({
      value: schedule.templateInvoiceId,
      label: t.templateOption(
        schedule.templateInvoiceNumber,
        schedule.clientName,
        formatMoney(schedule.amount, schedule.currency),
      ),
    });
  }

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
        <FormField label={t.template} error={errors.templateInvoiceId}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.templateInvoiceId}
              onChange={(event) => set('templateInvoiceId', event.target.value)}
              choices={choices}
            >
              <option value="" disabled>
                {templates.loading ? t.templateLoading : t.templatePlaceholder}
              </option>
            </NativeSelect>
          )}
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={t.frequency} error={errors.frequency}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.frequency}
                onChange={(event) => set('frequency', event.target.value as RecurrenceFrequency)}
                choices={FREQUENCIES}
              />
            )}
          </FormField>
          {monthBased(values.frequency) && (
            <FormField label={t.day} error={errors.day} hint={t.dayHint}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.day}
                  onChange={(event) => set('day', event.target.value)}
                  choices={DAYS}
                />
              )}
            </FormField>
          )}
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={t.start} error={errors.startDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.startDate}
                onChange={(event) => set('startDate', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t.ends}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.ends}
                onChange={(event) => set('ends', event.target.value as EndChoice)}
                choices={ENDS}
              />
            )}
          </FormField>
          {values.ends === 'date' && (
            <FormField label={t.endDate} error={errors.endDate} className="sm:col-start-2">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={values.endDate}
                  min={values.startDate}
                  onChange={(event) => set('endDate', event.target.value)}
                />
              )}
            </FormField>
          )}
          {values.ends === 'count' && (
            <FormField label={t.count} error={errors.count} className="sm:col-start-2">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  value={values.count}
                  onChange={(event) => set('count', event.target.value)}
                />
              )}
            </FormField>
          )}
        </div>
        <section aria-labelledby="recurring-preview" className="rounded-lg border bg-muted/40 p-3">
          <h3 id="recurring-preview" className="text-sm font-medium">
            {t.preview}
          </h3>
          {dates.length > 0 ? (
            <ol className="mt-2 flex flex-wrap gap-2" aria-live="polite">
              {dates.map((date) => (
                <li key={date} className="rounded-md border bg-card px-2 py-1 text-sm tabular-nums">
                  <time dateTime={date}>{formatDate(date)}</time>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
              {t.previewEmpty}
            </p>
          )}
        </section>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t.sending}</legend>
          <Choice
            checked={values.sendAutomatically}
            disabled={!canSend}
            label={t.send}
            hint={canSend ? undefined : t.sendNeedsPlan}
            onChange={() => set('sendAutomatically', true)}
          />
          <Choice
            checked={!values.sendAutomatically}
            label={t.draft}
            onChange={() => set('sendAutomatically', false)}
          />
        </fieldset>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {strings.common.cancel}
            </Button>
          </DialogClose>
          <SubmitButton busy={busy} busyLabel={strings.common.saving}>
            {schedule ? t.save : t.create}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function Choice({
  checked,
  disabled,
  label,
  hint,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  hint?: string;
  onChange: () => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm has-disabled:opacity-60">
      <input
        type="radio"
        name="recurring-sending"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-muted-foreground">{hint}</span>}
      </span>
    </label>
  );
}
