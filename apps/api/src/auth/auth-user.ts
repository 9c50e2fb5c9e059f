import type { SessionUser } from '../users/user.entity';

/**
 * Who is calling: set on the request by the JWT strategy, which reads the user on every request
 * anyway. Their plan comes along so that plan checks (PDF downloads) need no second read.
 */
export interface AuthUser extends SessionUser {
  /** The token's id and expiry, so logout can revoke exactly this token. */
  jti: string;
  exp: number;
}

export interface JwtPayload {
  sub?: string;
  jti?: string;
  exp?: number;
}
