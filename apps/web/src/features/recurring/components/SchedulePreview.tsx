import { formatDate } from '@/lib/format';
import { strings } from '@/strings';

const t = strings.recurring.dialog;

/** The next dates the schedule would make an invoice on, as the fields stand. */
export function SchedulePreview({ dates }: { dates: string[] }) {
  return (
    <section aria-labelledby="recurring-preview" className="rounded-lg border bg-muted/40 p-3">
      <h3 id="recurring-preview" className="text-sm font-medium">
        {t.preview}
      </h3>
      {dates.length > 0 ? (
        <ol className="mt-2 flex flex-wrap gap-2" aria-live="polite">
          {dates.map((date) => (
            <li key={date} className="rounded-md border bg-card px-2 py-1 text-sm tabular-nums">
              <time dateTime={date}>{formatDate(date)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
          {t.previewEmpty}
        </p>
      )}
    </section>
  );
}
