import { createHmac } from 'node:crypto';
import { deriveKey } from './sealing';

/**
 * Visitors' IPs are kept and counted as keyed hashes: a plain SHA-256 of an IPv4 address is
 * reversed by trying all 2³² of them. One key, derived from the server secret, for every public
 * surface (client links, the portal, the verify page), so one visitor counts as one everywhere.
 */
export function ipHashKey(serverSecret: string): Buffer {
  return deriveKey(serverSecret, 'client-ip-hash');
}

export function hashIp(key: Buffer, ip: string): string {
  return createHmac('sha256', key).update(ip).digest('hex');
}
