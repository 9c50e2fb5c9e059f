/** Invitations to join a workspace: the answers, the seat rule's message, the e-mail. */
import { PRODUCT_NAME } from './messages';
import type { GrantableRole } from './workspaces';

/** An invitation link works for this long after it is sent (or sent again). */
export const INVITATION_TTL_DAYS = 7;

export const InvitationMessages = {
  listed: 'Invitations fetched successfully',
  sent: 'Invitation sent',
  resent: 'Invitation sent again',
  revoked: 'Invitation revoked',
  fetched: 'Invitation fetched successfully',
  accepted: 'Invitation accepted',
  /** An admin's id that names no pending invitation of the active workspace. */
  notFound: 'Invitation not found',
  roleInvalid: 'Role must be admin or member',
  // The link's answers (all 404): a 256-bit token cannot be guessed, so saying why is safe.
  linkInvalid: 'This invitation link is not valid. Ask the workspace admin to send you a new one.',
  linkRevoked: 'This invitation was withdrawn. Ask the workspace admin to send you a new one.',
  linkUsed: 'This invitation has already been used.',
  linkExpired: 'This invitation has expired. Ask the workspace admin to send you a new one.',
  noFreeSeat:
    'This workspace has no free seat. Ask its owner to upgrade the plan, then open the link again.',
} as const;

export function alreadyMemberMessage(email: string): string {
  return `${email} is already a member of this workspace.`;
}

export function alreadyInvitedMessage(email: string): string {
  return `${email} already has a pending invitation. Resend it instead.`;
}

/** 403 when the signed-in person is not the one invited. */
export function wrongInviteeMessage(invitedEmail: string): string {
  return `This invitation is for ${invitedEmail}. Sign in with that e-mail address to accept it.`;
}

/**
 * 403 when an invitation would pass the plan's seats (members and pending invitations both
 * count): names the seats and what to do about them.
 */
export function seatLimitMessage(plan: string, seats: number): string {
  const places = `${seats} seat${seats === 1 ? '' : 's'}`;
  switch (plan) {
    case 'business':
      return `Your Business plan includes ${places}, counting pending invitations. Remove a member or revoke an invitation to invite someone else.`;
    case 'freelancer':
      return `Your Freelancer plan includes ${places}. Upgrade to Business to invite teammates.`;
    case 'trial':
      return `Your Free Trial includes ${places}. Upgrade to Business to invite teammates.`;
    default:
      return `Your workspace has no active plan and includes ${places}. Upgrade to Business to invite teammates.`;
  }
}

const roleLabel: Record<GrantableRole, string> = { admin: 'an admin', member: 'a member' };

export function invitationSubject(inviterName: string, workspaceName: string): string {
  return `${inviterName} invited you to join ${workspaceName} on ${PRODUCT_NAME}`;
}

/** The HTML invitation's button, beside the link written out. */
export const INVITATION_BUTTON = 'Accept the invitation';

/** The invitation e-mail's lines: who, where, as what, the link and until when it works. */
export function invitationEmailLines(input: {
  inviterName: string;
  workspaceName: string;
  role: GrantableRole;
  url: string;
  expiresAt: Date;
}): string[] {
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.expiresAt,
  );
  return [
    'Hello,',
    '',
    `${input.inviterName} invited you to join ${input.workspaceName} on ${PRODUCT_NAME} as ${roleLabel[input.role]}.`,
    `Accept the invitation: ${input.url}`,
    '',
    `The link works once and expires on ${until}. If you were not expecting this invitation, you can ignore this e-mail.`,
  ];
}
