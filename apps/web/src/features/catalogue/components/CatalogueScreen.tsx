import { formatMoney } from '@dealdraft/domain';
import { FileUpIcon, PlusIcon } from 'lucide-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CollectionTable } from '@/components/collection/CollectionTable';
import { CollectionToolbar } from '@/components/collection/CollectionToolbar';
import { ImportDialog } from '@/components/imports/ImportDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { TableCell, TableHead } from '@/components/ui/Table';
import { CatalogueItemsDocument, type CatalogueItemSortField } from '@/generated/graphql';
import { useCollectionFilters, type SortChoice } from '@/lib/useCollectionFilters';
import { strings } from '@/strings';
import {
  useCatalogueActions,
  useCatalogueCurrency,
  useCatalogueItems,
  type CatalogueItem,
} from '../hooks/useCatalogue';
import { CatalogueItemDialog } from './CatalogueItemDialog';

const t = strings.catalogue;

const SORTS: SortChoice<CatalogueItemSortField>[] = [
  { value: 'name-ASC', label: t.sorts.nameAsc, sortBy: 'name', dir: 'ASC' },
  { value: 'name-DESC', label: t.sorts.nameDesc, sortBy: 'name', dir: 'DESC' },
  { value: 'unitPrice-ASC', label: t.sorts.priceAsc, sortBy: 'unitPrice', dir: 'ASC' },
  { value: 'unitPrice-DESC', label: t.sorts.priceDesc, sortBy: 'unitPrice', dir: 'DESC' },
  { value: 'createdAt-DESC', label: t.sorts.newestFirst, sortBy: 'createdAt', dir: 'DESC' },
];

/** /catalogue: the workspace's items, to fill proposal services and invoice lines. */
export function CatalogueScreen() {
  const filters = useCollectionFilters<CatalogueItemSortField>('name');
  const list = useCatalogueItems(filters.variables);
  const currency = useCatalogueCurrency();
  const actions = useCatalogueActions();
  const [editing, setEditing] = useState<CatalogueItem | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const apollo = useApolloClient();
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);
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
      <CollectionToolbar filters={filters} sorts={SORTS} words={t} />
      <CollectionTable
        list={list}
        words={{ ...t, loadFailed: t.messages.loadFailed }}
        headers={
          <>
            <TableHead>{strings.common.name}</TableHead>
            <TableHead className="text-right">{t.columns.unitPrice}</TableHead>
            <TableHead className="hidden sm:table-cell">{t.columns.unit}</TableHead>
            <TableHead className="hidden md:table-cell">{t.columns.defaultQuantity}</TableHead>
          </>
        }
        cells={(item) => <ItemCells item={item} currency={currency} />}
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

type ItemCellsProps = {
  item: CatalogueItem;
  /** The workspace's, which the prices are in; undefined while it loads. */
  currency: string | undefined;
};

function ItemCells({ item, currency }: ItemCellsProps) {
  return (
    <>
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
      <TableCell className="hidden tabular-nums md:table-cell">{item.defaultQuantity}</TableCell>
    </>
  );
}
