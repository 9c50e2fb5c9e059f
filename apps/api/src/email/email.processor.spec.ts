import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { EMAIL_JOB_NAMES, type EmailJobName } from '../queue/email-jobs';
import { HandlesEmailJob } from './email-handler';
import { EmailProcessor } from './email.processor';

const handled: string[] = [];

/** One handler class per job name, as the features contribute them. */
const handlers = EMAIL_JOB_NAMES.map((name) => {
  @Injectable()
  @HandlesEmailJob(name)
  class Handler {
    async handle(job: Job): Promise<void> {
      handled.push(`${name}:${JSON.stringify(job.data)}`);
    }
  }
  return Handler;
});

async function processorWith(providers: typeof handlers): Promise<EmailProcessor> {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [EmailProcessor, { provide: AppConfig, useValue: {} }, ...providers],
  }).compile();
  return moduleRef.get(EmailProcessor);
}

const job = (name: string, data: object) => ({ name, data }) as Job;

describe('EmailProcessor', () => {
  beforeEach(() => (handled.length = 0));

  it('hands each job to the handler of its name, which a feature contributed', async () => {
    const processor = await processorWith(handlers);
    processor.onModuleInit();

    await processor.process(job('receipt', { paymentId: 'p1' }));
    await processor.process(job('send', { sendId: 's1' }));

    expect(handled).toEqual(['receipt:{"paymentId":"p1"}', 'send:{"sendId":"s1"}']);
  });

  it('does not boot while a job name has no handler, naming it', async () => {
    const processor = await processorWith(
      handlers.filter((_, i) => EMAIL_JOB_NAMES[i] !== 'receipt'),
    );

    expect(() => processor.onModuleInit()).toThrow('No handler for the e-mail jobs receipt');
  });

  it('fails a job of a name it does not know for good, rather than retrying it', async () => {
    const processor = await processorWith(handlers);
    processor.onModuleInit();

    await expect(processor.process(job('fax', {}))).rejects.toThrow(UnrecoverableError);
    expect(handled).toEqual([]);
  });

  it('knows every job name of the e-mail queue, as jobs already queued carry them', () => {
    const names: EmailJobName[] = [
      'send',
      'owner-notice',
      'invitation',
      'receipt',
      'credit-note',
      'account-mail',
      'portal-link',
    ];
    expect([...EMAIL_JOB_NAMES].sort()).toEqual(names.sort());
  });
});
