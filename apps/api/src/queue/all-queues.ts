import { getQueueToken } from '@nestjs/bullmq';
import { Logger, type Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { EventEmitter } from 'node:events';
import { Queues } from './queues';

/** Every queue of the app, in the order of Queues: for what looks at them all (metrics, dashboard). */
export const ALL_QUEUES = Symbol('ALL_QUEUES');

const logger = new Logger('Queues');

/** What BullMQ keeps protected: the queue's own connection, and its state. */
interface WithConnection {
  connection: EventEmitter & { status: string };
}

/**
 * A queue closed while its connection is still being made (an api stopping while Redis is
 * down) ends that connection's first attempt with an error after close() has removed every
 * listener: BullMQ then emits it with nobody listening, which Node turns into an uncaught
 * exception (taskforcesh/bullmq#3546; seen in the health tests under load). An error of a
 * closed connection means nothing, so it is dropped; the others are logged, the first of an
 * outage as a warning. Health reports Redis down meanwhile.
 */
export function guardErrorsOf(queue: Queue): void {
  const { connection } = queue as unknown as WithConnection;
  const emit = connection.emit.bind(connection);
  connection.emit = (event: string | symbol, ...args: unknown[]) =>
    event === 'error' && connection.status === 'closed' ? false : emit(event, ...args);
  let reported = false;
  queue.on('error', (error: Error) => {
    const message = `Queue ${queue.name}: Redis unavailable: ${error.message}`;
    if (reported) logger.debug(message);
    else logger.warn(message);
    reported = true;
  });
}

export const allQueuesProvider: Provider = {
  provide: ALL_QUEUES,
  inject: Object.values(Queues).map((name) => getQueueToken(name)),
  useFactory: (...queues: Queue[]): Queue[] => {
    queues.forEach(guardErrorsOf);
    return queues;
  },
};
