import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
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
import type { PendingInvitation } from '../hooks/useMembers';
import { STACKED_ACTIONS, STACKED_ROW } from '../utils/stacked-row';

const inv = strings.workspace.invitations;
const c = strings.common;

type InvitationsCardProps = {
  invitations: PendingInvitation[];
  onResend: (invitation: PendingInvitation) => void;
  onRevoke: (invitation: PendingInvitation) => void;
};

/** Invitations not yet accepted, each resent or revoked from here (owners and admins). */
export function InvitationsCard({ invitations, onResend, onRevoke }: InvitationsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{inv.title}</CardTitle>
        <CardDescription>{inv.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
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
              {invitations.map((invitation) => (
                <TableRow key={invitation.id} className={STACKED_ROW}>
                  <TableCell className="min-w-0 flex-1 truncate">{invitation.email}</TableCell>
                  <TableCell>{labelOf(strings.common.roles, invitation.role)}</TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">
                    {formatDate(invitation.expiresAt)}
                  </TableCell>
                  <TableCell className={STACKED_ACTIONS}>
                    <div className="flex flex-wrap gap-2 sm:justify-end">
                      <Button variant="outline" size="sm" onClick={() => onResend(invitation)}>
                        {inv.resend}
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => onRevoke(invitation)}>
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
  );
}
