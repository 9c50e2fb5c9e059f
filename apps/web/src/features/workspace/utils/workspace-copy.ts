import { strings } from '@/strings';

/** The roles an owner or admin may hand out (the owner is a person, never invited). */
export const GRANTABLE_ROLE_OPTIONS = [
  { value: 'admin', label: strings.common.roles.admin },
  { value: 'member', label: strings.common.roles.member },
] as const;
