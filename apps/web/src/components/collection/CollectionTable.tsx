import { ArchiveIcon, ArchiveRestoreIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import type { CollectionList } from '@/lib/useCollection';
import { strings } from '@/strings';

type Row = { id: string; name: string; archived: boolean };

/** What a collection's table says, in its own words ("Loading clients", "Edit Acme"). */
export type CollectionTableWords = {
  loadFailed: string;
  loading: string;
  empty: string;
  editLabel: (name: string) => string;
  archiveLabel: (name: string) => string;
  restoreLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  /** Under the table: how many of the matching rows are loaded. */
  shown: (shown: number, total: number) => string;
};

type CollectionTableProps<T extends Row> = {
  list: CollectionList<T>;
  words: CollectionTableWords;
  /** The header cells before the actions column. */
  headers: ReactNode;
  /** A row's cells before its edit, archive/restore and delete buttons. */
  cells: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onArchive: (item: T) => void;
  onDelete: (item: T) => void;
};

/** A collection's rows with their actions, the count shown and "Load more"; or why there are none. */
export function CollectionTable<T extends Row>({
  list,
  words,
  headers,
  cells,
  ...actions
}: CollectionTableProps<T>) {
  if (list.failed) return <LoadErrorPanel message={words.loadFailed} />;
  if (!list.items) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={words.loading} className="size-8" />
      </div>
    );
  }
  if (list.items.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">{words.empty}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            {headers}
            <TableHead>
              <span className="sr-only">{strings.common.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.items.map((item) => (
            <TableRow key={item.id}>
              {cells(item)}
              <TableCell className="px-1 text-right whitespace-nowrap sm:px-2">
                <RowActions item={item} words={words} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {words.shown(list.items.length, list.totalCount)}
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

type RowActionsProps<T extends Row> = Pick<
  CollectionTableProps<T>,
  'words' | 'onEdit' | 'onArchive' | 'onDelete'
> & { item: T };

function RowActions<T extends Row>({
  item,
  words,
  onEdit,
  onArchive,
  onDelete,
}: RowActionsProps<T>) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 sm:size-9"
        aria-label={words.editLabel(item.name)}
        onClick={() => onEdit(item)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 sm:size-9"
        aria-label={item.archived ? words.restoreLabel(item.name) : words.archiveLabel(item.name)}
        onClick={() => onArchive(item)}
      >
        {item.archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={words.deleteLabel(item.name)}
        className="size-8 hover:bg-destructive/10 hover:text-destructive sm:size-9"
        onClick={() => onDelete(item)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </>
  );
}
