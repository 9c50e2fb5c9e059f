import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';

/** Issues session tokens and keeps the denylist of revoked ones (shared by all replicas). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** A session for a person acting in one workspace (the `wid` claim). */
  issue(userId: string, workspaceId: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: userId, wid: workspaceId },
      {
        jwtid: randomUUID(),
        algorithm: 'HS256',
        secret: this.config.jwt.secret,
        expiresIn: this.config.jwt.ttlSeconds,
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
      },
    );
  }

  /** Revoked until it would have expired anyway, then Redis forgets it. */
  async revoke(jti: string, exp: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.set(`revoked:${jti}`, '1', 'EX', ttl);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(`revoked:${jti}`)) === 1;
  }
}
