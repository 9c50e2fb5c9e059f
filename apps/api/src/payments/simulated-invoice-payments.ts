import { PAYMENT_SESSION_TTL_MS } from '@dealdraft/domain';
import { deriveKey, seal, unseal } from '../common/secrets/sealing';

/** What a simulated invoice payment carries: what is paid, to whom, and where to return. */
export interface SimulatedInvoicePayment {
  /**
   * The page's row in payment_sessions: the ledger records "sim_<id>" once, however often Pay is
   * pressed.
   */
  id: string;
  workspaceId: string;
  invoiceId: string;
  /** Minor units of `currency`, as a string (bigint-safe). */
  amountMinor: string;
  currency: string;
  /** The invoice's document language: the page speaks it, as the client page does. */
  language: string;
  invoiceNumber: string;
  payee: string;
  successUrl: string;
  cancelUrl: string;
  /** Unix milliseconds. */
  expiresAt: number;
}

/**
 * The simulated gateway's sessions as sealed tokens (AES-256-GCM): nothing to store, so any
 * api replica serves the page and its Pay button, and the client can neither read the ids nor
 * change the amount. The key is derived from the app's signing secret for this use alone.
 */
export class SimulatedInvoicePayments {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'dealdraft:simulated-invoice-payment');
  }

  create(session: Omit<SimulatedInvoicePayment, 'expiresAt'>, now = Date.now()): string {
    return seal(this.key, JSON.stringify({ ...session, expiresAt: now + PAYMENT_SESSION_TTL_MS }));
  }

  /** The session, or null when the token is forged, altered, malformed or expired. */
  read(token: string, now = Date.now()): SimulatedInvoicePayment | null {
    try {
      const session = JSON.parse(unseal(this.key, token)) as SimulatedInvoicePayment;
      return session.expiresAt >= now ? session : null;
    } catch {
      return null;
    }
  }
}
