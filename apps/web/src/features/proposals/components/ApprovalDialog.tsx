import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import type { ProposalApprovalFieldsFragment } from '@/generated/graphql';
import { strings } from '@/strings';
import { ApprovalBadge } from './ApprovalBadge';

const t = strings.approvals;

type ApprovalDialogProps = {
  /** The proposal whose approval is open, or null when closed. */
  proposal: { id: string; proposalTitle: string; approval: ProposalApprovalFieldsFragment } | null;
  canDecide: boolean;
  busy: boolean;
  onClose: () => void;
  onRequest: (id: string) => Promise<boolean>;
  onApprove: (id: string) => Promise<boolean>;
  onReturn: (id: string, comment: string) => Promise<boolean>;
};

/**
 * A proposal's approval: its state, why the rule holds it, the last comment; Request approval
 * for its author, Approve and Return with a comment for owners and admins.
 */
export function ApprovalDialog({
  proposal,
  canDecide,
  busy,
  onClose,
  onRequest,
  onApprove,
  onReturn,
}: ApprovalDialogProps) {
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReturning(false);
    setComment('');
    setError(undefined);
    onClose();
  };
  const approval = proposal?.approval;
  const canRequest =
    approval?.required && (approval.state === 'none' || approval.state === 'returned');
  const canApprove = canDecide && approval?.required && approval.state !== 'approved';
  const canReturn = canDecide && approval?.state === 'requested';

  const submitReturn = async () => {
    if (!proposal) return;
    if (!comment.trim()) {
      setError(t.commentRequired);
      return;
    }
    if (await onReturn(proposal.id, comment.trim())) close();
  };

  return (
    <Dialog open={proposal !== null} onOpenChange={(next) => !next && !busy && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.dialogTitle}</DialogTitle>
          <DialogDescription>{proposal?.proposalTitle}</DialogDescription>
        </DialogHeader>
        {approval && (
          <div className="grid gap-3 text-sm">
            <ApprovalBadge approval={approval} />
            {!approval.required && <p>{t.notRequired}</p>}
            {approval.required &&
              approval.reasons.map((reason) => (
                <p key={reason}>{t.reasons[reason as keyof typeof t.reasons] ?? reason}</p>
              ))}
            {approval.state === 'requested' && (
              <p className="text-muted-foreground">
                {approval.requestedByName ? t.requestedBy(approval.requestedByName) : t.waiting}
              </p>
            )}
            {approval.state === 'approved' && approval.required && (
              <p className="text-muted-foreground">{t.approvedNote}</p>
            )}
            {approval.state === 'returned' && approval.comment && (
              <div className="rounded-lg border bg-muted/40 p-3">
                <p className="font-medium">{t.returnedComment}</p>
                <p className="break-words whitespace-pre-wrap" data-testid="approval-comment">
                  {approval.comment}
                </p>
                {approval.decidedByName && (
                  <p className="mt-1 text-muted-foreground">
                    {t.decidedBy(approval.decidedByName)}
                  </p>
                )}
              </div>
            )}
            {returning && (
              <FormField label={t.commentLabel} error={error}>
                {(control) => (
                  <Textarea
                    {...control}
                    value={comment}
                    maxLength={2000}
                    onChange={(event) => setComment(event.target.value)}
                  />
                )}
              </FormField>
            )}
          </div>
        )}
        <DialogFooter className="flex-wrap gap-2">
          {returning ? (
            <>
              <Button variant="outline" onClick={() => setReturning(false)} disabled={busy}>
                {t.cancel}
              </Button>
              <Button variant="destructive" onClick={() => void submitReturn()} disabled={busy}>
                {t.sendReturn}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t.close}
              </Button>
              {canReturn && (
                <Button variant="outline" onClick={() => setReturning(true)} disabled={busy}>
                  {t.returnWithComment}
                </Button>
              )}
              {canApprove && proposal && (
                <Button
                  onClick={() => void onApprove(proposal.id).then((ok) => ok && close())}
                  disabled={busy}
                >
                  {t.approve}
                </Button>
              )}
              {canRequest && !canApprove && proposal && (
                <Button
                  onClick={() => void onRequest(proposal.id).then((ok) => ok && close())}
                  disabled={busy}
                >
                  {t.request}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
