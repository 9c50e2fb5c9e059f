import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { ALL_QUEUES, allQueuesProvider } from './all-queues';
import { Queues } from './queues';

const queues = Object.values(Queues).map((name) => BullModule.registerQueue({ name }));

/** BullMQ's connection for both processes; the worker adds processors on top. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        prefix: config.redis.prefix,
        // BullMQ's blocking commands must wait for Redis rather than fail (its requirement).
        connection: { ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: null },
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 3600, count: 1000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      }),
    }),
    ...queues,
  ],
  providers: [allQueuesProvider],
  exports: [...queues, ALL_QUEUES],
})
export class QueueModule {}
