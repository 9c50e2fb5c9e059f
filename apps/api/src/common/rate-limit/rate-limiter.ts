import { Injectable } from '@nestjs/common';
import { RedisClient } from '../../redis/redis.module';

/**
 * Fixed-window counters in Redis, so every api replica shares the same limits.
 * INCR and the first EXPIRE run as one script: a crash between them cannot leave a
 * counter that never expires.
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

@Injectable()
export class RateLimiter {
  constructor(private readonly redis: RedisClient) {}

  /** Counts one event in the window and returns the count so far. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT, 1, `rl:${key}`, windowSeconds));
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`rl:${key}`)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`rl:${key}`);
  }
}
