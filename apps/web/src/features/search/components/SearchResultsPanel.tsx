import { formatMoney } from '@dealdraft/domain';
import { FileTextIcon, LoaderCircleIcon, ReceiptIcon } from 'lucide-react';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { SearchMatch } from '../hooks/useGlobalSearch';

const t = strings.search;

const GROUPS = [
  { kind: 'proposal', label: t.groups.proposals, icon: FileTextIcon },
  { kind: 'invoice', label: t.groups.invoices, icon: ReceiptIcon },
] as const;

/** What a match is called in the list: a proposal's title, an invoice's number. */
function matchTitle(match: SearchMatch): string {
  return match.kind === 'proposal' ? match.record.proposalTitle : match.record.invoiceNumber;
}

function matchDetail(match: SearchMatch): string {
  return match.kind === 'proposal'
    ? `${match.record.clientName} · ${match.record.proposalNumber}`
    : match.record.clientName;
}

const amountOf = (match: SearchMatch) =>
  match.kind === 'proposal' ? match.record.value : match.record.amount;

type SearchResultsPanelProps = {
  listId: string;
  optionId: (index: number) => string;
  /** What the box found; none shows the status line instead of the list. */
  matches: SearchMatch[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (match: SearchMatch) => void;
  /** Why there is no list: still searching, the search failed, or nothing matched `term`. */
  status: 'searching' | 'failed' | 'none';
  term: string;
};

/** Under the search box: the matches grouped by kind, or why there are none. */
export function SearchResultsPanel({
  listId,
  optionId,
  matches,
  activeIndex,
  onActivate,
  onChoose,
  status,
  term,
}: SearchResultsPanelProps) {
  return (
    <div className="absolute inset-x-3 top-full z-40 mt-2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg animate-pop-in md:inset-x-0">
      {matches.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t.resultsLabel}
          className="max-h-96 overflow-y-auto p-1.5"
        >
          {GROUPS.map(({ kind, label, icon: Icon }) => {
            const group = matches
              .map((match, index) => ({ match, index }))
              .filter(({ match }) => match.kind === kind);
            if (!group.length) return null;
            return (
              <div key={kind} role="group" aria-label={label} className="py-1">
                <div
                  aria-hidden
                  className="px-2.5 pt-1 pb-1.5 text-xs font-medium text-muted-foreground"
                >
                  {label}
                </div>
                {group.map(({ match, index }) => (
                  <div
                    key={match.record.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    // Keeps the input focused, so the click is not lost to its blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => onActivate(index)}
                    onClick={() => onChoose(match)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
                      index === activeIndex && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">{matchTitle(match)}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {matchDetail(match)}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="text-xs font-medium tabular-nums">
                        {formatMoney(amountOf(match), match.record.currency)}
                      </span>
                      <StatusBadge status={match.record.status} />
                    </span>
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground"
        >
          {status === 'searching' ? (
            <>
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
              {t.searching}
            </>
          ) : status === 'failed' ? (
            t.failed
          ) : (
            t.noMatches(term)
          )}
        </p>
      )}
    </div>
  );
}
