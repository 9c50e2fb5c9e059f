import {
  addDays,
  ErrorCode,
  FieldCode,
  fromMinor,
  RecurringMessages,
  type RecurringStatus,
  todayIso,
  upcomingDates,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock';
import { decodeKeys, encodeKeys, type SortKey } from '../common/paging/cursor';
import { keysetAfter, type Slice, type SliceRequest } from '../common/paging/keyset-page';
import { deleteOwned, findOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { isUuid } from '../common/input/uuid';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { canExport } from '../workspaces/export-access';
import { InvoiceStore } from '../invoices/invoice-store';
import { RecurringScheduleInput } from './dto/recurring-schedule.input';
import { RecurringScheduleModel } from './models/recurring-schedule.model';
import { nextPeriod, recurrenceOf } from './recurrence-of';
import { RecurringSchedule } from './recurring-schedule.entity';

const M = RecurringMessages;

interface ScheduleRow {
  id: string;
  template_invoice_id: string;
  frequency: RecurringSchedule['frequency'];
  day_of_month: number | null;
  last_day_of_month: boolean;
  start_date: string;
  end_date: string | null;
  max_count: number | null;
  issued_count: number;
  send_automatically: boolean;
  status: RecurringStatus;
  paused_reason: string | null;
  next_run_on: string | null;
  last_issued_on: string | null;
  last_note: string | null;
  invoice_number: string;
  client_name: string;
  currency: string;
  total_minor: string;
  created_at: Date;
  updated_at: Date;
  /** STATUS_RANK: where the status sorts, for a page's cursor. */
  status_rank: number;
}

/** The list's order: active first (soonest next), then paused, then ended; newest first within. */
const STATUS_RANK = `CASE s.status WHEN 'active' THEN 0 WHEN 'paused' THEN 1 ELSE 2 END`;
/** Ended schedules have no next run: last, as `NULLS LAST` (a page's keys must not be null). */
const NEXT_RUN = `COALESCE(s.next_run_on, 'infinity'::date)`;
const ORDER = `${STATUS_RANK}, ${NEXT_RUN}, s.created_at DESC, s.id`;
/** A page's cursor: the rank, the next run (null once ended) and created_at, then the id. */
const CURSOR_KEYS: SortKey[] = [
  { type: 'numeric' },
  { type: 'date', nullable: true },
  { type: 'timestamptz' },
];

/** A schedule with its template's number, client and total, and its last issued period. */
const SELECT = `
  SELECT s.id, s.template_invoice_id, s.frequency, s.day_of_month, s.last_day_of_month,
         s.start_date::text, s.end_date::text, s.max_count, s.issued_count,
         s.send_automatically, s.status, s.paused_reason, s.next_run_on::text,
         last_run.period_start::text AS last_issued_on, last_run.note AS last_note,
         i.invoice_number, i.client_name, i.currency, i.total_minor, s.created_at, s.updated_at,
         ${STATUS_RANK} AS status_rank
    FROM recurring_schedules s
    JOIN invoices i ON i.workspace_id = s.workspace_id AND i.id = s.template_invoice_id
    LEFT JOIN LATERAL (SELECT r.period_start, r.note FROM recurring_runs r
                        WHERE r.schedule_id = s.id ORDER BY r.period_start DESC LIMIT 1) last_run
           ON true
   WHERE s.workspace_id = $1`;

/**
 * The workspace's recurring schedules (any member manages them, as invoices). Issuing is the
 * worker's (RecurringScheduler); here a schedule is made, edited (from its next period on:
 * issued periods stay as they were), paused, resumed and deleted.
 */
@Injectable()
export class RecurringService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceStore,
    private readonly createLimit: CreateLimit,
    private readonly clock: Clock,
  ) {}

  /** In ORDER: active first (soonest next), then paused, then ended; newest first within each. */
  async list(workspaceId: string): Promise<RecurringScheduleModel[]> {
    const rows: ScheduleRow[] = await this.dataSource.query(`${SELECT} ORDER BY ${ORDER}`, [
      workspaceId,
    ]);
    return rows.map(toModel);
  }

  /** `list` a page at a time (REST's `?limit=&cursor=`): the cursor carries every sort key. */
  async listSlice(
    workspaceId: string,
    { first, after }: SliceRequest,
  ): Promise<Slice<RecurringScheduleModel>> {
    const params: unknown[] = [workspaceId];
    let beyond = '';
    if (after) {
      const { values, id } = decodeKeys(after, CURSOR_KEYS);
      params.push(...values, id);
      beyond = `AND ${keysetAfter([
        { sql: STATUS_RANK, direction: 'ASC', value: '$2::numeric' },
        { sql: NEXT_RUN, direction: 'ASC', value: `COALESCE($3::date, 'infinity'::date)` },
        { sql: 's.created_at', direction: 'DESC', value: '$4::timestamptz' },
        { sql: 's.id', direction: 'ASC', value: '$5::uuid' },
      ])}`;
    }
    params.push(first + 1);
    const rows: ScheduleRow[] = await this.dataSource.query(
      `${SELECT} ${beyond} ORDER BY ${ORDER} LIMIT $${params.length}`,
      params,
    );
    const kept = rows.slice(0, first);
    const last = kept.at(-1);
    return {
      nodes: kept.map(toModel),
      hasNextPage: rows.length > first,
      endCursor: last
        ? encodeKeys([last.status_rank, last.next_run_on, last.created_at.toISOString()], last.id)
        : null,
    };
  }

  async get(workspaceId: string, id: string): Promise<RecurringScheduleModel> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    const [row]: ScheduleRow[] = await this.dataSource.query(`${SELECT} AND s.id = $2`, [
      workspaceId,
      id,
    ]);
    if (!row) throw AppError.notFound(M.notFound);
    return toModel(row);
  }

  /** Draws on the workspace's per-minute create budget, like a new document. */
  async create(user: AuthUser, input: RecurringScheduleInput): Promise<RecurringScheduleModel> {
    await this.createLimit.take(user.workspaceId);
    const rules = this.rules(user, input, null);
    await this.invoices.getStored(user.workspaceId, input.templateInvoiceId);
    const next = nextPeriod({ ...rules, issuedCount: 0 }, null, null);
    if (!next) throw noDates();
    const repository = this.dataSource.getRepository(RecurringSchedule);
    const saved = await repository.save(
      repository.create({
        ...rules,
        workspaceId: user.workspaceId,
        status: 'active',
        nextRunOn: next,
        createdById: user.id,
        updatedById: user.id,
      }),
    );
    return this.get(user.workspaceId, saved.id);
  }

  /**
   * A full update that applies from the next period: periods already issued are neither issued
   * again nor changed, and the next one follows the new rules after the last issued, from today
   * (or from a period still waiting to be caught up). A count stays "this many in all".
   */
  async update(
    user: AuthUser,
    id: string,
    input: RecurringScheduleInput,
  ): Promise<RecurringScheduleModel> {
    await this.dataSource.transaction(async (manager) => {
      const schedule = await this.locked(manager, user.workspaceId, id);
      const rules = this.rules(user, input, schedule);
      await this.invoices.getStored(user.workspaceId, input.templateInvoiceId);
      const today = this.today();
      const waiting =
        schedule.status === 'active' && schedule.nextRunOn && schedule.nextRunOn < today
          ? schedule.nextRunOn
          : today;
      const next = nextPeriod(
        { ...rules, issuedCount: schedule.issuedCount },
        await lastIssuedOn(manager, schedule.id),
        waiting,
      );
      // Paused stays paused (a resume picks its next period); an ended schedule given more
      // periods goes on.
      const status: RecurringStatus = !next
        ? 'ended'
        : schedule.status === 'paused'
          ? 'paused'
          : 'active';
      await manager.update(
        RecurringSchedule,
        { id: schedule.id },
        {
          ...rules,
          status,
          nextRunOn: next,
          pausedReason: status === 'paused' ? schedule.pausedReason : null,
          updatedById: user.id,
        },
      );
    });
    return this.get(user.workspaceId, id);
  }

  /** Stops issuing until resumed; pausing a paused schedule changes nothing. */
  async pause(user: AuthUser, id: string): Promise<RecurringScheduleModel> {
    await this.dataSource.transaction(async (manager) => {
      const schedule = await this.locked(manager, user.workspaceId, id);
      if (schedule.status === 'ended') throw new AppError(ErrorCode.Conflict, M.ended);
      if (schedule.status === 'paused') return;
      await manager.update(
        RecurringSchedule,
        { id: schedule.id },
        { status: 'paused', pausedReason: null, updatedById: user.id },
      );
    });
    return this.get(user.workspaceId, id);
  }

  /**
   * Goes on from today: the periods that fell while it was paused are not issued (a pause means
   * "not these"; the count still allows its full number later). A period due today is issued
   * by the next sweep.
   */
  async resume(user: AuthUser, id: string): Promise<RecurringScheduleModel> {
    await this.dataSource.transaction(async (manager) => {
      const schedule = await this.locked(manager, user.workspaceId, id);
      if (schedule.status === 'ended') throw new AppError(ErrorCode.Conflict, M.ended);
      if (schedule.status === 'active') return;
      const next = nextPeriod(schedule, await lastIssuedOn(manager, schedule.id), this.today());
      await manager.update(
        RecurringSchedule,
        { id: schedule.id },
        {
          status: next ? 'active' : 'ended',
          nextRunOn: next,
          pausedReason: null,
          updatedById: user.id,
        },
      );
    });
    return this.get(user.workspaceId, id);
  }

  /** The invoices it issued stay; so does the template. */
  delete(workspaceId: string, id: string): Promise<void> {
    return deleteOwned(this.dataSource.manager, RecurringSchedule, workspaceId, id, M.notFound);
  }

  async preview(workspaceId: string, id: string, count: number): Promise<string[]> {
    return this.nextDates(await this.get(workspaceId, id), count);
  }

  /**
   * The next `count` dates it would issue: an active schedule from its next period (one still
   * to be caught up included), a paused one from today, as a resume would; none once ended.
   */
  nextDates(schedule: RecurringScheduleModel, count: number): string[] {
    if (schedule.status === 'ended') return [];
    const from = schedule.status === 'active' ? schedule.nextRunOn : this.today();
    return upcomingDates(
      recurrenceOf({
        frequency: schedule.frequency as RecurringSchedule['frequency'],
        startDate: schedule.startDate,
        dayOfMonth: schedule.dayOfMonth,
        lastDayOfMonth: schedule.lastDayOfMonth,
        endDate: schedule.endDate,
        maxCount: schedule.count,
      }),
      { after: schedule.lastIssuedOn, from, issued: schedule.issuedCount },
      count,
    );
  }

  private today(): string {
    return todayIso(this.clock.now());
  }

  private locked(manager: EntityManager, workspaceId: string, id: string) {
    return findOwned(manager, RecurringSchedule, workspaceId, id, M.notFound, { lock: true });
  }

  /**
   * The stored rules of an input, after the checks that need more than the input: a start in
   * the past (on create, or when changed), and sending on a plan that cannot send.
   */
  private rules(user: AuthUser, input: RecurringScheduleInput, current: RecurringSchedule | null) {
    // A day's grace: "today" in a time zone behind UTC is still yesterday in UTC.
    const earliest = addDays(this.today(), -1);
    if (input.startDate < earliest && input.startDate !== current?.startDate)
      throw invalidField('startDate', FieldCode.DateInPast, M.startInPast);
    // Refused rather than quietly kept as drafts: the person chose to send.
    if (input.sendAutomatically && !canExport(user))
      throw new AppError(ErrorCode.PlanRequired, M.autoSendNeedsPlan);
    const weekly = input.frequency === 'week' || input.frequency === 'two-weeks';
    const lastDay = !weekly && Boolean(input.lastDayOfMonth);
    return {
      templateInvoiceId: input.templateInvoiceId,
      frequency: input.frequency,
      // Without a day, a month-based schedule keeps the start's.
      dayOfMonth: weekly || lastDay ? null : (input.dayOfMonth ?? Number(input.startDate.slice(8))),
      lastDayOfMonth: lastDay,
      startDate: input.startDate,
      endDate: input.endDate || null,
      maxCount: input.count ?? null,
      sendAutomatically: input.sendAutomatically,
    };
  }
}

