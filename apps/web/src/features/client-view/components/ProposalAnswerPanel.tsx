import { documentStrings } from '@dealdraft/domain';
import { CircleCheckIcon, CircleXIcon, ClockIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import type { ClientDocument } from '../hooks/useClientDocument';
import { DepositPanel } from './DepositPanel';
import { ProposalAnswerForm } from './ProposalAnswerForm';

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
  return <ProposalAnswerForm token={token} document={document} />;
}
