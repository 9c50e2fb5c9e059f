import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Queues } from '../queue/queues';
import { ReminderJob } from './reminder-job';
import { ReminderScheduler } from './reminder-scheduler';

/** The job scheduler's id: upserting it from every worker keeps exactly one schedule. */
export const SWEEP_SCHEDULER = 'reminders-sweep';

@Processor(Queues.Reminders, WORKER_OPTIONS)
export class RemindersProcessor extends LoggedWorkerHost {
  constructor(
    private readonly scheduler: ReminderScheduler,
    @InjectQueue(Queues.Reminders) private readonly queue: Queue<ReminderJob>,
    private readonly config: AppConfig,
  ) {
    super();
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.queue
      .upsertJobScheduler(
        SWEEP_SCHEDULER,
        { every: this.config.reminderSweepEveryMs },
        { name: 'sweep', opts: { attempts: 1 } },
      )
      .catch((error: Error) => this.logger.warn(`Reminder schedule not set: ${error.message}`));
  }

  async process(job: Job<ReminderJob>): Promise<void> {
    if (job.name === 'sweep') {
      await this.scheduler.sweep();
      return;
    }
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await this.scheduler.remind(job.data.reminderId!, lastAttempt);
  }
}
