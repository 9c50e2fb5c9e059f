import { SetMetadata } from '@nestjs/common';
import { ApiKeyMessages, type WorkspaceRole } from '@dealdraft/domain';

export const REQUIRED_ROLES = 'requiredRoles';

/**
 * The workspace roles allowed to call a route or resolver (checked by the global JwtAuthGuard
 * against the role in the active workspace, read on every request). Without it, any member may.
 */
export const Roles = (...roles: WorkspaceRole[]) => SetMetadata(REQUIRED_ROLES, roles);

/** Billing: the plan, checkout, cancel and resume. */
export const OwnerOnly = () => Roles('owner');

/** The team and the workspace's settings: members, invitations, API keys, profile. */
export const AdminOnly = () => Roles('owner', 'admin');

export const SESSION_ONLY = 'sessionOnly';

/**
 * What only a person signed in may do, never an API key (the guard answers 403 with `message`):
 * whatever would outlive or widen the key, like making more keys or a session token.
 */
export const SessionOnly = (message: string = ApiKeyMessages.sessionOnly) =>
  SetMetadata(SESSION_ONLY, message);
