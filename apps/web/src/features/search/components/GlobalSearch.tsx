import { formatMoney } from '@dealdraft/domain';
import { FileTextIcon, LoaderCircleIcon, ReceiptIcon, SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { MIN_SEARCH_LENGTH, useGlobalSearch, type SearchMatch } from '../hooks/useGlobalSearch';
import { SearchMatchDialog } from './SearchMatchDialog';

const t = strings.search;

const GROUPS = [
  { kind: 'proposal', label: t.groups.proposals, icon: FileTextIcon },
  { kind: 'invoice', label: t.groups.invoices, icon: ReceiptIcon },
] as const;

/** What a match is called in the list: a proposal's title, an invoice's number. */
export function matchTitle(match: SearchMatch): string {
  return match.kind === 'proposal' ? match.record.proposalTitle : match.record.invoiceNumber;
}

function matchDetail(match: SearchMatch): string {
  return match.kind === 'proposal'
    ? `${match.record.clientName} · ${match.record.proposalNumber}`
    : match.record.clientName;
}

const amountOf = (match: SearchMatch) =>
  match.kind === 'proposal' ? match.record.value : match.record.amount;

type GlobalSearchProps = {
  /**
   * Below the md breakpoint the box is hidden until the top bar's search button opens it; it
   * then covers the bar, focused, until closed (its close button, Escape on an empty box, or
   * leaving it empty).
   */
  phoneOpen?: boolean;
  onPhoneClose?: () => void;
};

/**
 * The top bar's search box (spec §2: placeholder Search...). A combobox: results appear under
 * it as you type; arrow keys move through them, Enter or a click opens the match, Escape closes.
 */
export function GlobalSearch({ phoneOpen = false, onPhoneClose }: GlobalSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<SearchMatch | null>(null);
  const { term, matches, loading, failed } = useGlobalSearch(input);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const typing = input.trim().length >= MIN_SEARCH_LENGTH;
  const showPanel = open && typing;
  const showList = showPanel && matches.length > 0;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  useEffect(() => {
    if (phoneOpen) inputRef.current?.focus();
  }, [phoneOpen]);

  const closePhone = () => {
    setInput('');
    onPhoneClose?.();
  };

  const choose = (match: SearchMatch) => {
    setOpen(false);
    setOpened(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!matches.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + matches.length) % matches.length);
        return;
      }
      case 'Enter':
        if (showList) {
          event.preventDefault();
          choose(matches[activeIndex]);
        }
        return;
      case 'Escape':
        if (showPanel) {
          event.preventDefault();
          setOpen(false);
        } else if (input) {
          setInput('');
        } else if (phoneOpen) {
          closePhone();
        }
        return;
    }
  };

  return (
    <div
      role="search"
      className={cn(
        'w-full md:relative md:block md:max-w-sm',
        phoneOpen
          ? 'absolute inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b bg-background px-3 md:h-auto md:border-0 md:bg-transparent md:px-0'
          : 'hidden',
      )}
    >
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={inputRef}
          type="search"
          placeholder={t.placeholder}
          aria-label={t.label}
          className="pl-9"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList ? optionId(activeIndex) : undefined}
          autoComplete="off"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // A phone's box left empty gives the bar back; one holding a term stays for its results.
            if (phoneOpen && !input.trim()) onPhoneClose?.();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {phoneOpen && (
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t.close}
          onClick={closePhone}
        >
          <XIcon aria-hidden />
        </Button>
      )}
      {showPanel && (
        <div className="absolute inset-x-3 top-full z-40 mt-2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg animate-pop-in md:inset-x-0">
          {showList ? (
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
                        onMouseMove={() => setActive(index)}
                        onClick={() => choose(match)}
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
              {loading || term !== input.trim() ? (
                <>
                  <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
                  {t.searching}
                </>
              ) : failed ? (
                t.failed
              ) : (
                t.noMatches(term)
              )}
            </p>
          )}
        </div>
      )}
      <SearchMatchDialog match={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
