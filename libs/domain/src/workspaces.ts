/**
 * A member's role in a workspace. Owner: billing, subscription, deleting the workspace and
 * handing it over. Admin: members, invitations, settings, API keys. Member: the documents.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The roles an invitation or an API key can carry (there is one owner, who is a person). */
export const GRANTABLE_ROLES = ['admin', 'member'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export function isGrantableRole(value: string): value is GrantableRole {
  return (GRANTABLE_ROLES as readonly string[]).includes(value);
}

/** Who may manage the team and the workspace's settings. */
export function canManageWorkspace(role: string): boolean {
  return role === 'owner' || role === 'admin';
}

/** Who may see and change the plan and billing. */
export function canManageBilling(role: string): boolean {
  return role === 'owner';
}

export const WorkspaceMessages = {
  fetched: 'Workspace fetched successfully',
  updated: 'Workspace updated successfully',
  notFound: 'Workspace not found',
  notAMember: 'You are no longer a member of this workspace.',
  ownerOnly: 'Only the workspace owner can do this.',
  adminOnly: 'Only a workspace owner or admin can do this.',
  nameRequired: 'Workspace name is required',
  switched: 'Switched workspace',
  listed: 'Workspaces fetched successfully',
  membersListed: 'Members fetched successfully',
  memberNotFound: 'Member not found',
  roleChanged: 'Role changed successfully',
  roleInvalid: 'Role must be admin or member',
  memberRemoved: 'Member removed successfully',
  left: 'You left the workspace',
  ownershipTransferred: 'Ownership transferred successfully',
  ownerCannotBeRemoved: 'The workspace owner cannot be removed. Transfer ownership first.',
  ownerCannotLeave: 'The workspace owner cannot leave. Transfer ownership to another member first.',
  ownerRoleFixed: "The owner's role changes only by transferring ownership.",
  onlyOwnerManagesAdmins: 'Only the workspace owner can change or remove an admin.',
  alreadyOwner: 'You already own this workspace.',
  deleted: 'Workspace deleted',
  deleteNameMismatch: 'Type the workspace name exactly as shown to delete it.',
  deleteCancelFirst:
    'Cancel the subscription first: the workspace can be deleted once its plan no longer renews.',
} as const;

/** Members a Business workspace may have unless BUSINESS_SEATS says otherwise. */
export const DEFAULT_BUSINESS_SEATS = 5;

/**
 * The members a plan's workspace may have: Business has `businessSeats` (configurable),
 * every other plan (trial, freelancer, none) is for one person.
 */
export function seatsFor(plan: string, businessSeats: number): number {
  return plan === 'business' ? businessSeats : 1;
}

/** The name a new person's first workspace gets until they rename it. */
export function defaultWorkspaceName(personName: string): string {
  return `${personName.trim()}'s workspace`;
}
