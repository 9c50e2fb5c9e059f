import { formatMoney } from '@dealdraft/domain';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { strings } from '@/strings';
import { useTemplateInvoices } from '../hooks/useTemplateInvoices';
import type { RecurringSchedule } from '../utils/recurring-form';

const t = strings.recurring.dialog;

type ScheduleTemplateFieldProps = {
  /** The schedule being edited, whose template is offered even when no longer recent. */
  schedule: RecurringSchedule | null;
  value: string;
  error?: string;
  onChange: (templateInvoiceId: string) => void;
};

/** The invoice each run copies, picked among the newest. */
export function ScheduleTemplateField({
  schedule,
  value,
  error,
  onChange,
}: ScheduleTemplateFieldProps) {
  const templates = useTemplateInvoices(false);
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
  return (
    <FormField label={t.template} error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          choices={choices}
        >
          <option value="" disabled>
            {templates.loading ? t.templateLoading : t.templatePlaceholder}
          </option>
        </NativeSelect>
      )}
    </FormField>
  );
}
