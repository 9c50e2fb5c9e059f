import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/utils';

type StatCardProps = {
  title: string;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile. */
  tone: string;
  value: ReactNode;
  footer: ReactNode;
  /** A long figure: a size smaller, and free to wrap. */
  long?: boolean;
};

/** A titled figure with its icon, and what it counts under it. */
export function StatCard({ title, icon: Icon, tone, value, footer, long = false }: StatCardProps) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="gap-3 px-5 py-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg', tone)}>
          <Icon className="size-[18px]" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]',
          long ? 'text-2xl' : 'text-3xl xl:text-[1.75rem] 2xl:text-3xl',
        )}
      >
        {value}
      </p>
      <div className="text-sm text-muted-foreground">{footer}</div>
    </Card>
  );
}

/** "3/5 proposals used this period", with a bar that fills as the plan's allowance is spent. */
export function Usage({ used, limit, label }: { used: number; limit: number; label: string }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <div className="flex flex-col gap-2">
      <span>
        <span className="font-medium text-foreground tabular-nums">
          {used}/{limit}
        </span>{' '}
        {label}
      </span>
      <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <span
          className={cn(
            'block h-full rounded-full transition-[width] duration-700',
            share >= 1 ? 'bg-destructive' : share >= 0.8 ? 'bg-warning' : 'bg-primary',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </span>
    </div>
  );
}
