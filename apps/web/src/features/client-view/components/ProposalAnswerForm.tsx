import { ClientLinkMessages, depositDueLine, documentStrings } from '@dealdraft/domain';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { ClientDocument } from '../hooks/useClientDocument';
import { useClientAnswer } from '../hooks/useClientAnswer';

/** Accept with the typed full name, or open the decline form and give an optional reason. */
export function ProposalAnswerForm({
  token,
  document,
}: {
  token: string;
  document: ClientDocument;
}) {
  const d = documentStrings(document.language);
  const t = d.page;
  const { accept, decline, accepting, declining } = useClientAnswer(token, document.version);
  const deposit = document.deposit;
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const busy = accepting || declining;

  const onAccept = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) return setNameError(ClientLinkMessages.nameRequired);
    const result = await accept(fullName);
    setNameError(result.ok ? undefined : result.fieldError);
  };
  const onDecline = async (event: FormEvent) => {
    event.preventDefault();
    const result = await decline(reason);
    setReasonError(result.ok ? undefined : result.fieldError);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.yourAnswer}</CardTitle>
        <CardDescription>{t.answerHint}</CardDescription>
        {deposit && (
          <p className="text-sm font-medium">
            {depositDueLine(deposit, document.currency, document.language)}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          onSubmit={onAccept}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <FormField label={t.fullName} error={nameError} className="flex-1">
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                value={fullName}
                maxLength={200}
                onChange={(event) => setFullName(event.target.value)}
                placeholder={t.fullNamePlaceholder}
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy} className="sm:w-auto">
            <CircleCheckIcon aria-hidden />
            {accepting ? t.accepting : t.accept}
          </Button>
        </form>
        {declineOpen ? (
          <form onSubmit={onDecline} noValidate className="flex flex-col gap-3 border-t pt-4">
            <FormField label={t.reason} optional={t.optional} error={reasonError}>
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={2000}
                  rows={3}
                  onChange={(event) => setReason(event.target.value)}
                  placeholder={t.reasonPlaceholder}
                />
              )}
            </FormField>
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" onClick={() => setDeclineOpen(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="destructive" disabled={busy}>
                {declining ? t.declining : t.declineProposal}
              </Button>
            </div>
          </form>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => setDeclineOpen(true)}
            disabled={busy}
          >
            <CircleXIcon aria-hidden />
            {t.decline}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
