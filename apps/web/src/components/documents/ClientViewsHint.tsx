import { clientViewsText } from '@dealdraft/domain';
import { EyeIcon } from 'lucide-react';

export type ClientViews = { count: number; lastViewedAt: string | null };

/** "Viewed 3×, last 2 hours ago": the client's visits to the document's public page. */
export function ClientViewsHint({ views }: { views: ClientViews }) {
  const text = clientViewsText(
    views.count,
    views.lastViewedAt ? new Date(views.lastViewedAt) : null,
  );
  if (!text) return null;
  return (
    <span
      title="Visits of the client page"
      className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-muted-foreground"
    >
      <EyeIcon className="size-3.5 shrink-0" aria-hidden />
      {text}
    </span>
  );
}
