import { API_KEY_PREFIX } from '@dealdraft/domain';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import { formatDate, labelOf } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { ApiKey } from '../hooks/useApiKeys';

const t = strings.workspace.apiKeys;
const c = strings.common;

type ApiKeysTableProps = {
  apiKeys: ApiKey[];
  /** Asks before revoking: a revoked key stops working at once. */
  onRevoke: (key: ApiKey) => void;
};

/** Each key's name, role, visible start and dates; Revoke, or when it was revoked. */
export function ApiKeysTable({ apiKeys, onRevoke }: ApiKeysTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{c.name}</TableHead>
          <TableHead>{c.role}</TableHead>
          <TableHead className="hidden sm:table-cell">{t.prefix}</TableHead>
          <TableHead className="hidden md:table-cell">{t.created}</TableHead>
          <TableHead className="hidden md:table-cell">{t.lastUsed}</TableHead>
          <TableHead>
            <span className="sr-only">{c.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {apiKeys.map((key) => (
          <TableRow key={key.id}>
            <TableCell
              className={cn(
                'max-w-36 truncate font-medium sm:max-w-none',
                key.revokedAt && 'text-muted-foreground',
              )}
            >
              {key.name}
            </TableCell>
            <TableCell>{labelOf(strings.common.roles, key.role)}</TableCell>
            <TableCell className="hidden font-mono text-xs sm:table-cell">
              {/* The secret's visible start, so a key can be matched to the list. */}
              {API_KEY_PREFIX}
              {key.prefix}_…
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">
              {formatDate(key.createdAt)}
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">
              {key.lastUsedAt ? formatDate(key.lastUsedAt) : t.never}
            </TableCell>
            <TableCell className="text-right">
              {key.revokedAt ? (
                // Revoked for good: nothing left to do with it, so no button. On a phone
                // the date goes under the word, to fit where the button was.
                <Badge
                  variant="secondary"
                  className="flex-col items-end gap-0 sm:flex-row sm:items-center sm:gap-1"
                >
                  <span>{t.revoked}</span>{' '}
                  <span className="font-normal">{formatDate(key.revokedAt)}</span>
                </Badge>
              ) : (
                <Button variant="outline" size="sm" onClick={() => onRevoke(key)}>
                  {c.revoke}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
