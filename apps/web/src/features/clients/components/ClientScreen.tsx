import { ArrowLeftIcon, PencilIcon, SearchXIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useClientActions } from '../hooks/useClients';
import { useClientInvoices, useClientProposals } from '../hooks/useClientDocuments';
import { useClientSummary } from '../hooks/useClientSummary';
import { ClientCreditsCard } from './ClientCreditsCard';
import { ClientDialog } from './ClientDialog';
import { ClientTotals } from './ClientTotals';
import { ClientHistoryCard } from './ClientHistoryCard';
import { ClientActivityCard } from './ClientActivityCard';
import { ClientDetailsCard } from './ClientDetailsCard';
import { ClientPortalCard } from './ClientPortalCard';

const t = strings.clients;

/** /clients/:id: who the client is, what they were proposed and invoiced, and what they did. */
export function ClientScreen({ id }: { id: string }) {
  const { summary, notFound, failed, refetch } = useClientSummary(id);
  const proposals = useClientProposals(id);
  const invoices = useClientInvoices(id);
  const actions = useClientActions();
  // ?edit=<field>: a link to fix an invoice's e-invoice opens the edit dialog at that field.
  const [params] = useSearchParams();
  const [focusField] = useState(() => params.get('edit') || undefined);
  const [editing, setEditing] = useState(focusField !== undefined);

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

      <ClientTotals summary={summary} />

      <div className="mb-6 empty:hidden">
        <ClientCreditsCard
          clientId={client.id}
          invoices={invoices.status === 'ready' ? invoices.items : []}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ClientHistoryCard
            text={t.page.proposals}
            list={proposals}
            count={summary.proposalCount}
          />
          <ClientHistoryCard text={t.page.invoices} list={invoices} count={summary.invoiceCount} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ClientActivityCard activity={summary.activity} />
          <ClientDetailsCard client={client} />
          <ClientPortalCard clientId={client.id} email={client.email} />
        </div>
      </div>

      <ClientDialog
        open={editing}
        client={client}
        busy={actions.saving}
        focusField={focusField}
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
