import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/Input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import type { CollectionFilterState, SortChoice } from '@/lib/useCollectionFilters';

type CollectionToolbarProps<Sort extends string> = {
  filters: CollectionFilterState<Sort>;
  sorts: SortChoice<Sort>[];
  words: {
    /** e.g. "Search clients..." */
    searchPlaceholder: string;
    /** The search box's accessible name, e.g. "Search clients". */
    searchLabel: string;
    sortLabel: string;
    showArchived: string;
  };
};

/** The search box, the sort select and "Show archived" above a collection's table. */
export function CollectionToolbar<Sort extends string>({
  filters,
  sorts,
  words,
}: CollectionToolbarProps<Sort>) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div role="search" className="relative flex-1 sm:max-w-sm">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={filters.typed}
          onChange={(event) => filters.setTyped(event.target.value)}
          placeholder={words.searchPlaceholder}
          aria-label={words.searchLabel}
          className="pl-9"
        />
      </div>
      <Select
        value={filters.sort}
        onValueChange={(value) => {
          const chosen = sorts.find((option) => option.value === value);
          if (chosen) filters.setSort(chosen);
        }}
      >
        <SelectTrigger aria-label={words.sortLabel} className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {sorts.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.variables.includeArchived}
          onChange={(event) => filters.setIncludeArchived(event.target.checked)}
        />
        {words.showArchived}
      </label>
    </div>
  );
}
