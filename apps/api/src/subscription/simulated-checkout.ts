import { DAY_MS, isPaidPlan, type PaidPlanId } from '@dealdraft/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a simulated checkout session carries: who pays for what, and where to return. */
export interface SimulatedSession {
  /** Unique per session; names the simulated subscription and its one-time "event". */
  id: string;
  workspaceId: string;
  plan: PaidPlanId;
  successUrl: string;
  cancelUrl: string;
  /** Unix milliseconds. */
  expiresAt: number;
}

/** As long as Stripe keeps an unpaid Checkout Session open. */
const SESSION_TTL_MS = DAY_MS;

/**
 * Simulated checkout sessions as signed tokens (payload.signature, base64url): nothing to store,
 * so any api replica can serve the page and its Pay button. The key is derived from the
 * app's signing secret and used for nothing else.
 */
export class SimulatedSessions {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('dealdraft:simulated-checkout').digest();
  }

  create(
    session: Omit<SimulatedSession, 'id' | 'expiresAt'>,
    now = Date.now(),
  ): { id: string; token: string } {
    const id = randomBytes(12).toString('hex');
    const payload = Buffer.from(
      JSON.stringify({ ...session, id, expiresAt: now + SESSION_TTL_MS }),
    ).toString('base64url');
    return { id, token: `${payload}.${this.sign(payload)}` };
  }

  /** The session, or null when the token is forged, malformed or expired. */
  read(token: string, now = Date.now()): SimulatedSession | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const session = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as SimulatedSession;
      if (!isPaidPlan(session.plan) || session.expiresAt < now) return null;
      return session;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
