import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { MIN_SEARCH_LENGTH, useGlobalSearch, type SearchMatch } from '../hooks/useGlobalSearch';
import { SearchMatchDialog } from './SearchMatchDialog';
import { SearchResultsPanel } from './SearchResultsPanel';

const t = strings.search;

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
        <SearchResultsPanel
          listId={listId}
          optionId={optionId}
          matches={showList ? matches : []}
          activeIndex={activeIndex}
          onActivate={setActive}
          onChoose={choose}
          status={loading || term !== input.trim() ? 'searching' : failed ? 'failed' : 'none'}
          term={term}
        />
      )}
      <SearchMatchDialog match={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
