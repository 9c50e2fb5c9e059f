import { formatUsd } from '@dealdraft/domain';
import { CheckCircle2Icon, EyeIcon, SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { strings } from '@/strings';

const t = strings.landing.preview;

const LINES = [
  { description: t.lines.discovery, amount: 1200 },
  { description: t.lines.brandIdentity, amount: 4800 },
  { description: t.lines.website, amount: 2400 },
];

/**
 * An illustration of a drafted proposal, built from the app's own parts so it stays sharp at
 * any size and in either theme. Screen readers get one sentence instead of its pieces.
 */
export function HeroPreview() {
  const total = LINES.reduce((sum, line) => sum + line.amount, 0);
  return (
    <div role="img" aria-label={t.label} className="relative mx-auto w-full max-w-lg lg:mr-0">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-tr from-primary/25 via-chart-2/15 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b bg-muted/50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate text-xs text-muted-foreground">{t.documentTitle}</span>
        </div>
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <p className="text-xs font-medium text-muted-foreground uppercase">{t.preparedFor}</p>
              <p className="font-semibold">{t.client}</p>
              <p className="text-sm text-muted-foreground">{t.project}</p>
            </div>
            <Badge variant="info">{t.status}</Badge>
          </div>
          <div className="flex flex-col gap-2 rounded-xl border p-3 sm:p-4">
            {LINES.map((line) => (
              <div key={line.description} className="flex items-center justify-between gap-3">
                <span className="truncate text-sm">{line.description}</span>
                <span className="text-sm font-medium tabular-nums">{formatUsd(line.amount)}</span>
              </div>
            ))}
            <div className="mt-1 flex items-center justify-between border-t pt-3">
              <span className="text-sm font-semibold">{strings.common.total}</span>
              <span className="text-lg font-semibold tabular-nums">{formatUsd(total)}</span>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <span className="h-2 w-11/12 rounded-full bg-muted" />
            <span className="h-2 w-4/5 rounded-full bg-muted" />
            <span className="h-2 w-2/3 rounded-full bg-muted" />
          </div>
        </div>
      </div>

      <div className="absolute -top-6 right-4 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 text-sm shadow-lg sm:right-8">
        <span className="grid size-7 place-items-center rounded-lg bg-primary/10 text-primary">
          <SparklesIcon className="size-4" />
        </span>
        <span>
          <span className="block text-xs text-muted-foreground">{t.draftedByAi}</span>
          <span className="font-semibold">{t.draftTime}</span>
        </span>
      </div>
      <div className="absolute -right-3 bottom-8 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 text-sm shadow-lg sm:-right-8">
        <span className="grid size-7 place-items-center rounded-lg bg-info/10 text-info">
          <EyeIcon className="size-4" />
        </span>
        <span>
          <span className="block text-xs text-muted-foreground">{t.clientActivity}</span>
          <span className="font-semibold">{t.opened}</span>
        </span>
      </div>
      <div className="absolute -bottom-5 left-6 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 text-sm shadow-lg">
        <CheckCircle2Icon className="size-5 text-success" />
        <span className="font-semibold">{t.invoicePaid}</span>
      </div>
    </div>
  );
}
