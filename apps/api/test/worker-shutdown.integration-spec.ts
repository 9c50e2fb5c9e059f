import { INestApplicationContext } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

/**
 * A worker told to stop while an e-mail job is between its first query and SMTP. The job is held
 * there by a row lock the test owns (as a busy database would hold it), so the shutdown is
 * always in the same place: started, with the job not yet at the mailer or the renderer.
 */
describe('worker shutdown with a job in flight', () => {
  let ctx: TestApp;
  let smtp: SmtpPeer;
  let user: SignedUpUser;
  const env = () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
    PUBLIC_URL: 'https://app.dealdraft.test',
  });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ctx = await bootApp(env());
    user = await ctx.newUser({ name: 'Paying Customer' });
    await ctx.upgrade(user);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);

  /** Queues a proposal's e-mail (no worker runs yet) and locks its send row from outside. */
  async function queueLockedSend(number: string): Promise<{ sendId: string; lock: QueryRunner }> {
    const proposal = await ctx.create(
      user,
      'proposals',
      proposalPayload({ clientEmail: 'hank@globex.example', proposalNumber: number }),
    );
    const queued = await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(user.token, { type: 'bearer' })
      .expect(202);
    const sendId: string = queued.body.data.id;
    const lock = db().createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('SELECT id FROM email_sends WHERE id = $1 FOR UPDATE', [sendId]);
    return { sendId, lock };
  }

  /** Until the job's `attempts` update waits on the test's lock. */
  async function untilJobWaitsOnLock(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const [{ n }] = await db().query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE "email_sends"%'`,
      );
      if (n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the e-mail job never reached its update');
  }

  const settledWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
      promise.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve(`still closing after ${ms} ms`), ms)),
    ]);

  it('finishes the job, SMTP and PDF included, before closing what the job uses', async () => {
    const { sendId, lock } = await queueLockedSend('PROP-SHUTDOWN-1');
    // Grace enough for a cold Chromium's first render on a loaded machine (20 s and more).
    const worker: INestApplicationContext = await startWorker({
      ...env(),
      SHUTDOWN_TIMEOUT_MS: '120000',
    });
    await untilJobWaitsOnLock();
    const closing = worker.close();
    // Long enough for every shutdown hook that does not wait on the job to have run.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await lock.commitTransaction();
    await lock.release();

    // A PDF render and an SMTP exchange: seconds on a busy machine, never a hang.
    expect(await settledWithin(closing, 100_000)).toBe('closed');
    const [message] = smtp.messages.filter((mail) => mail.messageId === `<${sendId}@dealdraft>`);
    expect(message?.subject).toBe('Proposal: Website redesign');
    expect(message?.attachments[0]?.filename).toBe('PROP-SHUTDOWN-1.pdf');
    const [row] = await db().query('SELECT status, error FROM email_sends WHERE id = $1', [sendId]);
    expect(row).toEqual({ status: 'sent', error: null });
  }, 150_000);

  it('stops waiting for a job that does not finish once its grace runs out', async () => {
    // The message is held mid-DATA by a second peer, as a stalled SMTP server would hold it.
    const held = await startSmtpPeer({ holdOnce: 'held@globex.example' });
    try {
      const proposal = await ctx.create(
        user,
        'proposals',
        proposalPayload({ clientEmail: 'held@globex.example', proposalNumber: 'PROP-SHUTDOWN-2' }),
      );
      const queued = await ctx
        .http()
        .post(`/api/proposals/${proposal.id}/send`)
        .auth(user.token, { type: 'bearer' })
        .expect(202);
      // 4 s of shutdown leaves the jobs 2 s; the rest is for closing connections.
      const worker = await startWorker({
        ...env(),
        SMTP_URL: held.url,
        SHUTDOWN_TIMEOUT_MS: '4000',
      });
      await held.held;
      const started = Date.now();
      const outcome = await settledWithin(worker.close(), 15_000);
      const took = Date.now() - started;

      expect(outcome).toBe('closed');
      expect(took).toBeGreaterThanOrEqual(2_000);
      // Not hung: the rest closes in well under a second on an idle machine, a few under load.
      expect(took).toBeLessThan(10_000);
      // Left for another worker: nothing delivered, the send still queued.
      const [row] = await db().query('SELECT status FROM email_sends WHERE id = $1', [
        queued.body.data.id,
      ]);
      expect(row).toEqual({ status: 'queued' });
      expect(held.messages).toEqual([]);
    } finally {
      await held.close();
    }
  });
});