/** The end date comes before the schedule's first date (the 5th, from the 20th to the 25th). */
function noDates(): AppError {
  return invalidField('endDate', FieldCode.NoDates, M.noDates);
}

async function lastIssuedOn(manager: EntityManager, scheduleId: string): Promise<string | null> {
  const [{ last }]: { last: string | null }[] = await manager.query(
    'SELECT max(period_start)::text AS last FROM recurring_runs WHERE schedule_id = $1',
    [scheduleId],
  );
  return last;
}

function toModel(row: ScheduleRow): RecurringScheduleModel {
  return {
    id: row.id,
    templateInvoiceId: row.template_invoice_id,
    templateInvoiceNumber: row.invoice_number,
    clientName: row.client_name,
    currency: row.currency,
    amount: fromMinor(row.total_minor, row.currency),
    frequency: row.frequency,
    dayOfMonth: row.day_of_month,
    lastDayOfMonth: row.last_day_of_month,
    startDate: row.start_date,
    endDate: row.end_date,
    count: row.max_count,
    issuedCount: row.issued_count,
    sendAutomatically: row.send_automatically,
    status: row.status,
    pausedReason: row.paused_reason,
    nextRunOn: row.next_run_on,
    lastIssuedOn: row.last_issued_on,
    lastRunNote: row.last_note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
