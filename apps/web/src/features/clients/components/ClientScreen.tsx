import { formatMoney } from '@dealdraft/domain';
import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  EyeIcon,
  MailIcon,
  MailOpenIcon,
  PencilIcon,
  SearchXIcon,
  XCircleIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useClientActions } from '../hooks/useClients';
import type { PagedList } from '@/features/documents/utils/paged-list';
import {
  useClientInvoices,
  useClientProposals,
  type ClientDocumentRow,
} from '../hooks/useClientDocuments';
import { useClientSummary, type ClientSummary } from '../hooks/useClientSummary';
import { ClientCreditsCard } from './ClientCreditsCard';
import { ClientDialog } from './ClientDialog';

const t = strings.clients;

type Totals = ClientSummary['totals'];
type Activity = ClientSummary['activity'][number];

const TOTALS: {
  key: keyof Omit<Totals, '__typename' | 'currency'>;
  label: string;
  hint: string;
}[] = [
  { key: 'proposed', ...t.page.totals.proposed },
  { key: 'accepted', ...t.page.totals.accepted },
  { key: 'invoiced', ...t.page.totals.invoiced },
  { key: 'paid', ...t.page.totals.paid },
  { key: 'outstanding', ...t.page.totals.outstanding },
  { key: 'overdue', ...t.page.totals.overdue },
];

const EVENTS: Record<string, { icon: LucideIcon; say: (number: string) => string }> = {
  sent: { icon: MailIcon, say: t.page.events.sent },
  opened: { icon: MailOpenIcon, say: t.page.events.opened },
  viewed: { icon: EyeIcon, say: t.page.events.viewed },
  accepted: { icon: CheckCircle2Icon, say: t.page.events.accepted },
  declined: { icon: XCircleIcon, say: t.page.events.declined },
};

/** /clients/:id: who the client is, what they were proposed and invoiced, and what they did. */
export function ClientScreen({ id }: { id: string }) {
  const { summary, notFound, failed, refetch } = useClientSummary(id);
  const proposals = useClientProposals(id);
  const invoices = useClientInvoices(id);
  const actions = useClientActions();
  const [editing, setEditing] = useState(false);

  if (notFound) {
    return (
      <MessageScreen
        icon={SearchXIcon}
        tone="destructive"
        title={t.page.notFoundTitle}
        description={t.page.notFoundText}
      >
        <Button asChild>
          <Link to="/clients">{t.page.backToClients}</Link>
        </Button>
      </MessageScreen>
    );
  }
  if (failed) return <LoadErrorPanel message={t.messages.loadFailed} />;
  if (!summary) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t.page.loading} className="size-8" />
      </div>
    );
  }

  const { client } = summary;
  const subtitle = [client.company, client.email].filter(Boolean).join(' · ');
  return (
    <>
      <Link
        to="/clients"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t.title}
      </Link>
      <PageHeader
        title={client.name}
        description={subtitle || undefined}
        actions={
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            {t.page.editClient}
          </Button>
        }
      />
      {client.archived && (
        <Badge variant="secondary" className="mb-4">
          {strings.common.archived}
        </Badge>
      )}

      <section
        aria-label={t.page.totals.label}
        className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      >
        {TOTALS.map(({ key, label, hint }) => (
          <Card key={key} className="gap-1 px-4 py-3">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p
              data-testid={`total-${key}`}
              className={cn(
                'text-lg font-semibold tabular-nums',
                key === 'overdue' && summary.totals.overdue > 0 && 'text-destructive',
              )}
            >
              {formatMoney(summary.totals[key], summary.totals.currency)}
            </p>
            <p className="text-xs text-muted-foreground">{hint}</p>
          </Card>
        ))}
      </section>
      {/* Sums are never converted: documents in another currency are totalled apart. */}
      {summary.otherTotals.length > 0 && (
        <section
          aria-label={t.page.otherCurrenciesLabel}
          className="-mt-3 mb-6 text-sm text-muted-foreground"
        >
          {summary.otherTotals.map((other) => (
            <p key={other.currency}>
              {t.page.otherCurrency(
                other.currency,
                formatMoney(other.proposed, other.currency),
                formatMoney(other.invoiced, other.currency),
                formatMoney(other.outstanding, other.currency),
              )}
            </p>
          ))}
        </section>
      )}

      <div className="mb-6 empty:hidden">
        <ClientCreditsCard
          clientId={client.id}
          invoices={invoices.status === 'ready' ? invoices.items : []}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <History text={t.page.proposals} list={proposals} count={summary.proposalCount} />
          <History text={t.page.invoices} list={invoices} count={summary.invoiceCount} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ActivityCard activity={summary.activity} />
          <DetailsCard client={client} />
        </div>
      </div>

      <ClientDialog
        open={editing}
        client={client}
        busy={actions.saving}
        onClose={() => setEditing(false)}
        onSave={async (input) => {
          const saved = await actions.save(client.id, input);
          if (saved) refetch();
          return saved;
        }}
      />
    </>
  );
}

