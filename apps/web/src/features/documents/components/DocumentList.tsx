import { Copy } from '@dealdraft/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import type { ClientViews } from './ClientViewsHint';
import type { EmailActivity } from './EmailActivityHint';
import type { PagedList } from '../utils/paged-list';
import { DocumentTable } from './DocumentTable';
import { DocumentCards } from './DocumentCards';

/** What a list shows of one proposal or invoice, in the column order of both screens. */
export type DocumentRow = {
  title: string;
  subtitle?: string;
  client: string;
  clientDetail?: string;
  /** ISO date or timestamp, shown in the browser's locale. */
  date: string;
  /** In `currency` (major units). */
  amount: number;
  /** ISO 4217; each row is shown in its own currency, never converted. */
  currency: string;
  /** A small line under the amount, e.g. what a partly paid invoice still owes. */
  amountNote?: string;
  status: string;
  /** Its e-mails, hinted beside the status ("Opened 2×"). */
  email?: EmailActivity;
  /** Visits of its client page, beside "Opened" ("Viewed 3×, last 2 hours ago"). */
  views?: ClientViews;
  /** A kind's own badge beside the status (a proposal's approval). */
  badge?: ReactNode;
};

/** The column headings; the last two, Status and Actions, are the same on both screens. */
export type DocumentListHeaders = { title: string; client: string; date: string; amount: string };

export type DocumentListCopy = {
  /** The list's accessible name, e.g. "Proposals". */
  title: string;
  loading: string;
  loadFailed: string;
  empty: string;
  emptyHint: string;
};

type DocumentListProps<T extends { id: string }> = {
  list: PagedList<T>;
  copy: DocumentListCopy;
  headers: DocumentListHeaders;
  icon: LucideIcon;
  /** A search or status filter is active: the empty state suggests changing it instead. */
  filtered: boolean;
  /** The empty state's button when nothing is filtered, e.g. "Create Your First Proposal". */
  createFirst: ReactNode;
  toRow: (item: T) => DocumentRow;
  renderActions: (item: T) => ReactNode;
};

/** The body of the proposals and invoices screens: loading, error, empty, or the list. */
export function DocumentList<T extends { id: string }>({
  list,
  copy,
  icon,
  filtered,
  createFirst,
  ...view
}: DocumentListProps<T>) {
  switch (list.status) {
    case 'loading':
      return (
        <div className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner label={copy.loading} className="size-8" />
          <p aria-hidden>{copy.loading}</p>
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={copy.loadFailed} />;
    case 'ready':
      if (list.items.length === 0) {
        return filtered ? (
          <EmptyState
            icon={icon}
            title={copy.empty}
            description={Copy.documents.emptyFilteredHint}
          />
        ) : (
          <EmptyState icon={icon} title={copy.empty} description={copy.emptyHint}>
            {createFirst}
          </EmptyState>
        );
      }
      return (
        <div className="flex flex-col gap-4">
          {/* Spec §9: a table from 768px, cards below. */}
          <div className="hidden md:block">
            <DocumentTable label={copy.title} items={list.items} {...view} />
          </div>
          <DocumentCards label={copy.title} items={list.items} {...view} className="md:hidden" />
          {list.hasMore && (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.loadingMore}
              onClick={list.loadMore}
            >
              {list.loadingMore && (
                <Spinner label={strings.common.loadingMore} className="size-4" />
              )}
              {strings.common.loadMore}
            </Button>
          )}
        </div>
      );
  }
}
