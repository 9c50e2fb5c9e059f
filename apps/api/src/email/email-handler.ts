import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { EmailJobName, EmailJobs } from '../queue/email-jobs';

/**
 * A feature's part of the e-mail queue, for one job name: it reads its own rows, writes what the
 * message says, sends it through the Mailer and records the outcome in its own table. The e-mail
 * worker imports no feature: it finds each handler by its `@HandlesEmailJob(name)` and hands it
 * the jobs of that name. BullMQ's retries and backoff are the job's, set where it is queued.
 */
export interface EmailJobHandler<N extends EmailJobName> {
  handle(job: Job<EmailJobs[N]>): Promise<void>;
}

/** Marks a provider as the handler of one job name of the e-mail queue (found by Nest's discovery). */
export const HandlesEmailJob = DiscoveryService.createDecorator<EmailJobName>();
