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
  /** Only the documents the signed-in person created (in a workspace with teammates). */
  createdByMe: boolean;
  setCreatedByMe: (mine: boolean) => void;
  /** The list query's arguments; absent means "no filter". */
  variables: { search?: string; status?: string; createdByMe?: boolean };
  /** Whether a search or a status filter narrows the list (it picks the empty state's text). */
  active: boolean;
};

/** A list's search box, status and creator filters. The server searches, once typing pauses. */
export function useDocumentFilters(): DocumentFilters {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(ALL_STATUSES);
  const [createdByMe, setCreatedByMe] = useState(false);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const statusFilter = status === ALL_STATUSES ? undefined : status;
  return {
    search,
    setSearch,
    status,
    setStatus,
    createdByMe,
    setCreatedByMe,
    variables: {
      search: query || undefined,
      status: statusFilter,
      createdByMe: createdByMe || undefined,
    },
    active: query !== '' || statusFilter !== undefined || createdByMe,
  };
}
