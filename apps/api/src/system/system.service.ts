import { ErrorCode, Messages } from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { Queues } from '../queue/queues';
import { PingJob, PingResult } from './system-job';
import { QueueRoundTrip } from '../queue/round-trip';
import { SystemPing } from './system-ping.entity';

const PING_TIMEOUT_MS = 10_000;

/** Proves the api → Redis → worker → PostgreSQL path end to end. */
@Injectable()
export class SystemService implements OnApplicationShutdown {
  private readonly roundTrip: QueueRoundTrip<PingJob, PingResult>;

  constructor(
    @InjectQueue(Queues.System) queue: Queue<PingJob, PingResult>,
    @InjectRepository(SystemPing) private readonly pings: Repository<SystemPing>,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {
    this.roundTrip = new QueueRoundTrip(queue);
  }

  async ping(holdMs = 0): Promise<PingResult> {
    // Each ping is a row; operators share one budget, as a user's creates do.
    if ((await this.limiter.hit('system-ping', 60)) > this.config.createsPerMinute) {
      throw new AppError(ErrorCode.RateLimited, Messages.system.rateLimited);
    }
    const ping = await this.pings.save(this.pings.create());
    return this.roundTrip.run(
      'ping',
      { pingId: ping.id, holdMs },
      { jobId: ping.id, attempts: 1 },
      PING_TIMEOUT_MS,
      () => new AppError(ErrorCode.Timeout, Messages.system.noWorker),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.roundTrip.close();
  }
}
