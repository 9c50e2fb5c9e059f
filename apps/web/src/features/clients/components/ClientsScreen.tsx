import { DownloadIcon, FileUpIcon, PlusIcon } from 'lucide-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CollectionTable } from '@/components/collection/CollectionTable';
import { CollectionToolbar } from '@/components/collection/CollectionToolbar';
import { ImportDialog } from '@/components/imports/ImportDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { TableCell, TableHead } from '@/components/ui/Table';
import { ClientsDocument, type ClientSortField } from '@/generated/graphql';
import { downloadExport, FileRequestError } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useCollectionFilters, type SortChoice } from '@/lib/useCollectionFilters';
import { strings } from '@/strings';
import { useClientActions, useClients, type Client } from '../hooks/useClients';
import { ClientDialog } from './ClientDialog';

const t = strings.clients;

const SORTS: SortChoice<ClientSortField>[] = [
  { value: 'name-ASC', label: t.list.sorts.nameAsc, sortBy: 'name', dir: 'ASC' },
  { value: 'name-DESC', label: t.list.sorts.nameDesc, sortBy: 'name', dir: 'DESC' },
  { value: 'company-ASC', label: t.list.sorts.companyAsc, sortBy: 'company', dir: 'ASC' },
  { value: 'email-ASC', label: t.list.sorts.emailAsc, sortBy: 'email', dir: 'ASC' },
  { value: 'createdAt-DESC', label: t.list.sorts.newestFirst, sortBy: 'createdAt', dir: 'DESC' },
];

const exportClients = () =>
  downloadExport('clients.csv', session.token()).catch((error: unknown) =>
    notify.error(
      error instanceof FileRequestError && error.message ? error.message : t.messages.exportFailed,
    ),
  );

/** /clients: the people and businesses the workspace bills. */
export function ClientsScreen() {
  const filters = useCollectionFilters<ClientSortField>('name');
  const list = useClients(filters.variables);
  const actions = useClientActions();
  const [editing, setEditing] = useState<Client | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const apollo = useApolloClient();
  const [deleting, setDeleting] = useState<Client | null>(null);
  const dialogItem = editing === 'new' ? null : editing;

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.list.description}
        actions={
          <>
            <Button variant="outline" onClick={() => void exportClients()}>
              <DownloadIcon aria-hidden />
              {t.list.exportCsv}
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUpIcon aria-hidden />
              {t.list.importCsv}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <PlusIcon aria-hidden />
              {t.list.newClient}
            </Button>
          </>
        }
      />
      <CollectionToolbar filters={filters} sorts={SORTS} words={t.list} />
      <CollectionTable
        list={list}
        words={{ ...t.list, loadFailed: t.messages.loadFailed }}
        headers={
          <>
            <TableHead>{strings.common.name}</TableHead>
            <TableHead className="hidden sm:table-cell">{strings.common.email}</TableHead>
            <TableHead className="hidden md:table-cell">{strings.common.phone}</TableHead>
          </>
        }
        cells={(client) => <ClientCells client={client} />}
        onEdit={setEditing}
        onArchive={(client) => void actions.setArchived(client.id, !client.archived)}
        onDelete={setDeleting}
      />
      <ClientDialog
        open={editing !== null}
        client={dialogItem}
        busy={actions.saving}
        onClose={() => setEditing(null)}
        onSave={(input) => actions.save(dialogItem?.id ?? null, input)}
      />
      <ImportDialog
        kind="clients"
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void apollo.refetchQueries({ include: [ClientsDocument] })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteDialog.title}
        text={t.deleteDialog.text(deleting?.name ?? '')}
        action={strings.common.delete}
        busy={actions.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await actions.remove(deleting.id))) setDeleting(null);
        }}
      />
    </>
  );
}

function ClientCells({ client }: { client: Client }) {
  return (
    <>
      <TableCell className="min-w-28 max-w-40 sm:max-w-md">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/clients/${client.id}`}
            className="font-medium break-words underline-offset-4 hover:underline"
          >
            {client.name}
          </Link>
          {client.archived && <Badge variant="secondary">{strings.common.archived}</Badge>}
        </div>
        {client.company && (
          <p className="line-clamp-2 text-xs text-muted-foreground">{client.company}</p>
        )}
        {/* On a phone the e-mail rides under the name: its column is hidden. */}
        {client.email && (
          <p className="text-xs break-all text-muted-foreground sm:hidden">{client.email}</p>
        )}
      </TableCell>
      <TableCell className="hidden break-all sm:table-cell">{client.email}</TableCell>
      <TableCell className="hidden md:table-cell">{client.phone ?? client.mobile}</TableCell>
    </>
  );
}
