import { useState } from 'react';
import type { SortDirection } from '@/generated/graphql';
import { defaultCollectionFilters, type CollectionFilters } from '@/lib/useCollection';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/** One choice of a collection's sort select: field and direction in one. */
export type SortChoice<Sort extends string> = {
  value: string;
  label: string;
  sortBy: Sort;
  dir: SortDirection;
};

/** The search box, sort and "Show archived" of a collection's screen, starting sorted by `sortBy`. */
export function useCollectionFilters<Sort extends string>(sortBy: Sort) {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<CollectionFilters<Sort>>(() =>
    defaultCollectionFilters(sortBy),
  );
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  return {
    /** What the box shows now; `variables.search` follows it after a pause. */
    typed,
    setTyped,
    variables: { ...filters, search },
    sort: `${filters.sortBy}-${filters.sortDirection}`,
    setSort: (choice: SortChoice<Sort>) =>
      setFilters((current) => ({ ...current, sortBy: choice.sortBy, sortDirection: choice.dir })),
    setIncludeArchived: (includeArchived: boolean) =>
      setFilters((current) => ({ ...current, includeArchived })),
  };
}

export type CollectionFilterState<Sort extends string> = ReturnType<
  typeof useCollectionFilters<Sort>
>;