function History({
  text,
  list,
  count,
}: {
  /** The list's words: its title, loading, empty and "show more" texts. */
  text: typeof t.page.proposals;
  list: PagedList<ClientDocumentRow>;
  count: number;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">
          {text.title} <span className="font-normal text-muted-foreground">({count})</span>
        </h2>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {list.status === 'error' ? (
          <p className="text-sm text-destructive">{t.messages.documentsFailed}</p>
        ) : list.status === 'loading' ? (
          <Spinner label={text.loading} className="size-5" />
        ) : list.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.empty}</p>
        ) : (
          <>
            <Table aria-label={text.title}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t.page.number}</TableHead>
                  <TableHead className="hidden sm:table-cell">{strings.common.date}</TableHead>
                  <TableHead className="hidden sm:table-cell">{strings.common.status}</TableHead>
                  <TableHead className="text-right">{strings.common.total}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="max-w-48">
                      <span className="font-medium break-all">{row.number}</span>
                      {row.title && (
                        <p className="truncate text-xs text-muted-foreground">{row.title}</p>
                      )}
                      {/* On a phone the status rides under the number: its column is hidden. */}
                      <div className="mt-1 sm:hidden">
                        <StatusBadge status={row.status} />
                      </div>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      {formatDate(row.date)}
                      {row.dueDate && (
                        <p className="text-xs text-muted-foreground">
                          {t.page.due(formatDate(row.dueDate))}
                        </p>
                      )}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <StatusBadge status={row.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(row.total, row.currency)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {list.hasMore && (
              <Button
                variant="outline"
                className="mt-3 w-full"
                disabled={list.loadingMore}
                onClick={list.loadMore}
              >
                {list.loadingMore && (
                  <Spinner label={strings.common.loadingMore} className="size-4" />
                )}
                {text.showMore(list.items.length, count)}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityCard({ activity }: { activity: Activity[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.page.activityTitle}</h2>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.page.activityEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {activity.map((entry) => {
              const event = EVENTS[entry.event] ?? EVENTS.sent;
              const Icon = event.icon;
              return (
                <li key={`${entry.event}-${entry.documentId}-${entry.at}`} className="flex gap-3">
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 text-sm">
                    <p>{event.say(entry.documentNumber)}</p>
                    <p className="text-xs text-muted-foreground">
                      {new Date(entry.at).toLocaleString(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function DetailsCard({ client }: { client: ClientSummary['client'] }) {
  const details: [string, string | null | undefined][] = [
    [t.page.email, client.email],
    [t.page.cc, client.ccEmails.join(', ')],
    [strings.common.phone, client.phone],
    [strings.common.mobile, client.mobile],
    [strings.common.fax, client.fax],
    [strings.common.address, client.address],
    [t.fields.taxNumber, client.taxNumber],
    [t.fields.notes, client.notes],
  ];
  const shown = details.filter(([, value]) => value);
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.page.detailsTitle}</h2>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.page.detailsEmpty}</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {shown.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
