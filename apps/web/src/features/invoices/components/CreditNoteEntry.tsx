import { formatMoney } from '@dealdraft/domain';
import { DownloadIcon, SendIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate, labelOf } from '@/lib/format';
import { strings } from '@/strings';
import type { CreditNote } from '../hooks/useInvoiceCreditNotes';

const t = strings.invoices.payments.creditNotes;

const SEND_TONES: Record<string, BadgeProps['variant']> = {
  queued: 'info',
  sent: 'success',
  failed: 'destructive',
};

type CreditNoteEntryProps = {
  note: CreditNote;
  busy: boolean;
  onDownload: () => void;
  onSend: () => void;
};

/** One credit note: number, date, its e-mail's status, amount and reason; its PDF and Send. */
export function CreditNoteEntry({ note, busy, onDownload, onSend }: CreditNoteEntryProps) {
  return (
    <li className="grid gap-1.5 px-3 py-2.5 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{note.creditNoteNumber}</span>
          <span className="text-muted-foreground">{formatDate(note.issuedOn)}</span>
          {note.sendStatus && (
            <Badge variant={SEND_TONES[note.sendStatus] ?? 'secondary'}>
              {labelOf(t.sendStatuses, note.sendStatus)}
            </Badge>
          )}
        </p>
        <span className="shrink-0 font-medium tabular-nums">
          {formatMoney(note.amount, note.currency)}
        </span>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p className="min-w-0 text-xs break-words whitespace-pre-line text-muted-foreground">
          {note.reason}
        </p>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={t.downloadLabel(note.creditNoteNumber)}
            disabled={busy}
            onClick={onDownload}
          >
            <DownloadIcon aria-hidden />
            {t.download}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t.sendLabel(note.creditNoteNumber)}
            disabled={busy}
            onClick={onSend}
          >
            <SendIcon aria-hidden />
            {t.send}
          </Button>
        </div>
      </div>
    </li>
  );
}
