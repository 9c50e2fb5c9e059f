/** The workspace screens' own words; the api's messages come from libs/domain. */
export const WorkspaceCopy = {
  title: 'Workspace',
  subtitle: 'Your business details, your team and the keys integrations use.',
  loadFailed: 'Failed to load workspace',
  saveFailed: 'Failed to update workspace',
  readOnly: 'Only an owner or admin can change these details.',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to send invitation',
  resent: 'Invitation sent again',
  revoked: 'Invitation revoked',
  roleChanged: 'Role updated',
  removed: 'Member removed',
  transferred: 'Ownership transferred',
  left: 'You left the workspace',
  actionFailed: 'Something went wrong. Please try again.',
  seats: (used: number, total: number) => `${used} of ${total} seats`,
  keyCreated: 'API key created',
  keyRevoked: 'API key revoked',
  keyCreateFailed: 'Failed to create API key',
  secretOnce: "Copy this key now. You won't be able to see it again.",
  copied: 'Copied to clipboard',
  joined: (name: string) => `You joined ${name}`,
  switched: (name: string) => `Switched to ${name}`,
} as const;

/** The roles an owner or admin may hand out (the owner is a person, never invited). */
export const GRANTABLE_ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
] as const;
