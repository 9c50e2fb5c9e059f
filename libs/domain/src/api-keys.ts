/**
 * Workspace API keys, for integrators: `ddk_<prefix>_<secret>`, sent as `Authorization: Bearer`
 * to REST and GraphQL like a session token. The prefix is the public part (shown in the list);
 * the whole key is shown once, when it is created.
 */
export const API_KEY_PREFIX = 'ddk_';

export const ApiKeyRules = {
  nameMax: 100,
  /** Characters of the public part. */
  prefixLength: 8,
} as const;

export const ApiKeyMessages = {
  fetched: 'API keys fetched successfully',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  nameRequired: 'API key name is required',
  nameTooLong: `API key name must be at most ${ApiKeyRules.nameMax} characters`,
  roleInvalid: 'Role must be admin or member',
  invalid: 'This API key is not valid or has been revoked.',
  creatorLeft:
    'This API key no longer works: the person who created it is no longer a member of this workspace.',
  sessionOnly: 'An API key cannot do this. Sign in to Dealdraft to do it.',
  cannotRemoveCreator:
    'An API key cannot remove the person who created it: that would end the key. Sign in to Dealdraft to do it.',
  cannotLogOut:
    'An API key is not a session and cannot log out. Revoke it under Workspace → API keys to stop it working.',
  rateLimited: (perMinute: number) =>
    `Too many requests with this API key: at most ${perMinute} a minute. Please wait a minute and try again.`,
} as const;
