import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { deriveKey } from '../common/secrets/sealing';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';

const REMEMBER_S = 30 * 24 * 3600;

/**
 * Client IPs that have signed in to an account (or created it), remembered for 30 days so an
 * account's failed-login lock does not apply to them. Kept as a keyed hash of e-mail and IP:
 * Redis holds neither, and a plain hash of an IPv4 address is reversed by trying all 2³².
 */
@Injectable()
export class KnownSignIns {
  private readonly key: Buffer;

  constructor(
    private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.key = deriveKey(config.jwt.secret, 'known-sign-in');
  }

  async remember(email: string, ip: string): Promise<void> {
    await this.redis.set(this.keyOf(email, ip), '1', 'EX', REMEMBER_S);
  }

  async has(email: string, ip: string): Promise<boolean> {
    return (await this.redis.exists(this.keyOf(email, ip))) === 1;
  }

  private keyOf(email: string, ip: string): string {
    return `login-known:${createHmac('sha256', this.key).update(`${email}\n${ip}`).digest('base64url')}`;
  }
}
