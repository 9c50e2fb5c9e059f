import { canManageWorkspace } from '@dealdraft/domain';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useMembers, type Member } from '../hooks/useMembers';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { InviteMemberDialog } from './InviteMemberDialog';
import { MembersTable } from './MembersTable';
import { InvitationsCard } from './InvitationsCard';

const t = strings.workspace.members;
const inv = strings.workspace.invitations;
const c = strings.common;

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
          <MembersTable
            members={team.members}
            myRole={myRole}
            onChangeRole={(member, role) => void team.changeRole(member.userId, role)}
            onTransfer={askTransfer}
            onRemove={askRemove}
            onLeave={askLeave}
          />
        </CardContent>
      </Card>

      {canManage && (
        <InvitationsCard
          invitations={team.invitations}
          onResend={(invitation) => void team.resend(invitation.id)}
          onRevoke={(invitation) =>
            setConfirmation({
              title: inv.revokeTitle,
              text: inv.revokeText(invitation.email),
              action: c.revoke,
              run: () => team.revoke(invitation.id),
            })
          }
        />
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
