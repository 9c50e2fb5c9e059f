import {
  DocumentMessages,
  Messages,
  RecurrenceMessages,
  RecurringMessages,
  planLabel,
  planLimitMessage,
} from '@dealdraft/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { EmailProcessor } from '../src/email/email.processor';
import { Queues } from '../src/queue/queues';
import { RecurringScheduler } from '../src/recurring/recurring-scheduler';
import { RECURRING_SWEEP_SCHEDULER } from '../src/recurring/recurring.processor';
import { invoicePayload } from './factories/invoice';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, TestClock, bootApp, startWorker } from './support/app';

/**
 * Recurring invoices, on a clock the test moves: the api (edits and resumes go on
 * from "today") and the workers read the same TestClock. Dates are in 2096-2098, far from the
 * real clock the other files' workers sweep on; 2096 is a leap year, 2097 is not.
 */
const SWEEP_EVERY_MS = 3_600_000;

interface Schedule {
  id: string;
  status: string;
  nextRunOn: string | null;
  issuedCount: number;
  pausedReason: string | null;
  lastIssuedOn: string | null;
  lastRunNote: string | null;
  [field: string]: unknown;
}

describe('recurring invoices: schedules, and the sweep that issues them exactly once', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let second: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let templateId: string;
  const clock = new TestClock(new Date('2096-01-01T09:00:00Z'));
  const env = {
    MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
    PUBLIC_URL: 'https://app.dealdraft.test',
    RECURRING_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS),
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const withSmtp = { ...env, SMTP_URL: smtp.url };
    ctx = await bootApp(withSmtp);
    // The api's "today" (a resume, an edit, a start in the past) is the test's day too.
    jest.spyOn(ctx.app.get(Clock), 'now').mockImplementation(() => clock.now());
    [worker, second] = await Promise.all([
      startWorker(withSmtp, { clock }),
      startWorker(withSmtp, { clock }),
    ]);
    [owner, other] = await Promise.all([
      ctx.newUser({ name: 'Ada Owner' }),
      ctx.newUser({ name: 'Eve Other' }),
    ]);
    await Promise.all([ctx.upgrade(owner), ctx.upgrade(other)]);
    // Plenty of invoices for every schedule of this file.
    await db().query('UPDATE workspaces SET invoices_limit = 1000 WHERE id = $1', [
      owner.workspaceId,
    ]);
    templateId = (await template()).id;
  });
  afterAll(async () => {
    await second?.close();
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const http = () => ctx.http();
  const as = (user: SignedUpUser) => ({ type: 'bearer' as const, token: user.token });
  const scheduler = (context = worker) => context.get(RecurringScheduler);
  /** Moves the clock to that day (UTC morning) and sweeps once. */
  const on = (day: string, context = worker) => {
    clock.set(`${day}T09:00:00Z`);
    return scheduler(context).sweep();
  };
  const template = (overrides: Record<string, unknown> = {}, user = owner) =>
    ctx.create(
      user,
      'invoices',
      invoicePayload({ invoiceDate: '2096-01-01', dueDate: '2096-01-31', ...overrides }),
    );
  const input = (overrides: Record<string, unknown> = {}) => ({
    templateInvoiceId: templateId,
    frequency: 'month',
    startDate: '2096-01-31',
    sendAutomatically: false,
    ...overrides,
  });
  /** A schedule made through REST on `day` (the api refuses a start in the past). */
  const schedule = async (
    day: string,
    overrides: Record<string, unknown> = {},
    user = owner,
  ): Promise<Schedule> => {
    clock.set(`${day}T08:00:00Z`);
    const response = await http()
      .post('/api/recurring-invoices')
      .auth(user.token, as(user))
      .send(input(overrides));
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data;
  };
  const read = async (id: string, user = owner): Promise<Schedule> =>
    (await http().get(`/api/recurring-invoices/${id}`).auth(user.token, as(user)).expect(200)).body
      .data;
  /** The periods a schedule issued, with their invoices as stored. */
  const issued = (scheduleId: string) =>
    db().query(
      `SELECT r.period_start::text AS period, i.invoice_date::text AS "invoiceDate",
              i.due_date::text AS "dueDate", i.status
         FROM recurring_runs r LEFT JOIN invoices i ON i.id = r.invoice_id
        WHERE r.schedule_id = $1 ORDER BY r.period_start`,
      [scheduleId],
    ) as Promise<{ period: string; invoiceDate: string; dueDate: string; status: string }[]>;
  const periods = async (scheduleId: string) => (await issued(scheduleId)).map((r) => r.period);
  const invoicesOf = async (clientName: string, user = owner) =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM invoices WHERE workspace_id = $1 AND client_name = $2`,
        [user.workspaceId, clientName],
      )
    )[0].n as number;
  const graphql = <T>(query: string, variables: Record<string, unknown> = {}, user = owner) =>
    ctx.graphql<T>(query, variables, user.token);
  const refused = async (body: Record<string, unknown>, message: string) => {
    const response = await http()
      .post('/api/recurring-invoices')
      .auth(owner.token, as(owner))
      .send(body)
      .expect(400);
    expect(response.body.message).toBe(message);
  };

  it('schedules the sweep as a repeatable job, every RECURRING_SWEEP_EVERY_MS', async () => {
    const queue = worker.get<Queue>(getQueueToken(Queues.Recurring));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.find((s) => s.key === RECURRING_SWEEP_SCHEDULER)).toMatchObject({
      name: 'sweep',
      every: SWEEP_EVERY_MS,
    });
  });

  describe('the api', () => {
    it('refuses each wrong field with a 400 naming it', async () => {
      clock.set('2096-01-10T08:00:00Z');
      await refused(input({ frequency: 'daily' }), `frequency: ${RecurringMessages.frequency}`);
      await refused(input({ dayOfMonth: 32 }), `dayOfMonth: ${RecurrenceMessages.dayOfMonth}`);
      await refused(
        input({ dayOfMonth: 5, lastDayOfMonth: true }),
        `dayOfMonth: ${RecurringMessages.dayAndLastDay}`,
      );
      await refused(
        input({ endDate: '2096-01-30' }),
        `endDate: ${RecurrenceMessages.endBeforeStart}`,
      );
      await refused(
        input({ endDate: '2096-06-30', count: 3 }),
        `endDate: ${RecurrenceMessages.endOrCount}`,
      );
      await refused(input({ count: 0 }), `count: ${RecurrenceMessages.count}`);
      await refused(input({ count: 1001 }), `count: ${RecurrenceMessages.count}`);
      await refused(
        input({ startDate: '2096-02-30' }),
        `startDate: ${DocumentMessages.dateFormat}`,
      );
      // A day's grace for time zones behind UTC; before that, the past is refused.
      await refused(
        input({ startDate: '2096-01-08' }),
        `startDate: ${RecurringMessages.startInPast}`,
      );
      await refused(
        input({ templateInvoiceId: 'INV-1' }),
        `templateInvoiceId: ${Messages.validation.invalidId}`,
      );
      await refused(
        input({ sendAutomatically: 'yes' }),
        'sendAutomatically: sendAutomatically must be a boolean value',
      );
      await refused(input({ ownerId: owner.id }), 'ownerId: property ownerId should not exist');
      // The 5th, from the 20th to the 25th: no date at all.
      await refused(
        input({ startDate: '2096-01-20', dayOfMonth: 5, endDate: '2096-01-25' }),
        `endDate: ${RecurringMessages.noDates}`,
      );
      const foreignTemplate = await template({}, other);
      const foreign = await http()
        .post('/api/recurring-invoices')
        .auth(owner.token, as(owner))
        .send(input({ templateInvoiceId: foreignTemplate.id }))
        .expect(404);
      expect(foreign.body.message).toBe(DocumentMessages.invoice.notFound);
    });

    it('creates, lists, reads, previews, edits and deletes a schedule over REST', async () => {
      const made = await schedule('2096-01-10', { lastDayOfMonth: true, count: 12 });
      expect(made).toMatchObject({
        templateInvoiceId: templateId,
        clientName: 'Globex Corporation',
        currency: 'USD',
        amount: 1960.47,
        frequency: 'month',
        dayOfMonth: null,
        lastDayOfMonth: true,
        startDate: '2096-01-31',
        endDate: null,
        count: 12,
        issuedCount: 0,
        sendAutomatically: false,
        status: 'active',
        pausedReason: null,
        nextRunOn: '2096-01-31',
        lastIssuedOn: null,
      });
      const list = await http().get('/api/recurring-invoices').auth(owner.token, as(owner));
      expect(list.body).toMatchObject({ status: 'success', message: RecurringMessages.listed });
      expect(list.body.data.map((s: Schedule) => s.id)).toContain(made.id);
      expect((await read(made.id)).id).toBe(made.id);

      const preview = await http()
        .get(`/api/recurring-invoices/${made.id}/preview?count=4`)
        .auth(owner.token, as(owner))
        .expect(200);
      expect(preview.body.data).toEqual({
        dates: ['2096-01-31', '2096-02-29', '2096-03-31', '2096-04-30'],
      });
      for (const count of ['0', '25', 'five']) {
        const bad = await http()
          .get(`/api/recurring-invoices/${made.id}/preview?count=${count}`)
          .auth(owner.token, as(owner))
          .expect(400);
        expect(bad.body.message).toBe(`count: ${RecurringMessages.previewCount}`);
      }

      const edited = await http()
        .put(`/api/recurring-invoices/${made.id}`)
        .auth(owner.token, as(owner))
        .send(input({ frequency: 'quarter', dayOfMonth: 15, startDate: '2096-01-31' }))
        .expect(200);
      expect(edited.body.message).toBe(RecurringMessages.updated);
      expect(edited.body.data).toMatchObject({
        frequency: 'quarter',
        dayOfMonth: 15,
        lastDayOfMonth: false,
        count: null,
        nextRunOn: '2096-04-15',
      });

      await http()
        .delete(`/api/recurring-invoices/${made.id}`)
        .auth(owner.token, as(owner))
        .expect(200, { status: 'success', data: null, message: RecurringMessages.deleted });
      const gone = await http()
        .get(`/api/recurring-invoices/${made.id}`)
        .auth(owner.token, as(owner))
        .expect(404);
      expect(gone.body.message).toBe(RecurringMessages.notFound);
    });

    it('does the same over GraphQL, with the next dates as a field', async () => {
      clock.set('2096-01-10T08:00:00Z');
      const fields = 'id status nextRunOn nextDates(count: 3)';
      const created = await graphql<{ createRecurringSchedule: Schedule }>(
        `mutation($input: RecurringScheduleInput!) { createRecurringSchedule(input: $input) { ${fields} } }`,
        { input: input({ frequency: 'two-weeks', startDate: '2096-02-24', count: 2 }) },
      );
      const made = created.data!.createRecurringSchedule;
      expect(made).toMatchObject({
        status: 'active',
        nextRunOn: '2096-02-24',
        // Two in all, across the leap day.
        nextDates: ['2096-02-24', '2096-03-09'],
      });
      const listed = await graphql<{ recurringSchedules: { id: string }[] }>(
        '{ recurringSchedules { id } }',
      );
      expect(listed.data!.recurringSchedules.map((s) => s.id)).toContain(made.id);
      const one = await graphql<{ recurringSchedule: { nextDates: string[] } }>(
        'query($id: ID!) { recurringSchedule(id: $id) { nextDates(count: 1) } }',
        { id: made.id },
      );
      expect(one.data!.recurringSchedule.nextDates).toEqual(['2096-02-24']);
      const tooMany = await graphql(
        'query($id: ID!) { recurringSchedule(id: $id) { nextDates(count: 99) } }',
        { id: made.id },
      );
      expect(tooMany.errors?.[0]).toMatchObject({
        message: `count: ${RecurringMessages.previewCount}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });

      const updated = await graphql<{ updateRecurringSchedule: Schedule }>(
        `mutation($id: ID!, $input: RecurringScheduleInput!) { updateRecurringSchedule(id: $id, input: $input) { ${fields} } }`,
        { id: made.id, input: input({ frequency: 'week', startDate: '2096-02-24', count: 3 }) },
      );
      expect(updated.data!.updateRecurringSchedule.nextDates).toEqual([
        '2096-02-24',
        '2096-03-02',
        '2096-03-09',
      ]);
      const paused = await graphql<{ pauseRecurringSchedule: Schedule }>(
        `mutation($id: ID!) { pauseRecurringSchedule(id: $id) { ${fields} } }`,
        { id: made.id },
      );
      expect(paused.data!.pauseRecurringSchedule.status).toBe('paused');
      const resumed = await graphql<{ resumeRecurringSchedule: Schedule }>(
        `mutation($id: ID!) { resumeRecurringSchedule(id: $id) { ${fields} } }`,
        { id: made.id },
      );
      expect(resumed.data!.resumeRecurringSchedule).toMatchObject({
        status: 'active',
        nextRunOn: '2096-02-24',
      });
      const bad = await graphql(
        'mutation($input: RecurringScheduleInput!) { createRecurringSchedule(input: $input) { id } }',
        { input: input({ count: 0 }) },
      );
      expect(bad.errors?.[0]).toMatchObject({
        message: `count: ${RecurrenceMessages.count}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      const deleted = await graphql<{ deleteRecurringSchedule: string }>(
        'mutation($id: ID!) { deleteRecurringSchedule(id: $id) }',
        { id: made.id },
      );
      expect(deleted.data).toEqual({ deleteRecurringSchedule: made.id });
    });

    it('takes a day of the month sent with lastDayOfMonth false, as the form sends it', async () => {
      clock.set('2096-01-10T08:00:00Z');
      const chosen = input({ startDate: '2096-01-10', dayOfMonth: 15, lastDayOfMonth: false });
      const rest = await http()
        .post('/api/recurring-invoices')
        .auth(owner.token, as(owner))
        .send(chosen)
        .expect(201);
      expect(rest.body.data).toMatchObject({
        dayOfMonth: 15,
        lastDayOfMonth: false,
        nextRunOn: '2096-01-15',
      });
      const edited = await http()
        .put(`/api/recurring-invoices/${rest.body.data.id}`)
        .auth(owner.token, as(owner))
        .send({ ...chosen, dayOfMonth: 20 })
        .expect(200);
      expect(edited.body.data).toMatchObject({ dayOfMonth: 20, nextRunOn: '2096-01-20' });
      const gql = await graphql<{ createRecurringSchedule: Schedule }>(
        'mutation($input: RecurringScheduleInput!) { createRecurringSchedule(input: $input) { id dayOfMonth lastDayOfMonth nextRunOn } }',
        { input: chosen },
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.createRecurringSchedule).toMatchObject({
        dayOfMonth: 15,
        lastDayOfMonth: false,
        nextRunOn: '2096-01-15',
      });
      const [stored] = await db().query(
        'SELECT day_of_month, last_day_of_month FROM recurring_schedules WHERE id = $1',
        [gql.data!.createRecurringSchedule.id],
      );
      expect(stored).toEqual({ day_of_month: 15, last_day_of_month: false });
      // Both chosen is still one too many.
      await refused(
        input({ dayOfMonth: 5, lastDayOfMonth: true }),
        `dayOfMonth: ${RecurringMessages.dayAndLastDay}`,
      );
      for (const id of [rest.body.data.id, gql.data!.createRecurringSchedule.id])
        await http()
          .delete(`/api/recurring-invoices/${id}`)
          .auth(owner.token, as(owner))
          .expect(200);
    });

    it("keeps each workspace's schedules to itself", async () => {
      const mine = await schedule('2096-01-10', { count: 1 });
      for (const path of ['', '/preview']) {
        const response = await http()
          .get(`/api/recurring-invoices/${mine.id}${path}`)
          .auth(other.token, as(other))
          .expect(404);
        expect(response.body.message).toBe(RecurringMessages.notFound);
      }
      await http()
        .post(`/api/recurring-invoices/${mine.id}/pause`)
        .auth(other.token, as(other))
        .expect(404);
      const theirs = await http().get('/api/recurring-invoices').auth(other.token, as(other));
      expect(theirs.body.data).toEqual([]);
      expect((await read(mine.id)).status).toBe('active');
      await http().delete(`/api/recurring-invoices/${mine.id}`).auth(owner.token, as(owner));
    });

    it('refuses automatic sending on the trial, and makes drafts-only schedules there', async () => {
      const trial = await ctx.newUser({ name: 'Tim Trial' });
      const trialTemplate = await template({}, trial);
      clock.set('2096-01-10T08:00:00Z');
      const refusedSend = await http()
        .post('/api/recurring-invoices')
        .auth(trial.token, as(trial))
        .send(input({ templateInvoiceId: trialTemplate.id, sendAutomatically: true }))
        .expect(403);
      expect(refusedSend.body.message).toBe(RecurringMessages.autoSendNeedsPlan);
      const drafts = await schedule(
        '2096-01-10',
        { templateInvoiceId: trialTemplate.id, count: 1 },
        trial,
      );
      expect(drafts.sendAutomatically).toBe(false);
    });
  });

  describe('the sweep', () => {
    it('issues "on the last day" across a month end and a leap day, each period once', async () => {
      const made = await schedule('2096-01-20', { lastDayOfMonth: true, count: 3 });
      await on('2096-01-30');
      expect(await issued(made.id)).toEqual([]);
      await on('2096-01-31');
      await on('2096-01-31');
      await on('2096-02-28');
      expect(await periods(made.id)).toEqual(['2096-01-31']);
      await on('2096-02-29');
      await on('2096-03-31');
      // Dated the period's day; due 30 days later, as the template is.
      expect(await issued(made.id)).toEqual([
        { period: '2096-01-31', invoiceDate: '2096-01-31', dueDate: '2096-03-01', status: 'draft' },
        { period: '2096-02-29', invoiceDate: '2096-02-29', dueDate: '2096-03-30', status: 'draft' },
        { period: '2096-03-31', invoiceDate: '2096-03-31', dueDate: '2096-04-30', status: 'draft' },
      ]);
      expect(await read(made.id)).toMatchObject({
        status: 'ended',
        nextRunOn: null,
        issuedCount: 3,
        lastIssuedOn: '2096-03-31',
      });
    });

    it('issues "on the 31st" through a short February and back to the 31st', async () => {
      const made = await schedule('2097-01-01', { startDate: '2097-01-31', dayOfMonth: 31 });
      await on('2097-01-31');
      await on('2097-02-28');
      await on('2097-03-30');
      expect(await periods(made.id)).toEqual(['2097-01-31', '2097-02-28']);
      await on('2097-03-31');
      expect(await periods(made.id)).toEqual(['2097-01-31', '2097-02-28', '2097-03-31']);
      expect((await read(made.id)).nextRunOn).toBe('2097-04-30');
      await http().delete(`/api/recurring-invoices/${made.id}`).auth(owner.token, as(owner));
    });

    it('issues weekly, every two weeks, quarterly and yearly (from a leap day), ending by count', async () => {
      clock.set('2096-02-01T08:00:00Z');
      const [weekly, fortnightly, quarterly, yearly] = await Promise.all([
        schedule('2096-02-01', { frequency: 'week', startDate: '2096-03-01', count: 3 }),
        schedule('2096-02-01', { frequency: 'two-weeks', startDate: '2096-03-01', count: 3 }),
        schedule('2096-02-01', {
          frequency: 'quarter',
          startDate: '2096-03-31',
          dayOfMonth: 31,
          count: 3,
        }),
        schedule('2096-02-01', { frequency: 'year', startDate: '2096-02-29', count: 3 }),
      ]);
      for (const day of ['2096-03-01', '2096-03-15', '2096-03-31', '2096-09-30', '2098-03-01'])
        await on(day);
      expect({
        weekly: await periods(weekly.id),
        fortnightly: await periods(fortnightly.id),
        quarterly: await periods(quarterly.id),
        yearly: await periods(yearly.id),
      }).toEqual({
        weekly: ['2096-03-01', '2096-03-08', '2096-03-15'],
        fortnightly: ['2096-03-01', '2096-03-15', '2096-03-29'],
        quarterly: ['2096-03-31', '2096-06-30', '2096-09-30'],
        yearly: ['2096-02-29', '2097-02-28', '2098-02-28'],
      });
      for (const made of [weekly, fortnightly, quarterly, yearly])
        expect(await read(made.id)).toMatchObject({ status: 'ended', issuedCount: 3 });
    });

    it('ends after its end date', async () => {
      const made = await schedule('2096-06-01', {
        frequency: 'week',
        startDate: '2096-06-01',
        endDate: '2096-06-20',
      });
      await on('2096-06-30');
      expect(await periods(made.id)).toEqual(['2096-06-01', '2096-06-08', '2096-06-15']);
      expect(await read(made.id)).toMatchObject({ status: 'ended', nextRunOn: null });
      const resume = await http()
        .post(`/api/recurring-invoices/${made.id}/resume`)
        .auth(owner.token, as(owner))
        .expect(409);
      expect(resume.body.message).toBe(RecurringMessages.ended);
    });

    it('catches up every missed period after downtime, oldest first, a bounded number per sweep', async () => {
      const client = 'Catch-up Ltd';
      const catchUp = (await template({ clientName: client })).id;
      const monthly = await schedule('2096-04-01', {
        templateInvoiceId: catchUp,
        startDate: '2096-04-15',
        count: 6,
      });
      const weekly = await schedule('2096-04-01', {
        templateInvoiceId: catchUp,
        frequency: 'week',
        startDate: '2096-04-02',
        count: 15,
      });
      // Down from April to late September.
      const first = await on('2096-09-20');
      expect(await periods(monthly.id)).toEqual([
        '2096-04-15',
        '2096-05-15',
        '2096-06-15',
        '2096-07-15',
        '2096-08-15',
        '2096-09-15',
      ]);
      // Oldest first: the invoices' numbers rise with their dates.
      const numbers: { invoice_number: string }[] = await db().query(
        `SELECT i.invoice_number FROM recurring_runs r JOIN invoices i ON i.id = r.invoice_id
          WHERE r.schedule_id = $1 ORDER BY i.created_at`,
        [monthly.id],
      );
      expect(numbers.map((n) => n.invoice_number)).toEqual(
        numbers.map((n) => n.invoice_number).sort(),
      );
      expect(await periods(weekly.id)).toHaveLength(12);
      expect(first.issued).toBeGreaterThanOrEqual(18);
      await on('2096-09-20');
      expect(await periods(weekly.id)).toHaveLength(15);
      expect(await read(weekly.id)).toMatchObject({ status: 'ended', issuedCount: 15 });
      expect(await invoicesOf(client)).toBe(1 + 6 + 15);
    });

    it('skips the periods of a pause, and applies an edit from the next period', async () => {
      const made = await schedule('2096-10-01', { startDate: '2096-10-01', count: 4 });
      await on('2096-10-01');
      await http()
        .post(`/api/recurring-invoices/${made.id}/pause`)
        .auth(owner.token, as(owner))
        .expect(200);
      await on('2096-11-01');
      await on('2096-12-01');
      expect(await periods(made.id)).toEqual(['2096-10-01']);

      clock.set('2096-12-10T08:00:00Z');
      const resumed = await http()
        .post(`/api/recurring-invoices/${made.id}/resume`)
        .auth(owner.token, as(owner))
        .expect(200);
      // November and December are not issued; the count still allows four in all.
      expect(resumed.body.data).toMatchObject({ status: 'active', nextRunOn: '2097-01-01' });
      const preview = await http()
        .get(`/api/recurring-invoices/${made.id}/preview`)
        .auth(owner.token, as(owner));
      expect(preview.body.data.dates).toEqual(['2097-01-01', '2097-02-01', '2097-03-01']);
      await on('2097-01-01');

      clock.set('2097-01-20T08:00:00Z');
      const before = await issued(made.id);
      const edited = await http()
        .put(`/api/recurring-invoices/${made.id}`)
        .auth(owner.token, as(owner))
        .send(input({ startDate: '2096-10-01', dayOfMonth: 10, count: 4 }))
        .expect(200);
      expect(edited.body.data).toMatchObject({ nextRunOn: '2097-02-10', issuedCount: 2 });
      await on('2097-02-10');
      await on('2097-03-10');
      await on('2097-04-10');
      const after = await issued(made.id);
      // What was issued before the edit is untouched.
      expect(after.slice(0, 2)).toEqual(before);
      expect(after.map((r) => r.period)).toEqual([
        '2096-10-01',
        '2097-01-01',
        '2097-02-10',
        '2097-03-10',
      ]);
      expect((await read(made.id)).status).toBe('ended');
    });

    it('issues each period once with two workers sweeping at the same time', async () => {
      const client = 'Twice Corp';
      const twice = (await template({ clientName: client })).id;
      const made = await schedule('2096-05-01', {
        templateInvoiceId: twice,
        startDate: '2096-05-31',
        lastDayOfMonth: true,
        count: 3,
      });
      clock.set('2096-07-31T09:00:00Z');
      await Promise.all([
        scheduler(worker).sweep(),
        scheduler(second).sweep(),
        scheduler(worker).sweep(),
        scheduler(second).sweep(),
      ]);
      expect(await periods(made.id)).toEqual(['2096-05-31', '2096-06-30', '2096-07-31']);
      expect(await invoicesOf(client)).toBe(1 + 3);
      expect((await read(made.id)).issuedCount).toBe(3);

      // Whatever points the schedule at an issued period again (a restored backup, a bug), the
      // period's key holds: nothing is issued twice, and the schedule moves on.
      await db().query(
        `UPDATE recurring_schedules SET status = 'active', next_run_on = '2096-06-30', max_count = NULL
          WHERE id = $1`,
        [made.id],
      );
      await on('2096-07-31');
      expect(await periods(made.id)).toEqual(['2096-05-31', '2096-06-30', '2096-07-31']);
      expect(await invoicesOf(client)).toBe(1 + 3);
      expect((await read(made.id)).nextRunOn).toBe('2096-08-31');
      await http().delete(`/api/recurring-invoices/${made.id}`).auth(owner.token, as(owner));
    });

    it('loses nothing and issues nothing twice when a worker dies mid-period', async () => {
      const client = 'Crash Inc';
      const crash = (await template({ clientName: client })).id;
      const made = await schedule('2096-05-01', {
        templateInvoiceId: crash,
        startDate: '2096-05-20',
        count: 1,
      });
      const dying = await startWorker({ ...env, SMTP_URL: smtp.url }, { clock });
      // Hold the workspace row (not its key, which the run's and the invoice's references read):
      // the dying worker's period stops where it takes the allowance, after its run row is
      // inserted, inside its transaction.
      const blocker = new Client({ connectionString: process.env.DATABASE_URL });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT 1 FROM workspaces WHERE id = $1 FOR NO KEY UPDATE', [
          owner.workspaceId,
        ]);
        clock.set('2096-05-20T09:00:00Z');
        const sweeping = scheduler(dying).sweep();
        let pid: number | undefined;
        for (let tries = 0; !pid && tries < 200; tries++) {
          // The worker waiting on this transaction's lock (statistics are re-read each time:
          // inside a transaction PostgreSQL would keep its first snapshot).
          await blocker.query('SELECT pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))',
          );
          pid = rows[0]?.pid;
          if (!pid) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(pid).toBeDefined();
        // The process dies: PostgreSQL drops its connection and rolls its transaction back.
        await blocker.query('SELECT pg_terminate_backend($1)', [pid]);
        expect(await sweeping).toMatchObject({ issued: 0 });
      } finally {
        await dying.close();
        await blocker.query('ROLLBACK');
        await blocker.end();
      }
      expect(await issued(made.id)).toEqual([]);
      expect(await invoicesOf(client)).toBe(1);

      await on('2096-05-20', second);
      expect(await periods(made.id)).toEqual(['2096-05-20']);
      expect(await invoicesOf(client)).toBe(2);
    });

    it('pauses with the reason when the plan has no invoices left, instead of trying again', async () => {
      const tight = await ctx.newUser({ name: 'Tina Tight' });
      await ctx.upgrade(tight);
      const tightTemplate = await template({ clientName: 'Tight Client' }, tight);
      await db().query('UPDATE workspaces SET invoices_limit = invoices_used + 2 WHERE id = $1', [
        tight.workspaceId,
      ]);
      const made = await schedule(
        '2096-03-01',
        { templateInvoiceId: tightTemplate.id, frequency: 'week', startDate: '2096-03-01' },
        tight,
      );
      await on('2096-03-29');
      expect(await periods(made.id)).toEqual(['2096-03-01', '2096-03-08']);
      const limit = (
        await db().query('SELECT invoices_limit FROM workspaces WHERE id = $1', [tight.workspaceId])
      )[0].invoices_limit as number;
      expect(await read(made.id, tight)).toMatchObject({
        status: 'paused',
        pausedReason: planLimitMessage('invoice', limit, planLabel('freelancer').title),
        nextRunOn: '2096-03-15',
      });
      const again = await on('2096-03-29');
      expect(again.paused).toBe(0);
      expect(await periods(made.id)).toHaveLength(2);

      // More invoices, then resume: on from today, the reason gone.
      await db().query('UPDATE workspaces SET invoices_limit = 100 WHERE id = $1', [
        tight.workspaceId,
      ]);
      const resumed = await http()
        .post(`/api/recurring-invoices/${made.id}/resume`)
        .auth(tight.token, as(tight))
        .expect(200);
      expect(resumed.body.data).toMatchObject({
        status: 'active',
        pausedReason: null,
        nextRunOn: '2096-03-29',
      });
      await http().delete(`/api/recurring-invoices/${made.id}`).auth(tight.token, as(tight));
    });

    it('e-mails each period once (PDF and link), and re-queues an e-mail a stopped worker never queued', async () => {
      const client = 'ap@recurring.example';
      const mailed = (await template({ clientName: 'Mail Co', clientEmail: client })).id;
      const made = await schedule('2096-08-01', {
        templateInvoiceId: mailed,
        startDate: '2096-08-31',
        lastDayOfMonth: true,
        count: 2,
        sendAutomatically: true,
      });
      const mailsTo = () =>
        smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === client);
      const sends = async () =>
        (await db().query(
          `SELECT s.id, s.status, i.invoice_number, i.status AS invoice_status
               FROM recurring_runs r JOIN email_sends s ON s.id = r.email_send_id
               JOIN invoices i ON i.id = r.invoice_id
              WHERE r.schedule_id = $1 ORDER BY r.period_start`,
          [made.id],
        )) as { id: string; status: string; invoice_number: string; invoice_status: string }[];
      const settled = (count: number) =>
        waitFor(async () => (await sends()).filter((s) => s.status === 'sent').length === count);

      await Promise.all([on('2096-08-31'), on('2096-08-31', second)]);
      await settled(1);
      await on('2096-08-31');
      const [first] = await sends();
      expect(first.invoice_status).toBe('sent');
      const mail = mailsTo()[0];
      expect(mail.subject).toBe(`Invoice: ${first.invoice_number}`);
      expect(mail.text).toMatch(/https:\/\/app\.dealdraft\.test\/c\/[\w-]{43}/);
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

      // A worker that stopped between its commit and the queue: the send is recorded, its job
      // is gone. The next sweep queues it again, and it goes once.
      const processors = [worker, second].map((w) => w.get(EmailProcessor).worker);
      await Promise.all(processors.map((p) => p.pause()));
      try {
        await on('2096-09-30');
        const [, waiting] = await sends();
        const queue = worker.get<Queue>(getQueueToken(Queues.Email));
        await queue.remove(waiting.id);
        expect(await queue.getJob(waiting.id)).toBeUndefined();
        const sweep = await on('2096-09-30');
        expect(sweep.requeued).toBe(1);
        expect(await queue.getJob(waiting.id)).toBeDefined();
        await on('2096-09-30', second);
      } finally {
        processors.forEach((p) => p.resume());
      }
      await settled(2);
      await waitFor(async () => mailsTo().length >= 2);
      const all = await sends();
      expect(all).toHaveLength(2);
      expect(mailsTo().map((m) => m.subject)).toEqual(
        all.map((s) => `Invoice: ${s.invoice_number}`),
      );
      expect(await read(made.id)).toMatchObject({ status: 'ended', issuedCount: 2 });
    });

    it('keeps an invoice as a draft, saying so, once the plan can no longer send', async () => {
      const lapsing = await ctx.newUser({ name: 'Lara Lapsing' });
      await ctx.upgrade(lapsing);
      const lapsingTemplate = await template({ clientEmail: 'lapse@client.example' }, lapsing);
      const made = await schedule(
        '2096-04-01',
        {
          templateInvoiceId: lapsingTemplate.id,
          startDate: '2096-04-10',
          count: 1,
          sendAutomatically: true,
        },
        lapsing,
      );
      // Back on the trial: invoices still, sending no more.
      await db().query(`UPDATE workspaces SET plan = 'trial' WHERE id = $1`, [lapsing.workspaceId]);
      await on('2096-04-10');
      expect(await issued(made.id)).toEqual([
        expect.objectContaining({ period: '2096-04-10', status: 'draft' }),
      ]);
      const [run] = await db().query(
        'SELECT email_send_id, note FROM recurring_runs WHERE schedule_id = $1',
        [made.id],
      );
      expect(run).toEqual({ email_send_id: null, note: RecurringMessages.keptAsDraft });
      expect((await read(made.id, lapsing)).lastRunNote).toBe(RecurringMessages.keptAsDraft);
    });

    it('refuses to delete a template in use; an issued invoice may go, and its period stays issued', async () => {
      const kept = (await template({ clientName: 'Template Keeper' })).id;
      const made = await schedule('2096-02-01', {
        templateInvoiceId: kept,
        startDate: '2096-02-10',
        count: 2,
      });
      await on('2096-02-10');
      const refusedDelete = await http()
        .delete(`/api/invoices/${kept}`)
        .auth(owner.token, as(owner))
        .expect(409);
      expect(refusedDelete.body.message).toBe(RecurringMessages.templateInUse);
      const gql = await graphql('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: kept });
      expect(gql.errors?.[0]).toMatchObject({
        message: RecurringMessages.templateInUse,
        extensions: { code: 'CONFLICT' },
      });

      const [{ invoice_id: issuedId }] = await db().query(
        'SELECT invoice_id FROM recurring_runs WHERE schedule_id = $1',
        [made.id],
      );
      await http().delete(`/api/invoices/${issuedId}`).auth(owner.token, as(owner)).expect(200);
      await db().query(`UPDATE recurring_schedules SET next_run_on = '2096-02-10' WHERE id = $1`, [
        made.id,
      ]);
      await on('2096-02-10');
      expect(await issued(made.id)).toEqual([
        { period: '2096-02-10', invoiceDate: null, dueDate: null, status: null },
      ]);

      await http().delete(`/api/recurring-invoices/${made.id}`).auth(owner.token, as(owner));
      await http().delete(`/api/invoices/${kept}`).auth(owner.token, as(owner)).expect(200);
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
