import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { linkFilterValue, STATUS_PARAM, type LinkFilter } from '../utils/list-links';

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
  /** The link filters the URL sets (see list-links), in order, each with its value. */
  linked: { filter: LinkFilter; value: string }[];
  /** Drops one link filter, or every filter a link can set (the status too) when none is named. */
  clearLinked: (filter?: LinkFilter) => void;
  /** The list query's arguments; absent means "no filter". */
  variables: {
    search?: string;
    status?: string;
    createdByMe?: boolean;
    aging?: string;
    currency?: string;
    unpaid?: boolean;
  };
  /** Whether a search or a filter narrows the list (it picks the empty state's text). */
  active: boolean;
};

/**
 * A list's search box, status and creator filters, and the link filters it accepts. The status
 * and the link filters live in the URL, so a link opens the list filtered and going back undoes
 * a change. The server searches, once typing pauses.
 */
export function useDocumentFilters({
  linkFilters = [],
}: { linkFilters?: readonly LinkFilter[] } = {}): DocumentFilters {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [createdByMe, setCreatedByMe] = useState(false);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const statusFilter = params.get(STATUS_PARAM) || undefined;
  const linked = linkFilters.flatMap((filter) => {
    const value = linkFilterValue(filter, params.get(filter));
    return value === undefined ? [] : [{ filter, value }];
  });
  const valueOf = (filter: LinkFilter) => linked.find((l) => l.filter === filter)?.value;
  const setParam = (names: string[], value?: string) =>
    setParams(
      (next) => {
        for (const name of names) next.delete(name);
        if (value !== undefined) next.set(names[0], value);
        return next;
      },
      { replace: true },
    );
  return {
    search,
    setSearch,
    status: statusFilter ?? ALL_STATUSES,
    setStatus: (status) => setParam([STATUS_PARAM], status === ALL_STATUSES ? undefined : status),
    createdByMe,
    setCreatedByMe,
    linked,
    clearLinked: (filter) => setParam(filter ? [filter] : [STATUS_PARAM, ...linkFilters]),
    variables: {
      search: query || undefined,
      status: statusFilter,
      createdByMe: createdByMe || undefined,
      aging: valueOf('aging'),
      currency: valueOf('currency'),
      unpaid: valueOf('unpaid') ? true : undefined,
    },
    active: query !== '' || statusFilter !== undefined || createdByMe || linked.length > 0,
  };
}
