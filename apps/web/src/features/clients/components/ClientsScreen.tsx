import {
  FileUpIcon,
  ArchiveIcon,
  ArchiveRestoreIcon,
  DownloadIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
} from 'lucide-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { Link } from 'react-router';
import { ClientsDocument } from '@/generated/graphql';
import { ImportDialog } from '@/components/imports/ImportDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Input } from '@/components/ui/Input';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import type { ClientSortField, SortDirection } from '@/generated/graphql';
import {
  DEFAULT_FILTERS,
  useClientActions,
  useClients,
  type Client,
  type ClientFilters,
} from '../hooks/useClients';
import { downloadExport, FileRequestError } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { ClientDialog } from './ClientDialog';

const t = strings.clients;

/** Sort choices: field and direction in one select. */
const SORTS: {
  value: string;
  label: string;
  sortBy: ClientSortField;
  dir: SortDirection;
}[] = [
  { value: 'name-ASC', label: t.list.sorts.nameAsc, sortBy: 'name', dir: 'ASC' },
  { value: 'name-DESC', label: t.list.sorts.nameDesc, sortBy: 'name', dir: 'DESC' },
  { value: 'company-ASC', label: t.list.sorts.companyAsc, sortBy: 'company', dir: 'ASC' },
  { value: 'email-ASC', label: t.list.sorts.emailAsc, sortBy: 'email', dir: 'ASC' },
  { value: 'createdAt-DESC', label: t.list.sorts.newestFirst, sortBy: 'createdAt', dir: 'DESC' },
];

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/** /clients: the people and businesses the workspace bills. */
export function ClientsScreen() {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<ClientFilters>(DEFAULT_FILTERS);
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const list = useClients({ ...filters, search });
  const actions = useClientActions();
  const [editing, setEditing] = useState<Client | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const apollo = useApolloClient();
  const [deleting, setDeleting] = useState<Client | null>(null);
  const exportClients = () =>
    downloadExport('clients.csv', session.token()).catch((error: unknown) =>
      notify.error(
        error instanceof FileRequestError && error.message
          ? error.message
          : t.messages.exportFailed,
      ),
    );

  const sort = `${filters.sortBy}-${filters.sortDirection}`;
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
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div role="search" className="relative flex-1 sm:max-w-sm">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t.list.searchPlaceholder}
            aria-label={t.list.searchLabel}
            className="pl-9"
          />
        </div>
        <Select
          value={sort}
          onValueChange={(value) => {
            const chosen = SORTS.find((option) => option.value === value);
            if (chosen) {
              setFilters((current) => ({
                ...current,
                sortBy: chosen.sortBy,
                sortDirection: chosen.dir,
              }));
            }
          }}
        >
          <SelectTrigger aria-label={t.list.sortLabel} className="w-full sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORTS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.includeArchived}
            onChange={(event) =>
              setFilters((current) => ({ ...current, includeArchived: event.target.checked }))
            }
          />
          {t.list.showArchived}
        </label>
      </div>
      <ClientsTable
        list={list}
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

type ClientsTableProps = {
  list: ReturnType<typeof useClients>;
  onEdit: (client: Client) => void;
  onArchive: (client: Client) => void;
  onDelete: (client: Client) => void;
};

function ClientsTable({ list, onEdit, onArchive, onDelete }: ClientsTableProps) {
  if (list.failed) return <LoadErrorPanel message={t.messages.loadFailed} />;
  if (!list.items) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t.list.loading} className="size-8" />
      </div>
    );
  }
  if (list.items.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">{t.list.empty}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{strings.common.name}</TableHead>
            <TableHead className="hidden sm:table-cell">{strings.common.email}</TableHead>
            <TableHead className="hidden md:table-cell">{strings.common.phone}</TableHead>
            <TableHead>
              <span className="sr-only">{strings.common.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.items.map((client) => (
            <TableRow key={client.id}>
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
                  <p className="text-xs break-all text-muted-foreground sm:hidden">
                    {client.email}
                  </p>
                )}
              </TableCell>
              <TableCell className="hidden break-all sm:table-cell">{client.email}</TableCell>
              <TableCell className="hidden md:table-cell">
                {client.phone ?? client.mobile}
              </TableCell>
              <TableCell className="px-1 text-right whitespace-nowrap sm:px-2">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 sm:size-9"
                  aria-label={t.list.editLabel(client.name)}
                  onClick={() => onEdit(client)}
                >
                  <PencilIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 sm:size-9"
                  aria-label={
                    client.archived
                      ? t.list.restoreLabel(client.name)
                      : t.list.archiveLabel(client.name)
                  }
                  onClick={() => onArchive(client)}
                >
                  {client.archived ? (
                    <ArchiveRestoreIcon aria-hidden />
                  ) : (
                    <ArchiveIcon aria-hidden />
                  )}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t.list.deleteLabel(client.name)}
                  className="size-8 hover:bg-destructive/10 hover:text-destructive sm:size-9"
                  onClick={() => onDelete(client)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t.list.shown(list.items.length, list.totalCount)}
      </p>
      {list.hasMore && (
        <Button
          variant="outline"
          className="self-center"
          disabled={list.loadingMore}
          onClick={list.loadMore}
        >
          {list.loadingMore && <Spinner label={strings.common.loadingMore} className="size-4" />}
          {strings.common.loadMore}
        </Button>
      )}
    </div>
  );
}
