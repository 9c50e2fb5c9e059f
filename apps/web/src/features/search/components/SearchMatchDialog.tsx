import { formatMoney } from '@dealdraft/domain';
import { ArrowRightIcon, EyeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { EDIT_PARAM } from '@/features/documents/hooks/useEditFromLink';
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
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { SearchMatch } from '../hooks/useGlobalSearch';

const t = strings.search;

type SearchMatchDialogProps = { match: SearchMatch | null; onClose: () => void };

/** The match a search opened: its essentials, and the way to its edit form. */
export function SearchMatchDialog({ match, onClose }: SearchMatchDialogProps) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {match &&
          (match.kind === 'proposal' ? (
            <ProposalMatch match={match} />
          ) : (
            <InvoiceMatch match={match} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function ProposalMatch({
  match: { record },
}: {
  match: Extract<SearchMatch, { kind: 'proposal' }>;
}) {
  return (
    <>
      <MatchHeader
        title={record.proposalTitle}
        description={t.match.proposalDescription(record.proposalNumber, record.clientName)}
        status={record.status}
      />
      <Facts>
        <Fact label={t.match.client}>
          {record.clientName}, {record.clientCompany}
        </Fact>
        <Fact label={t.match.email}>{record.clientEmail}</Fact>
        <Fact label={strings.common.date}>{formatDate(record.proposalDate)}</Fact>
        <Fact label={t.match.expires}>
          {record.expirationDate ? formatDate(record.expirationDate) : '—'}
        </Fact>
        <Fact label={t.match.value}>{formatMoney(record.value, record.currency)}</Fact>
        <Fact label={t.match.emailOpens}>
          <Opens count={record.emailOpenCount} />
        </Fact>
      </Facts>
      <Lines
        lines={record.services.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          total: line.subtotal,
        }))}
        total={record.value}
        currency={record.currency}
      />
      <MatchFooter to={`/proposals?${EDIT_PARAM}=${record.id}`} label={t.match.editProposal} />
    </>
  );
}

function InvoiceMatch({ match: { record } }: { match: Extract<SearchMatch, { kind: 'invoice' }> }) {
  return (
    <>
      <MatchHeader
        title={t.match.invoiceTitle(record.invoiceNumber)}
        description={t.match.invoiceDescription(record.clientName)}
        status={record.status}
      />
      <Facts>
        <Fact label={t.match.client}>{record.clientName}</Fact>
        <Fact label={t.match.email}>{record.clientEmail}</Fact>
        <Fact label={strings.common.date}>{formatDate(record.invoiceDate)}</Fact>
        <Fact label={t.match.due}>{record.dueDate ? formatDate(record.dueDate) : '—'}</Fact>
        <Fact label={strings.common.amount}>{formatMoney(record.amount, record.currency)}</Fact>
        <Fact label={t.match.emailOpens}>
          <Opens count={record.emailOpenCount} />
        </Fact>
      </Facts>
      <Lines lines={record.lineItems} total={record.amount} currency={record.currency} />
      <MatchFooter to={`/invoices?${EDIT_PARAM}=${record.id}`} label={t.match.editInvoice} />
    </>
  );
}

function MatchHeader({
  title,
  description,
  status,
}: {
  title: string;
  description: string;
  status: string;
}) {
  return (
    <DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <DialogTitle className="leading-tight">{title}</DialogTitle>
        <StatusBadge status={status} />
      </div>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Opens({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <EyeIcon className="size-4 text-muted-foreground" aria-hidden />
      {count}
    </span>
  );
}

type Line = { description: string; quantity: number; total: number };

function Lines({ lines, total, currency }: { lines: Line[]; total: number; currency: string }) {
  return (
    <div className="rounded-lg border">
      <ul className="flex flex-col divide-y text-sm">
        {lines.map((line, index) => (
          <li key={index} className="flex items-center justify-between gap-4 px-3 py-2">
            <span className="min-w-0 truncate">
              {line.description}
              <span className="text-muted-foreground"> × {line.quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(line.total, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between border-t bg-muted/50 px-3 py-2 text-sm font-semibold">
        <span>{strings.common.total}</span>
        <span className="tabular-nums">{formatMoney(total, currency)}</span>
      </p>
    </div>
  );
}

function MatchFooter({ to, label }: { to: string; label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{strings.common.close}</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button asChild>
          <Link to={to}>
            {label}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </DialogClose>
    </DialogFooter>
  );
}
