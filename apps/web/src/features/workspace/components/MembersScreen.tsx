import { canManageWorkspace } from '@dealdraft/domain';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
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
import { useMembers, type Member } from '../hooks/useMembers';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { InviteMemberDialog } from './InviteMemberDialog';
import { RoleSelect } from './RoleSelect';

const t = strings.workspace.members;
const inv = strings.workspace.invitations;
const c = strings.common;

/** Below 640px a row wraps: who and role on one line, the buttons under them. */
const STACKED_ROW = 'flex flex-wrap items-center sm:table-row';
const STACKED_ACTIONS = 'w-full pt-0 sm:w-auto sm:pt-3';

type MembersScreenProps = {
  /** View Pricing Plans when an invite is past the seats; absent for whoever has no billing. */
  onViewPricing?: () => void;
};

/** /workspace/members: the team, pending invitations and the invite dialog. */
export function MembersScreen({ onViewPricing }: MembersScreenProps) {
  const { state } = useWorkspaceSettings();
  const workspace = state.status === 'ready' ? state.workspace : null;
  const myRole = workspace?.role ?? 'member';
  const canManage = canManageWorkspace(myRole);
  const team = useMembers({ canManage });
  const [inviting, setInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  if (state.status === 'error' || team.membersFailed) {
    return <LoadErrorPanel message={strings.workspace.loadFailed} />;
  }
  if (!workspace || team.membersLoading || !team.members) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t.loading} className="size-8" />
      </div>
    );
  }

  // Only the owner touches admins; nobody touches the owner or themselves here.
  const canChange = (member: Member) =>
    canManage &&
    !member.isYou &&
    member.role !== 'owner' &&
    (myRole === 'owner' || member.role === 'member');

  // The owner hands the workspace over before leaving it.
  const canTransfer = (member: Member) => myRole === 'owner' && !member.isYou;
  const canLeave = (member: Member) => member.isYou && member.role !== 'owner';

  const askRemove = (member: Member) =>
    setConfirmation({
      title: t.removeTitle,
      text: t.removeText(member.name),
      action: c.remove,
      run: () => team.remove(member.userId),
    });
  const askTransfer = (member: Member) =>
    setConfirmation({
      title: t.transferOwnership,
      text: t.transferText(member.name),
      action: t.transferOwnership,
      run: () => team.transfer(member.userId),
    });

  const askLeave = () =>
    setConfirmation({
      title: t.leaveTitle,
      text: t.leaveText(workspace.name),
      action: c.leave,
      run: team.leave,
    });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>{t.title}</CardTitle>
            <CardDescription>
              <span data-testid="seat-count">
                {t.seats(workspace.memberCount, workspace.seats)}
              </span>
            </CardDescription>
          </div>
          {canManage && (
            <Button className="w-full sm:w-fit" onClick={() => setInviting(true)}>
              <UserPlusIcon aria-hidden />
              {t.invite}
            </Button>
          )}
        </CardHeader>
        <CardContent>
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
              {team.members.map((member) => (
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
                        onChange={(role) => void team.changeRole(member.userId, role)}
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
                        <Button variant="outline" size="sm" onClick={() => askTransfer(member)}>
                          {t.transferOwnership}
                        </Button>
                      )}
                      {canChange(member) && (
                        <Button variant="outline" size="sm" onClick={() => askRemove(member)}>
                          {c.remove}
                        </Button>
                      )}
                      {canLeave(member) && (
                        <Button variant="outline" size="sm" onClick={askLeave}>
                          {c.leave}
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>{inv.title}</CardTitle>
            <CardDescription>{inv.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {team.invitations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{inv.empty}</p>
            ) : (
              <Table>
                <TableHeader className="hidden sm:table-header-group">
                  <TableRow>
                    <TableHead>{c.email}</TableHead>
                    <TableHead>{c.role}</TableHead>
                    <TableHead className="hidden sm:table-cell">{inv.expires}</TableHead>
                    <TableHead>
                      <span className="sr-only">{c.actions}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {team.invitations.map((invitation) => (
                    <TableRow key={invitation.id} className={STACKED_ROW}>
                      <TableCell className="min-w-0 flex-1 truncate">{invitation.email}</TableCell>
                      <TableCell>{labelOf(strings.common.roles, invitation.role)}</TableCell>
                      <TableCell className="hidden text-muted-foreground sm:table-cell">
                        {formatDate(invitation.expiresAt)}
                      </TableCell>
                      <TableCell className={STACKED_ACTIONS}>
                        <div className="flex flex-wrap gap-2 sm:justify-end">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => void team.resend(invitation.id)}
                          >
                            {inv.resend}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() =>
                              setConfirmation({
                                title: inv.revokeTitle,
                                text: inv.revokeText(invitation.email),
                                action: c.revoke,
                                run: () => team.revoke(invitation.id),
                              })
                            }
                          >
                            {c.revoke}
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}

      <InviteMemberDialog
        open={inviting}
        onOpenChange={setInviting}
        onViewPricing={onViewPricing}
      />
      <ConfirmActionDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
