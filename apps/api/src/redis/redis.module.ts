import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
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
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off('ready', done);
        this.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
      this.once('ready', done);
      this.once('error', done);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
