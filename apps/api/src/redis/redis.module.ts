import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { once } from 'node:events';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

const CONNECT_TIMEOUT_MS = 2000;

/**
 * The app's own Redis client (rate limits, token revocation, health). Commands fail fast
 * while Redis is down instead of queueing, so a request never hangs on it.
 */
@Injectable()
export class RedisClient extends Redis implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisClient.name);

  constructor(@Inject(AppConfig) config: AppConfig) {
    super({
      ...redisOptionsFromUrl(config.redis.url),
      keyPrefix: `${config.redis.prefix}:`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
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

  /**
   * Holds the boot until the connection is ready. Without the offline queue, a command sent
   * while still connecting fails at once, so the first requests after a start (or a replica
   * joining under load) would answer 500. A Redis that refuses or does not answer in time
   * does not stop the boot: the app starts, and health reports Redis down until it is back.
   */
  async onModuleInit(): Promise<void> {
    if (this.status === 'ready') return;
    // once() rejects on the first 'error' and on the timeout's abort: either way, boot on.
    await once(this, 'ready', { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) }).catch(
      () => undefined,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
