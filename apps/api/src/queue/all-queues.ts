import { getQueueToken } from '@nestjs/bullmq';
import type { Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Queues } from './queues';

/** Every queue of the app, in the order of Queues: for what looks at them all (metrics, dashboard). */
export const ALL_QUEUES = Symbol('ALL_QUEUES');

export const allQueuesProvider: Provider = {
  provide: ALL_QUEUES,
  inject: Object.values(Queues).map((name) => getQueueToken(name)),
  useFactory: (...queues: Queue[]): Queue[] => queues,
};
