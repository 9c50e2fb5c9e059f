import type { AgingBucket } from '@dealdraft/domain';
import { SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';
import { ALL_STATUSES, type DocumentFilters } from '../hooks/useDocumentFilters';
import type { LinkFilter } from '../utils/list-links';

const t = strings.documents;

type DocumentListToolbarProps = {
  filters: DocumentFilters;
  /** e.g. "Search proposals..." */
  searchPlaceholder: string;
  /** The search box's accessible name, e.g. "Search proposals". */
  searchLabel: string;
  statuses: readonly string[];
  /** Offer "Created by me" (a workspace with more than one member). */
  creatorFilter?: boolean;
};

const ANYONE = 'anyone';
const ME = 'me';

/** The search box, the status filter and (with teammates) the creator filter above a list. */
export function DocumentListToolbar({
  filters,
  searchPlaceholder,
  searchLabel,
  statuses,
  creatorFilter = false,
}: DocumentListToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div role="search" className="relative flex-1 sm:max-w-sm">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => filters.setSearch(event.target.value)}
            placeholder={searchPlaceholder}
            aria-label={searchLabel}
            className="pl-9"
          />
        </div>
        <Select value={filters.status} onValueChange={filters.setStatus}>
          <SelectTrigger aria-label={t.toolbar.statusFilter} className="w-full sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>{t.toolbar.allStatuses}</SelectItem>
            {statuses.map((status) => (
              <SelectItem key={status} value={status}>
                {labelOf(t.statuses, status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {creatorFilter && (
          <Select
            value={filters.createdByMe ? ME : ANYONE}
            onValueChange={(value) => filters.setCreatedByMe(value === ME)}
          >
            <SelectTrigger aria-label={t.toolbar.creatorFilter} className="w-full sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANYONE}>{t.toolbar.createdByAnyone}</SelectItem>
              <SelectItem value={ME}>{t.toolbar.createdByMe}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </div>
      {filters.linked.length > 0 && <LinkedFilters filters={filters} />}
    </div>
  );
}

function linkedLabel(filter: LinkFilter, value: string): string {
  switch (filter) {
    case 'aging':
      return t.toolbar.linked.aging(value as AgingBucket);
    case 'currency':
      return t.toolbar.linked.currency(value);
    case 'unpaid':
      return t.toolbar.linked.unpaid;
  }
}

/** The filters a link set, each a chip that clears it, and one button that clears them all. */
function LinkedFilters({ filters }: { filters: DocumentFilters }) {
  return (
    <div
      role="group"
      aria-label={t.toolbar.linked.title}
      className="flex flex-wrap items-center gap-2"
    >
      {filters.linked.map(({ filter, value }) => {
        const label = linkedLabel(filter, value);
        return (
          <span
            key={filter}
            className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
          >
            {label}
            <button
              type="button"
              onClick={() => filters.clearLinked(filter)}
              aria-label={t.toolbar.linked.remove(label)}
              className="grid size-6 place-items-center rounded-full outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <XIcon className="size-3.5" aria-hidden />
            </button>
          </span>
        );
      })}
      <Button variant="ghost" size="sm" onClick={() => filters.clearLinked()}>
        {t.toolbar.linked.clear}
      </Button>
    </div>
  );
}
