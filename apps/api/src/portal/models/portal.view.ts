export type { PortalView } from '@dealdraft/domain';
