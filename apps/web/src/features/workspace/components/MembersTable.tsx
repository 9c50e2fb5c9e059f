import { canManageWorkspace } from '@dealdraft/domain';
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
import { strings } from '@/strings';
import type { Member } from '../hooks/useMembers';
import { RoleSelect } from './RoleSelect';
import { STACKED_ACTIONS, STACKED_ROW } from '../utils/stacked-row';

const t = strings.workspace.members;
const c = strings.common;

type MembersTableProps = {
  members: Member[];
  /** The signed-in user's role, which decides what they may do to whom. */
  myRole: string;
  onChangeRole: (member: Member, role: string) => void;
  onTransfer: (member: Member) => void;
  onRemove: (member: Member) => void;
  onLeave: () => void;
};

/** The team: each member's role (a select where it may change), when they joined, and actions. */
export function MembersTable({
  members,
  myRole,
  onChangeRole,
  onTransfer,
  onRemove,
  onLeave,
}: MembersTableProps) {
  // Only the owner touches admins; nobody touches the owner or themselves here.
  const canChange = (member: Member) =>
    canManageWorkspace(myRole) &&
    !member.isYou &&
    member.role !== 'owner' &&
    (myRole === 'owner' || member.role === 'member');

  // The owner hands the workspace over before leaving it.
  const canTransfer = (member: Member) => myRole === 'owner' && !member.isYou;
  const canLeave = (member: Member) => member.isYou && member.role !== 'owner';

  return (
    <Table>
      <TableHeader className="hidden sm:table-header-group">
        <TableRow>
          <TableHead>{c.name}</TableHead>
          <TableHead>{c.role}</TableHead>
          <TableHead className="hidden sm:table-cell">{t.joined}</TableHead>
          <TableHead>
            <span className="sr-only">{c.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.userId} className={STACKED_ROW}>
            <TableCell className="min-w-0 flex-1">
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium">
                  {member.name}
                  {member.isYou && <span className="text-muted-foreground"> {t.you}</span>}
                </span>
                <span className="truncate text-xs text-muted-foreground">{member.email}</span>
              </div>
            </TableCell>
            <TableCell>
              {canChange(member) ? (
                <RoleSelect
                  label={t.roleOf(member.name)}
                  value={member.role}
                  onChange={(role) => onChangeRole(member, role)}
                />
              ) : (
                <Badge variant={member.role === 'owner' ? 'tinted' : 'outline'}>
                  {labelOf(strings.common.roles, member.role)}
                </Badge>
              )}
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              {formatDate(member.joinedAt)}
            </TableCell>
            <TableCell className={STACKED_ACTIONS}>
              <div className="flex flex-wrap gap-2 sm:justify-end">
                {canTransfer(member) && (
                  <Button variant="outline" size="sm" onClick={() => onTransfer(member)}>
                    {t.transferOwnership}
                  </Button>
                )}
                {canChange(member) && (
                  <Button variant="outline" size="sm" onClick={() => onRemove(member)}>
                    {c.remove}
                  </Button>
                )}
                {canLeave(member) && (
                  <Button variant="outline" size="sm" onClick={onLeave}>
                    {c.leave}
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
