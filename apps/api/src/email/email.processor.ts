import { Processor } from '@nestjs/bullmq';
import { OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, UnrecoverableError } from 'bullmq';
import { EMAIL_JOB_NAMES, type EmailJobName } from '../queue/email-jobs';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Queues } from '../queue/queues';
import { EmailJobHandler, HandlesEmailJob } from './email-handler';

/**
 * The e-mail queue's one worker. Each job goes to the handler its feature contributed for the
 * job's name (a receipt to the invoices ledger, a credit note to credit-notes…), found at boot;
 * a name without one stops the boot, so a handler left out of the worker cannot lose mail.
 */
@Processor(Queues.Email, WORKER_OPTIONS)
export class EmailProcessor extends LoggedWorkerHost implements OnModuleInit {
  private readonly handlers = new Map<string, EmailJobHandler<EmailJobName>>();

  constructor(private readonly discovery: DiscoveryService) {
    super();
  }

  onModuleInit(): void {
    for (const provider of this.discovery.getProviders({ metadataKey: HandlesEmailJob.KEY })) {
      const name = this.discovery.getMetadataByDecorator(HandlesEmailJob, provider);
      if (!name || !provider.instance) continue;
      const other = this.handlers.get(name);
      if (other && other !== provider.instance)
        throw new Error(`E-mail job '${name}' has two handlers: ${provider.name} and another`);
      this.handlers.set(name, provider.instance as EmailJobHandler<EmailJobName>);
    }
    const missing = EMAIL_JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`No handler for the e-mail jobs ${missing.join(', ')}`);
  }

  async process(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for the e-mail job '${job.name}'`);
    return handler.handle(job);
  }
}
