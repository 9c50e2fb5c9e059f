import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a dashboard sign-in lasts. */
export const SESSION_SECONDS = 8 * 3600;

/**
 * The dashboard's sign-in cookie: an expiry and an HMAC of it keyed with OPERATOR_TOKEN, so
 * the cookie holds no token, lapses by itself, and every api replica (sharing the token) can
 * check it. Changing the token signs everyone out.
 */
export class OperatorSessions {
  constructor(
    private readonly token: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const expires = Math.floor(this.now() / 1000) + SESSION_SECONDS;
    return `${expires}.${this.mac(expires)}`;
  }

  isValid(value: string | undefined): boolean {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.now()) return false;
    return timingSafeEqual(Buffer.from(match[2]), Buffer.from(this.mac(expires)));
  }

  private mac(expires: number): string {
    return createHmac('sha256', this.token)
      .update(`dealdraft queue dashboard until ${expires}`)
      .digest('base64url');
  }
}
