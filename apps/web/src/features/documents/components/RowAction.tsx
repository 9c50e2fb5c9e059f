import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/utils';

type RowActionProps = {
  label: string;
  /** The tooltip, when it says more than the label. */
  hint?: string;
  icon: LucideIcon;
  onClick: () => void;
  busy?: boolean;
  destructive?: boolean;
};

/** One icon button of a row, named by its label; a spinner stands in while it runs. */
export function RowAction({
  label,
  hint,
  icon: Icon,
  onClick,
  busy = false,
  destructive,
}: RowActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={hint ?? label}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={cn(
        // Seven fit the table's Actions column; on a phone's card they keep the larger target.
        'text-muted-foreground md:size-8',
        destructive && 'hover:bg-destructive/10 hover:text-destructive',
      )}
    >
      {busy ? <Spinner label={`${label}…`} className="size-4" /> : <Icon aria-hidden />}
    </Button>
  );
}
