/** Who is calling: set on the request by the JWT strategy. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: string;
  /** The token's id and expiry, so logout can revoke exactly this token. */
  jti: string;
  exp: number;
}

export interface JwtPayload {
  sub?: string;
  jti?: string;
  exp?: number;
}
