import { Injectable } from '@nestjs/common';
import { RedisClient } from '../redis/redis.module';

/**
 * How long a rendered PDF waits for the api that asked for it. The api takes it within
 * milliseconds of the job completing; the expiry only cleans up after an api that gave up.
 */
const RESULT_TTL_MS = 60_000;

/**
 * Hands a rendered PDF from the worker to the waiting api through its own short-lived Redis key,
 * as raw bytes. As the job's return value it would be base64 text, copied by BullMQ into the job
 * hash and into the queue's event stream, which keeps the last 10 000 events: at ~60 kB a PDF,
 * up to several hundred MB of Redis memory, and the encoding cost on both sides of every render.
 */
@Injectable()
export class PdfResultStore {
  constructor(private readonly redis: RedisClient) {}

  /** Worker side: stores the bytes; the returned key is the job's (small) return value. */
  async put(jobId: string, pdf: Buffer): Promise<string> {
    const key = `pdf:result:${jobId}`;
    await this.redis.set(key, pdf, 'PX', RESULT_TTL_MS);
    return key;
  }

  /** Api side: reads and deletes in one round trip (MULTI, so Redis 6.0 works too). */
  async take(key: string): Promise<Buffer> {
    const replies = await this.redis.multi().getBuffer(key).del(key).exec();
    const [error, pdf] = replies?.[0] ?? [new Error('transaction aborted'), null];
    if (error) throw error;
    if (!Buffer.isBuffer(pdf) || pdf.length === 0)
      throw new Error(`The rendered PDF at ${key} had expired or was empty`);
    return pdf;
  }
}
