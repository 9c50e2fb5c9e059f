import { Processor } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Job } from 'bullmq';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Repository } from 'typeorm';
import { Queues } from '../queue/queues';
import { PingJob, PingResult } from './system-job';
import { SystemPing } from './system-ping.entity';
import { MAX_PING_HOLD_MS } from './dto/ping.input';

@Processor(Queues.System, WORKER_OPTIONS)
export class SystemProcessor extends LoggedWorkerHost {
  constructor(@InjectRepository(SystemPing) private readonly pings: Repository<SystemPing>) {
    super();
  }

  async process(job: Job<PingJob, PingResult>): Promise<PingResult> {
    const { pingId, holdMs = 0 } = job.data;
    if (holdMs > 0) await sleep(Math.min(holdMs, MAX_PING_HOLD_MS));
    const processedBy = `${hostname()}:${process.pid}`;
    await this.pings.update(pingId, { processedAt: new Date(), processedBy });
    return { pingId, processedBy };
  }
}
