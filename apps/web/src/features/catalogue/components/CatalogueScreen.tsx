import { formatMoney } from '@dealdraft/domain';
import {
  FileUpIcon,
  ArchiveIcon,
  ArchiveRestoreIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
} from 'lucide-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { CatalogueItemsDocument } from '@/generated/graphql';
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
import type { CatalogueItemSortField, SortDirection } from '@/generated/graphql';
import { strings } from '@/strings';
import {
  DEFAULT_FILTERS,
  useCatalogueActions,
  useCatalogueCurrency,
  useCatalogueItems,
  type CatalogueFilters,
  type CatalogueItem,
} from '../hooks/useCatalogue';
import { CatalogueItemDialog } from './CatalogueItemDialog';

const t = strings.catalogue;

/** Sort choices: field and direction in one select. */
const SORTS: {
  value: string;
  label: string;
  sortBy: CatalogueItemSortField;
  dir: SortDirection;
}[] = [
  { value: 'name-ASC', label: t.sorts.nameAsc, sortBy: 'name', dir: 'ASC' },
  { value: 'name-DESC', label: t.sorts.nameDesc, sortBy: 'name', dir: 'DESC' },
  { value: 'unitPrice-ASC', label: t.sorts.priceAsc, sortBy: 'unitPrice', dir: 'ASC' },
  { value: 'unitPrice-DESC', label: t.sorts.priceDesc, sortBy: 'unitPrice', dir: 'DESC' },
  { value: 'createdAt-DESC', label: t.sorts.newestFirst, sortBy: 'createdAt', dir: 'DESC' },
];

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/** /catalogue: the workspace's items, to fill proposal services and invoice lines. */
export function CatalogueScreen() {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<CatalogueFilters>(DEFAULT_FILTERS);
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const list = useCatalogueItems({ ...filters, search });
  const currency = useCatalogueCurrency();
  const actions = useCatalogueActions();
  const [editing, setEditing] = useState<CatalogueItem | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const apollo = useApolloClient();
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);

  const sort = `${filters.sortBy}-${filters.sortDirection}`;
  const dialogItem = editing === 'new' ? null : editing;

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUpIcon aria-hidden />
              {t.importCsv}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <PlusIcon aria-hidden />
              {t.newItem}
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
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
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
          <SelectTrigger aria-label={t.sortLabel} className="w-full sm:w-48">
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
          {t.showArchived}
        </label>
      </div>
      <ItemsTable
        list={list}
        currency={currency}
        onEdit={setEditing}
        onArchive={(item) => void actions.setArchived(item.id, !item.archived)}
        onDelete={setDeleting}
      />
      <CatalogueItemDialog
        open={editing !== null}
        currency={currency}
        item={dialogItem}
        busy={actions.saving}
        onClose={() => setEditing(null)}
        onSave={(input) => actions.save(dialogItem?.id ?? null, input)}
      />
      <ImportDialog
        kind="items"
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void apollo.refetchQueries({ include: [CatalogueItemsDocument] })}
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

type ItemsTableProps = {
  list: ReturnType<typeof useCatalogueItems>;
  /** The workspace's, which the prices are in; undefined while it loads. */
  currency: string | undefined;
  onEdit: (item: CatalogueItem) => void;
  onArchive: (item: CatalogueItem) => void;
  onDelete: (item: CatalogueItem) => void;
};

function ItemsTable({ list, currency, onEdit, onArchive, onDelete }: ItemsTableProps) {
  if (list.failed) return <LoadErrorPanel message={t.messages.loadFailed} />;
  if (!list.items) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t.loading} className="size-8" />
      </div>
    );
  }
  if (list.items.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">{t.empty}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{strings.common.name}</TableHead>
            <TableHead className="text-right">{t.columns.unitPrice}</TableHead>
            <TableHead className="hidden sm:table-cell">{t.columns.unit}</TableHead>
            <TableHead className="hidden md:table-cell">{t.columns.defaultQuantity}</TableHead>
            <TableHead>
              <span className="sr-only">{strings.common.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="min-w-28 max-w-40 sm:max-w-md">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{item.name}</span>
                  {item.archived && <Badge variant="secondary">{strings.common.archived}</Badge>}
                </div>
                {item.description && (
                  <p className="line-clamp-2 text-xs text-muted-foreground">{item.description}</p>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {currency ? formatMoney(item.unitPrice, currency) : item.unitPrice}
                {/* On a phone the unit rides under the price: the Unit column is hidden. */}
                <span className="block text-xs text-muted-foreground sm:hidden">/ {item.unit}</span>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{item.unit}</TableCell>
              <TableCell className="hidden tabular-nums md:table-cell">
                {item.defaultQuantity}
              </TableCell>
              <TableCell className="px-1 text-right whitespace-nowrap sm:px-2">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 sm:size-9"
                  aria-label={t.editLabel(item.name)}
                  onClick={() => onEdit(item)}
                >
                  <PencilIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 sm:size-9"
                  aria-label={item.archived ? t.restoreLabel(item.name) : t.archiveLabel(item.name)}
                  onClick={() => onArchive(item)}
                >
                  {item.archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t.deleteLabel(item.name)}
                  className="size-8 hover:bg-destructive/10 hover:text-destructive sm:size-9"
                  onClick={() => onDelete(item)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t.shown(list.items.length, list.totalCount)}
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
