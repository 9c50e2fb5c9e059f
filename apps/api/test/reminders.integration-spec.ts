import { ClientLinkMessages } from '@dealdraft/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { Queues } from '../src/queue/queues';
import { ReminderScheduler } from '../src/reminders/reminder-scheduler';
import { SWEEP_SCHEDULER } from '../src/reminders/reminders.processor';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, TestClock, bootApp, startWorker } from './support/app';

/**
 * Far in the future: the database is shared with the other test files, whose workers sweep
 * reminders on the real clock. Documents sent "two days ago" in real time would be due for
 * them too, and their SMTP peers would get this file's reminders.
 */
const SENT_AT = '2096-11-23T09:00:00Z';

describe('follow-up reminders and overdue invoices, on a clock the test moves', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  const clock = new TestClock(new Date(SENT_AT));

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env, { clock });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const scheduler = () => worker.get(ReminderScheduler);
  const on = async (isoDay: string) => {
    clock.set(`${isoDay}T10:00:00Z`);
    return scheduler().sweep();
  };
  const create = (kind: 'proposals' | 'invoices', payload: object) =>
    ctx.create(owner, kind, payload);
  /** Sends through the real e-mail path, then pins the send time to the test's day one. */
  const sendOn = async (kind: 'proposals' | 'invoices', id: string, sentAt = SENT_AT) => {
    await ctx
      .http()
      .post(`/api/${kind}/${id}/send`)
      .auth(owner.token, { type: 'bearer' })
      .expect(202);
    await waitFor(async () => {
      const [row] = await db().query(`SELECT status FROM email_sends WHERE document_id = $1`, [id]);
      return row?.status === 'sent';
    });
    await db().query(`UPDATE email_sends SET sent_at = $2 WHERE document_id = $1`, [id, sentAt]);
  };
  const reminders = async (id: string) =>
    (
      await ctx.graphql<{ reminders: { step: number; day: string; status: string }[] }>(
        'query($id: ID!) { reminders(documentId: $id) { step day status recipient sentAt } }',
        { id },
        owner.token,
      )
    ).data!.reminders;
  const settled = (id: string) =>
    waitFor(async () => (await reminders(id)).every((r) => r.status !== 'queued'));
  const mailsTo = (address: string) =>
    smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === address);

  it('schedules the sweep as a repeatable job', async () => {
    const queue = worker.get<Queue>(getQueueToken(Queues.Reminders));
    await waitFor(async () =>
      (await queue.getJobSchedulers()).some((s) => s.key === SWEEP_SCHEDULER),
    );
    const [schedule] = (await queue.getJobSchedulers()).filter((s) => s.key === SWEEP_SCHEDULER);
    expect(schedule).toMatchObject({ name: 'sweep', every: 15 * 60_000 });
  });

  it('reminds about an unanswered proposal after 3 and 7 days, once each, with the link', async () => {
    const client = 'slow@globex.example';
    const proposal = await create(
      'proposals',
      proposalPayload({ clientEmail: client, expirationDate: '2097-03-01' }),
    );
    const before = mailsTo(client).length;
    await sendOn('proposals', proposal.id);

    for (const day of ['2096-11-23', '2096-11-24', '2096-11-25']) await on(day);
    expect(await reminders(proposal.id)).toEqual([]);

    await on('2096-11-26');
    await on('2096-11-26'); // a second sweep the same day adds nothing
    await settled(proposal.id);
    expect(await reminders(proposal.id)).toEqual([
      expect.objectContaining({ step: 3, day: '2096-11-26', status: 'sent', recipient: client }),
    ]);
    const [mail] = mailsTo(client).slice(before + 1);
    expect(mail.subject).toBe('Reminder: Proposal: Website redesign');
    // Like the first e-mail: in the company's name, replies to the company.
    expect(mail.from?.value).toEqual([
      { name: 'Studio Ada', address: 'billing@dealdraft.test' },
    ]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Studio Ada', address: 'ada@studio.example' }]);
    expect(mail.text).toContain(
      `This is a friendly reminder about the proposal ${proposal.proposalNumber} for Website redesign, which is waiting for your answer.`,
    );
    expect(mail.text).toMatch(/You can view it here: https:\/\/app\.dealdraft\.test\/c\/[\w-]{43}/);
    // The same link as in the first e-mail.
    const firstLink = /\/c\/([\w-]{43})/.exec(mailsTo(client)[before].text!)![1];
    expect(mail.text).toContain(firstLink);

    for (const day of ['2096-11-27', '2096-11-28', '2096-11-29']) await on(day);
    await on('2096-11-30');
    await settled(proposal.id);
    await on('2096-12-05');
    expect((await reminders(proposal.id)).map((r) => [r.step, r.day, r.status])).toEqual([
      [7, '2096-11-30', 'sent'],
      [3, '2096-11-26', 'sent'],
    ]);
    expect(mailsTo(client).length).toBe(before + 3);
  });

  it('stops once the client answers, and never sends for a switched-off document', async () => {
    const answered = await create(
      'proposals',
      proposalPayload({ clientEmail: 'quick@globex.example', expirationDate: '2097-03-01' }),
    );
    const off = await create(
      'proposals',
      proposalPayload({ clientEmail: 'off@globex.example', expirationDate: '2097-03-01' }),
    );
    await sendOn('proposals', answered.id);
    await sendOn('proposals', off.id);
    const toggled = await ctx.graphql(
      'mutation($input: DocumentRemindersInput!) { setDocumentReminders(input: $input) }',
      { input: { documentKind: 'proposal', documentId: off.id, enabled: false } },
      owner.token,
    );
    expect(toggled.data).toEqual({ setDocumentReminders: false });

    const [{ url }] = (
      await ctx.graphql<{ clientLinks: { url: string }[] }>(
        'query($id: ID!) { clientLinks(documentId: $id) { url } }',
        { id: answered.id },
        owner.token,
      )
    ).data!.clientLinks;
    const token = url.split('/c/')[1];
    const { version } = (await ctx.http().get(`/api/client/${token}`).expect(200)).body.data;
    await ctx
      .http()
      .post(`/api/client/${token}/accept`)
      .send({ fullName: 'Quick Client', version })
      .expect(200);

    await on('2096-11-26');
    await on('2096-11-30');
    expect(await reminders(answered.id)).toEqual([]);
    expect(await reminders(off.id)).toEqual([]);

    // A reminder already queued when the answer comes is cancelled rather than sent.
    const [row] = await db().query(
      `INSERT INTO reminders (workspace_id, document_kind, document_id, step, day, recipient)
       VALUES ($1, 'proposal', $2, 3, '2096-11-26', 'quick@globex.example') RETURNING id`,
      [owner.workspaceId, answered.id],
    );
    await scheduler().remind(row.id, false);
    expect(await reminders(answered.id)).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
    expect(
      mailsTo('quick@globex.example').filter((m) => m.subject?.startsWith('Reminder')),
    ).toEqual([]);
  });

  it('catches up with one reminder a day at most, however many steps are due', async () => {
    const client = 'late@globex.example';
    const proposal = await create(
      'proposals',
      proposalPayload({ clientEmail: client, expirationDate: '2097-03-01' }),
    );
    await sendOn('proposals', proposal.id);
    // The worker was down for ten days: both steps are due, one reminder goes (the latest).
    await Promise.all([on('2096-12-03'), scheduler().sweep(), scheduler().sweep()]);
    await settled(proposal.id);
    expect((await reminders(proposal.id)).map((r) => r.step)).toEqual([7]);
  });

  it('reminds before, on and after the due date, marks the invoice overdue, and stops once paid', async () => {
    const client = 'ap@initech.example';
    const payload = invoicePayload({
      clientEmail: client,
      invoiceDate: '2096-11-20',
      dueDate: '2096-12-10',
    });
    const invoice = await create('invoices', payload);
    const paidSoon = await create(
      'invoices',
      invoicePayload({
        clientEmail: 'payer@initech.example',
        invoiceDate: '2096-11-20',
        dueDate: '2096-12-10',
      }),
    );
    await sendOn('invoices', invoice.id);
    await sendOn('invoices', paidSoon.id);
    const stored = async (id: string) =>
      (await db().query('SELECT status FROM invoices WHERE id = $1', [id]))[0].status as string;

    await on('2096-12-06');
    expect(await reminders(invoice.id)).toEqual([]);
    await on('2096-12-07');
    await settled(invoice.id);
    let mail = mailsTo(client).at(-1)!;
    expect(mail.subject).toBe(`Reminder: Invoice: ${invoice.invoiceNumber}`);
    expect(mail.replyTo?.value).toEqual([{ name: 'Studio Ada', address: 'ada@studio.example' }]);
    expect(mail.from?.value[0].name).toBe('Studio Ada');
    expect(mail.text).toContain(
      `This is a friendly reminder that the invoice ${invoice.invoiceNumber} is due on 2096-12-10.`,
    );

    // Paid in between: no more reminders for that one.
    await ctx
      .http()
      .put(`/api/invoices/${paidSoon.id}`)
      .auth(owner.token, { type: 'bearer' })
      .send({
        ...invoicePayload({
          clientEmail: 'payer@initech.example',
          invoiceDate: '2096-11-20',
          dueDate: '2096-12-10',
        }),
        status: 'paid',
      })
      .expect(200);

    await on('2096-12-10');
    await settled(invoice.id);
    mail = mailsTo(client).at(-1)!;
    expect(mail.text).toContain(`the invoice ${invoice.invoiceNumber} is due today.`);
    expect(await stored(invoice.id)).toBe('sent');

    const sweep = await on('2096-12-11');
    expect(sweep.overdue).toBeGreaterThanOrEqual(1);
    expect(await stored(invoice.id)).toBe('overdue');
    expect(await stored(paidSoon.id)).toBe('paid');

    await on('2096-12-17');
    await settled(invoice.id);
    mail = mailsTo(client).at(-1)!;
    expect(mail.text).toContain(
      `This is a friendly reminder that the invoice ${invoice.invoiceNumber} was due on 2096-12-10 and is still unpaid.`,
    );
    expect((await reminders(invoice.id)).map((r) => [r.step, r.day])).toEqual([
      [7, '2096-12-17'],
      [0, '2096-12-10'],
      [-3, '2096-12-07'],
    ]);
    expect((await reminders(paidSoon.id)).map((r) => r.step)).toEqual([-3]);
  });

  it('leaves drafts and paid invoices alone when marking overdue', async () => {
    const draft = await create(
      'invoices',
      invoicePayload({ invoiceDate: '2096-11-01', dueDate: '2096-11-05' }),
    );
    const paid = await create(
      'invoices',
      invoicePayload({ invoiceDate: '2096-11-01', dueDate: '2096-11-05', status: 'paid' }),
    );
    await on('2096-12-20');
    const statuses = await db().query('SELECT id, status FROM invoices WHERE id = ANY($1)', [
      [draft.id, paid.id],
    ]);
    expect(
      Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status])),
    ).toEqual({
      [draft.id]: 'draft',
      [paid.id]: 'paid',
    });
  });

  it('keeps per-user settings, validated', async () => {
    const defaults = await ctx.graphql<{ reminderSettings: object }>(
      '{ reminderSettings { proposalReminderDays invoiceReminderOffsets } }',
      {},
      owner.token,
    );
    expect(defaults.data?.reminderSettings).toEqual({
      proposalReminderDays: [3, 7],
      invoiceReminderOffsets: [-3, 0, 7],
    });
    const bad = await ctx.graphql(
      'mutation($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { proposalReminderDays } }',
      { input: { proposalReminderDays: [0], invoiceReminderOffsets: [] } },
      owner.token,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: `proposalReminderDays: ${ClientLinkMessages.stepsInvalid}`,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const saved = await ctx.graphql<{ updateReminderSettings: object }>(
      'mutation($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { proposalReminderDays invoiceReminderOffsets } }',
      { input: { proposalReminderDays: [5, 2, 5], invoiceReminderOffsets: [] } },
      owner.token,
    );
    expect(saved.data?.updateReminderSettings).toEqual({
      proposalReminderDays: [2, 5],
      invoiceReminderOffsets: [],
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
