import { strings } from '@/strings';

const t = strings.recurring.dialog;

type ScheduleSendingChoiceProps = {
  sendAutomatically: boolean;
  /** Whether the plan may e-mail invoices (the trial only keeps drafts). */
  canSend: boolean;
  onChange: (sendAutomatically: boolean) => void;
};

/** Whether each invoice is e-mailed as it is made or kept as a draft. */
export function ScheduleSendingChoice({
  sendAutomatically,
  canSend,
  onChange,
}: ScheduleSendingChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t.sending}</legend>
      <Choice
        checked={sendAutomatically}
        disabled={!canSend}
        label={t.send}
        hint={canSend ? undefined : t.sendNeedsPlan}
        onChange={() => onChange(true)}
      />
      <Choice checked={!sendAutomatically} label={t.draft} onChange={() => onChange(false)} />
    </fieldset>
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
