import { randomBytes } from 'node:crypto';

// Integration tests boot real services; allow them more than jest's 5 s default.
jest.setTimeout(60_000);

// Each test file gets queues of its own: a job one file leaves behind (an e-mail enqueued by an
// app booted without a worker) must not be picked up, and waited for, by another file's worker.
process.env.QUEUE_PREFIX_BASE ??= process.env.QUEUE_PREFIX;
process.env.QUEUE_PREFIX = `${process.env.QUEUE_PREFIX_BASE}-${randomBytes(3).toString('hex')}`;
