import { clientViewsText } from '@dealdraft/domain';
import { EyeIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.documents;

export type ClientViews = { count: number; lastViewedAt: string | null };

/** "Viewed 3×, last 2 hours ago": the client's visits to the document's public page. */
export function ClientViewsHint({
  views,
  wrap = false,
}: {
  views: ClientViews;
  /** May break over two lines (in a narrow column) instead of keeping to one. */
  wrap?: boolean;
}) {
  const text = clientViewsText(
    views.count,
    views.lastViewedAt ? new Date(views.lastViewedAt) : null,
  );
  if (!text) return null;
  return (
    <span
      title={t.clientViewsTitle}
      className={cn(
        'inline-flex gap-1 text-xs font-medium text-muted-foreground',
        wrap ? 'items-start' : 'items-center whitespace-nowrap',
      )}
    >
      <EyeIcon className={cn('size-3.5 shrink-0', wrap && 'mt-px')} aria-hidden />
      {text}
    </span>
  );
}
