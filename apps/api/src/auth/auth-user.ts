import type { SessionUser } from '../users/user.entity';

/**
 * Who is calling: set on the request by the JWT strategy, which reads the person, their
 * membership of the active workspace and its plan on every request (one query), so plan checks
 * need no second read and a removed member is refused on their next request.
 */
export interface AuthUser extends SessionUser {
  /** The token's id and expiry, so logout can revoke exactly this token. */
  jti: string;
  exp: number;
  /**
   * The workspace's `data_version` as this request's session read found it (the same statement
   * as the membership check): the dashboard's kept figures are checked against it without a
   * read of their own (StatsService).
   */
  dataVersion: string;
  /** Set when an API key authenticated the request (then jti is `key:<id>`). */
  apiKeyId?: string;
}

export interface JwtPayload {
  sub?: string;
  /** The active workspace; switching workspace issues a new token. */
  wid?: string;
  jti?: string;
  exp?: number;
  /** The person's session version when it was issued; tokens from before a reset carry none or an older one. */
  sv?: number;
}
