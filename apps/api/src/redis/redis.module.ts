import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

/**
 * The app's own Redis client (rate limits, token revocation, health). Commands fail fast
 * while Redis is down instead of queueing, so a request never hangs on it.
 */
@Injectable()
export class RedisClient extends Redis implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisClient.name);

  constructor(@Inject(AppConfig) config: AppConfig) {
    super({
      ...redisOptionsFromUrl(config.redis.url),
      keyPrefix: `${config.redis.prefix}:`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    let reported = false;
    this.on('error', (error: Error) => {
      // One line per outage, not one per reconnect attempt.
      if (!reported) this.logger.warn(`Redis unavailable: ${error.message}`);
      reported = true;
    });
    this.on('ready', () => (reported = false));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
