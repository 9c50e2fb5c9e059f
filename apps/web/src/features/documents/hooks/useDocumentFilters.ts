import { useState } from 'react';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

/** The status filter's "All Statuses" value (a Radix Select item cannot have an empty one). */
export const ALL_STATUSES = 'all';

const SEARCH_DEBOUNCE_MS = 300;

export type DocumentFilters = {
  search: string;
  setSearch: (search: string) => void;
  status: string;
  setStatus: (status: string) => void;
  /** The list query's arguments; absent means "no filter". */
  variables: { search?: string; status?: string };
  /** Whether a search or a status filter narrows the list (it picks the empty state's text). */
  active: boolean;
};

/** A list's search box and status filter. The server searches, once typing pauses. */
export function useDocumentFilters(): DocumentFilters {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(ALL_STATUSES);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const statusFilter = status === ALL_STATUSES ? undefined : status;
  return {
    search,
    setSearch,
    status,
    setStatus,
    variables: { search: query || undefined, status: statusFilter },
    active: query !== '' || statusFilter !== undefined,
  };
}
