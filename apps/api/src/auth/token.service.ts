import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';

/** Issues session tokens and keeps the denylist of revoked ones (shared by all replicas). */
@Injectable()
export class TokenService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /**
   * A session for a person acting in one workspace (the `wid` claim), carrying their session
   * version (`sv`): a password reset raises it, which signs out every token issued before.
   */
  async issue(userId: string, workspaceId: string): Promise<string> {
    const [person]: { session_version: number }[] = await this.dataSource.query(
      'SELECT session_version FROM users WHERE id = $1',
      [userId],
    );
    return this.jwt.signAsync(
      { sub: userId, wid: workspaceId, sv: person?.session_version ?? 0 },
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
