import {
  ClientLinkMessages,
  depositDueLine,
  documentStrings,
  formatMoney,
} from '@dealdraft/domain';
import {
  CircleCheckIcon,
  CircleXIcon,
  ClockIcon,
  CreditCardIcon,
  FlaskConicalIcon,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { ClientDocument } from '../hooks/useClientDocument';
import { useClientAnswer } from '../hooks/useClientAnswer';
import { usePayInvoice } from '../hooks/usePayInvoice';

/** Accept (typed full name) or decline (optional reason); or the answer, or why it is closed. */
export function ProposalAnswerPanel({
  token,
  document,
}: {
  token: string;
  document: ClientDocument;
}) {
  const { answer } = document;
  const t = documentStrings(document.language).page;
  if (answer) {
    // In the reader's time zone, written as the document's language writes it.
    const at = new Intl.DateTimeFormat(documentStrings(document.language).locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(answer.at));
    const accepted = answer.decision === 'accepted';
    const Icon = accepted ? CircleCheckIcon : CircleXIcon;
    return (
      <Card role="status" className={accepted ? 'border-success/40' : 'border-destructive/40'}>
        <CardHeader className="flex-row items-center gap-3">
          <Icon
            className={accepted ? 'size-6 text-success' : 'size-6 text-destructive'}
            aria-hidden
          />
          <div>
            <CardTitle>{accepted ? t.proposalAccepted : t.proposalDeclined}</CardTitle>
            <CardDescription>
              {accepted ? t.acceptedOn(answer.acceptedByName ?? '', at) : t.declinedOn(at)}
            </CardDescription>
          </div>
        </CardHeader>
        {answer.declineReason && (
          <CardContent className="text-sm text-muted-foreground">
            “{answer.declineReason}”
          </CardContent>
        )}
        {accepted && document.deposit && <DepositPanel token={token} document={document} />}
      </Card>
    );
  }
  if (document.expired) {
    return (
      <Card role="status" className="border-warning/40">
        <CardHeader className="flex-row items-center gap-3">
          <ClockIcon className="size-6 text-warning" aria-hidden />
          <div>
            <CardTitle>{t.expired}</CardTitle>
            <CardDescription>{document.expiredMessage}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  }
  if (!document.canRespond) return null;
  return <AnswerForm token={token} document={document} />;
}

/** An accepted proposal's deposit: paid, or the way to pay it (its invoice's Pay now). */
function DepositPanel({ token, document }: { token: string; document: ClientDocument }) {
  const d = documentStrings(document.language);
  const deposit = document.deposit!;
  const { pay, opening, error } = usePayInvoice(token, d.page.payment.failed);
  const amount = formatMoney(deposit.amount, document.currency, d.locale);
  return (
    <CardContent className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        {deposit.paid ? (
          <span className="flex items-center gap-2 font-medium text-success">
            <CircleCheckIcon aria-hidden className="size-4" />
            {d.deposit.deducted(deposit.invoiceNumber ?? '')}
          </span>
        ) : (
          depositDueLine(deposit, document.currency, document.language)
        )}
      </p>
      {deposit.canPayOnline && !deposit.paid && (
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button disabled={opening} onClick={() => void pay()}>
            <CreditCardIcon aria-hidden />
            {opening ? d.page.payment.opening : d.deposit.payDeposit(amount)}
          </Button>
          {deposit.simulated && (
            <Badge variant="warning" className="self-center sm:self-end">
              <FlaskConicalIcon aria-hidden />
              {d.page.payment.testMode}
            </Badge>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </CardContent>
  );
}

function AnswerForm({ token, document }: { token: string; document: ClientDocument }) {
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
