import type { Queue } from 'bullmq';
import { EventEmitter } from 'node:events';
import { guardErrorsOf } from './all-queues';

/** A queue as far as the guard sees it: a name, its events, and its connection's. */
function fakeQueue(status: string) {
  const connection = Object.assign(new EventEmitter(), { status });
  const queue = Object.assign(new EventEmitter(), { name: 'email', connection });
  guardErrorsOf(queue as unknown as Queue);
  return { queue, connection };
}

describe('guardErrorsOf', () => {
  it('drops an error of a connection already closed, which BullMQ emits with no listener left', () => {
    const { connection } = fakeQueue('initializing');
    connection.removeAllListeners();
    connection.status = 'closed';
    expect(connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:1'))).toBe(false);
  });

  it('still throws for an open connection nobody listens to, as Node does', () => {
    const { connection } = fakeQueue('initializing');
    connection.removeAllListeners();
    expect(() => connection.emit('error', new Error('connect ECONNREFUSED'))).toThrow(
      'connect ECONNREFUSED',
    );
  });

  it("listens to the queue's own errors, so a Redis outage is logged, not a crash", () => {
    const { queue } = fakeQueue('ready');
    expect(queue.listenerCount('error')).toBe(1);
    expect(() => queue.emit('error', new Error('connect ECONNREFUSED'))).not.toThrow();
  });
});
