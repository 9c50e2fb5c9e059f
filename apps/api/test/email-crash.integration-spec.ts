import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const HELD = 'held@slow-smtp.example';

/** A real worker process (worker.ts from source), so it can be killed like one. */
function startWorkerProcess(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', join(__dirname, 'support/swc-register.js'), join(__dirname, '../src/worker.ts')],
    {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: 'ignore',
    },
  );
}

describe('e-mail when the worker dies mid-send', () => {
  let ctx: TestApp;
  let smtp: SmtpPeer;
  let user: SignedUpUser;
  const workers: ChildProcess[] = [];
  const env = () => ({
    SMTP_URL: smtp.url,
    // A queue of its own, and short locks so the dead worker's job is taken over in seconds.
    QUEUE_PREFIX: `crash-${process.pid}`,
    QUEUE_LOCK_DURATION_MS: '2000',
    QUEUE_STALLED_INTERVAL_MS: '1000',
  });

  beforeAll(async () => {
    smtp = await startSmtpPeer({ holdOnce: HELD });
    ctx = await bootApp(env());
    user = await ctx.newUser();
    await ctx.app
      .get(DataSource)
      .query(
        `UPDATE workspaces SET plan = 'business', plan_end = now() + interval '30 days' WHERE id = $1`,
        [user.workspaceId],
      );
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await ctx?.close();
    await smtp?.close();
  });

  /**
   * This test's own messages: the database is shared with the other test files, and a worker's
   * reminder sweep may also send the reminders another file left due.
   */
  const held = () =>
    smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === HELD);

  it('delivers exactly one message after a SIGKILL and a restart', async () => {
    workers.push(startWorkerProcess(env()));
    const proposal = (
      await ctx
        .http()
        .post('/api/proposals')
        .auth(user.token, { type: 'bearer' })
        .send(proposalPayload({ clientEmail: HELD }))
        .expect(201)
    ).body.data;
    const send = (
      await ctx
        .http()
        .post(`/api/proposals/${proposal.id}/send`)
        .auth(user.token, { type: 'bearer' })
        .expect(202)
    ).body.data;

    await smtp.held; // the worker is in the middle of DATA
    workers[0].kill('SIGKILL');
    await new Promise((resolve) => workers[0].once('exit', resolve));
    expect(held()).toHaveLength(0);

    workers.push(startWorkerProcess(env()));
    const arrived = Date.now() + 40_000;
    while (held().length === 0 && Date.now() < arrived)
      await new Promise((r) => setTimeout(r, 100));
    expect(held()[0]?.subject).toBe('Proposal: Website redesign');
    const deadline = Date.now() + 20_000;
    let state = (await ctx.http().get(`/api/sends/${send.id}`).auth(user.token, { type: 'bearer' }))
      .body.data;
    while (state.status !== 'sent' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await ctx.http().get(`/api/sends/${send.id}`).auth(user.token, { type: 'bearer' }))
        .body.data;
    }
    expect(state.status).toBe('sent');
    // Give a wrongly duplicated retry the time to show up before counting.
    await new Promise((r) => setTimeout(r, 3000));
    expect(held()).toHaveLength(1);
    const [row] = await ctx.app
      .get(DataSource)
      .query('SELECT attempts FROM email_sends WHERE id = $1', [send.id]);
    expect(row.attempts).toBe(2);
  }, 120_000);
});
