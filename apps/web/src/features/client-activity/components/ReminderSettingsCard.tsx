import {
  DEFAULT_INVOICE_REMINDER_OFFSETS,
  DEFAULT_PROPOSAL_REMINDER_DAYS,
  ClientLinkMessages,
} from '@dealdraft/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';
import { parseSteps, useReminderSettings } from '../hooks/useReminderSettings';

const t = strings.clientActivity.settings;

/**
 * The workspace's follow-up schedule: days after sending a proposal, days around an invoice's due
 * date. Owners and admins change it; a member sees it read-only (the api answers them 403).
 */
export function ReminderSettingsCard({ editable = true }: { editable?: boolean }) {
  const { settings, saving, save } = useReminderSettings();
  const [proposalDays, setProposalDays] = useState(DEFAULT_PROPOSAL_REMINDER_DAYS.join(', '));
  const [invoiceOffsets, setInvoiceOffsets] = useState(DEFAULT_INVOICE_REMINDER_OFFSETS.join(', '));
  const [errors, setErrors] = useState<{ proposal?: string; invoice?: string }>({});

  useEffect(() => {
    if (!settings) return;
    setProposalDays(settings.proposalReminderDays.join(', '));
    setInvoiceOffsets(settings.invoiceReminderOffsets.join(', '));
  }, [settings]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const days = parseSteps(proposalDays);
    const offsets = parseSteps(invoiceOffsets);
    const invalid = ClientLinkMessages.stepsInvalid;
    if (!days || !offsets) {
      return setErrors({
        proposal: days ? undefined : invalid,
        invoice: offsets ? undefined : invalid,
      });
    }
    const failure = await save(days, offsets);
    setErrors(failure ? { proposal: failure } : {});
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.proposalDays} error={errors.proposal}>
            {(control) => (
              <Input
                {...control}
                value={proposalDays}
                readOnly={!editable}
                onChange={(event) => setProposalDays(event.target.value)}
                placeholder="3, 7"
              />
            )}
          </FormField>
          <FormField label={t.invoiceOffsets} error={errors.invoice}>
            {(control) => (
              <Input
                {...control}
                value={invoiceOffsets}
                readOnly={!editable}
                onChange={(event) => setInvoiceOffsets(event.target.value)}
                placeholder="-3, 0, 7"
              />
            )}
          </FormField>
          <p className="text-xs text-muted-foreground sm:col-span-2">{t.hint}</p>
          {editable ? (
            <Button type="submit" disabled={saving} className="sm:col-span-2 sm:justify-self-start">
              {saving ? strings.common.saving : t.save}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t.readOnly}</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
