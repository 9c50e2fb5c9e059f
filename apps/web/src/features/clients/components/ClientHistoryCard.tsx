import { formatMoney } from '@dealdraft/domain';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
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
import { strings } from '@/strings';
import type { PagedList } from '@/features/documents/utils/paged-list';
import type { ClientDocumentRow } from '../hooks/useClientDocuments';

const t = strings.clients;

/** A client's proposals or invoices, a page at a time. */
export function ClientHistoryCard({
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
