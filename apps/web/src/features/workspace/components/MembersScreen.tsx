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
import { capitalize, formatDate } from '@/lib/format';
import { useMembers, type Member } from '../hooks/useMembers';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { WorkspaceCopy } from '../utils/workspace-copy';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { InviteMemberDialog } from './InviteMemberDialog';
import { RoleSelect } from './RoleSelect';

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
    return <LoadErrorPanel message={WorkspaceCopy.loadFailed} />;
  }
  if (!workspace || team.membersLoading || !team.members) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading members" className="size-8" />
      </div>
    );
  }

  // Only the owner touches admins; nobody touches the owner or themselves here.
  const canChange = (member: Member) =>
    canManage &&
    !member.isYou &&
    member.role !== 'owner' &&
    (myRole === 'owner' || member.role === 'member');

  const askRemove = (member: Member) =>
    setConfirmation({
      title: 'Remove member',
      text: `${member.name} loses access to this workspace at once.`,
      action: 'Remove',
      run: () => team.remove(member.userId),
    });
  const askTransfer = (member: Member) =>
    setConfirmation({
      title: 'Transfer ownership',
      text: `${member.name} becomes the owner, with billing and the subscription. You stay on as an admin.`,
      action: 'Transfer ownership',
      run: () => team.transfer(member.userId),
    });

  const askLeave = () =>
    setConfirmation({
      title: 'Leave workspace',
      text: `You lose access to ${workspace.name} and its documents at once.`,
      action: 'Leave',
      run: team.leave,
    });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Members</CardTitle>
            <CardDescription>
              <span data-testid="seat-count">
                {WorkspaceCopy.seats(workspace.memberCount, workspace.seats)}
              </span>
            </CardDescription>
          </div>
          {canManage && (
            <Button className="w-full sm:w-fit" onClick={() => setInviting(true)}>
              <UserPlusIcon aria-hidden />
              Invite member
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader className="hidden sm:table-header-group">
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Role</TableHead>
                <TableHead className="hidden sm:table-cell">Joined</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
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
                        {member.isYou && <span className="text-muted-foreground"> (you)</span>}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                    </div>
                  </TableCell>
                  <TableCell>
                    {canChange(member) ? (
                      <RoleSelect
                        label={`Role of ${member.name}`}
                        value={member.role}
                        onChange={(role) => void team.changeRole(member.userId, role)}
                      />
                    ) : (
                      <Badge variant={member.role === 'owner' ? 'tinted' : 'outline'}>
                        {capitalize(member.role)}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">
                    {formatDate(member.joinedAt)}
                  </TableCell>
                  <TableCell className={STACKED_ACTIONS}>
                    <div className="flex flex-wrap gap-2 sm:justify-end">
                      {myRole === 'owner' && !member.isYou && (
                        <Button variant="outline" size="sm" onClick={() => askTransfer(member)}>
                          Transfer ownership
                        </Button>
                      )}
                      {canChange(member) && (
                        <Button variant="outline" size="sm" onClick={() => askRemove(member)}>
                          Remove
                        </Button>
                      )}
                      {/* The owner hands the workspace over before leaving it. */}
                      {member.isYou && member.role !== 'owner' && (
                        <Button variant="outline" size="sm" onClick={askLeave}>
                          Leave
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
            <CardTitle>Pending invitations</CardTitle>
            <CardDescription>Links expire after 7 days and work once.</CardDescription>
          </CardHeader>
          <CardContent>
            {team.invitations.length === 0 ? (
              <p className="text-sm text-muted-foreground">No pending invitations.</p>
            ) : (
              <Table>
                <TableHeader className="hidden sm:table-header-group">
                  <TableRow>
                    <TableHead>Email</TableHead>
                    <TableHead>Role</TableHead>
                    <TableHead className="hidden sm:table-cell">Expires</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {team.invitations.map((invitation) => (
                    <TableRow key={invitation.id} className={STACKED_ROW}>
                      <TableCell className="min-w-0 flex-1 truncate">{invitation.email}</TableCell>
                      <TableCell>{capitalize(invitation.role)}</TableCell>
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
                            Resend
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() =>
                              setConfirmation({
                                title: 'Revoke invitation',
                                text: `The link sent to ${invitation.email} stops working.`,
                                action: 'Revoke',
                                run: () => team.revoke(invitation.id),
                              })
                            }
                          >
                            Revoke
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
