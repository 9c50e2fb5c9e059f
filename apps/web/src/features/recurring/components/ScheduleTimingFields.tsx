import { LAST_DAY, RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from '@dealdraft/domain';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { strings } from '@/strings';
import {
  monthBased,
  type EndChoice,
  type RecurringFormErrors,
  type RecurringFormValues,
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

type SetField = <K extends keyof RecurringFormValues>(
  field: K,
  value: RecurringFormValues[K],
) => void;

type ScheduleTimingFieldsProps = {
  values: RecurringFormValues;
  errors: RecurringFormErrors;
  set: SetField;
};

/** How often, on which day, from when and until when the invoices are made. */
export function ScheduleTimingFields({ values, errors, set }: ScheduleTimingFieldsProps) {
  return (
    <>
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
    </>
  );
}
