import { formatMoney } from '@dealdraft/domain';
import { EDIT_PARAM } from '@/features/documents/hooks/useEditFromLink';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { SearchMatch } from '../hooks/useGlobalSearch';
import { MatchHeader, Facts, Fact, Opens, Lines, MatchFooter } from './SearchMatchParts';

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
