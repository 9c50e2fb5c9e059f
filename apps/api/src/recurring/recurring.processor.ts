import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Queues } from '../queue/queues';
import { RecurringScheduler } from './recurring-scheduler';

/** The job scheduler's id: upserting it from every worker keeps exactly one schedule. */
export const RECURRING_SWEEP_SCHEDULER = 'recurring-sweep';

/** The recurring queue has one job, the repeatable sweep (no data). */
@Processor(Queues.Recurring, WORKER_OPTIONS)
export class RecurringProcessor extends LoggedWorkerHost {
  constructor(
    private readonly scheduler: RecurringScheduler,
    @InjectQueue(Queues.Recurring) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.queue
      .upsertJobScheduler(
        RECURRING_SWEEP_SCHEDULER,
        { every: this.config.recurringSweepEveryMs },
        { name: 'sweep', opts: { attempts: 1 } },
      )
      .catch((error: Error) => this.logger.warn(`Recurring schedule not set: ${error.message}`));
  }

  async process(): Promise<void> {
    await this.scheduler.sweep();
  }
}
