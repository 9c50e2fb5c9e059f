import {
  AGING_BUCKETS,
  type AgingBucket,
  fromMinor,
  INVOICE_LEDGER_STATUSES,
  lastMonthKeys,
  Messages,
  PROPOSAL_STATUSES,
  RECENT_DOCUMENTS_LIMIT,
  STATS_MONTHS,
  todayIso,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/errors/app-error';
import {
  ReceivablesModel,
  RecentDocumentModel,
  StatsModel,
  StatusCountModel,
} from './models/stats.model';
import { STATS_SQL } from './stats.sql';

interface RecentRow {
  id: string;
  number: string;
  title: string | null;
  client_name: string;
  /** Minor units of `currency`, as text. */
  amount: string;
  currency: string;
  status: string;
  email_open_count: number;
  created_at: string;
}

/** What STATS_SQL (stats.sql.ts) answers; money is minor units as text, in `currency`. */
export interface StatsRow {
  /** bigint as text: what the figures were computed from (see the HotReads migration). */
  data_version: string;
  plan: string;
  currency: string;
  proposals_created: number;
  proposals_used: number;
  proposals_limit: number;
  invoices_created: number;
  invoices_used: number;
  invoices_limit: number;
  emails_sent: number;
  proposals_total: string;
  invoices_total: string;
  /** Issued invoices' totals less the deposits they deduct. */
  invoiced_net_of_deposits: string;
  proposals_by_status: { status: string; count: number }[];
  invoices_by_status: { status: string; count: number }[];
  proposals_by_month: { month: string; total: string }[];
  invoices_by_month: { month: string; total: string }[];
  recent_proposals: RecentRow[];
  recent_invoices: RecentRow[];
  other_currencies: {
    currency: string;
    proposals_total: string;
    proposals_count: number;
    invoices_total: string;
    invoices_count: number;
  }[];
  /** Unpaid invoices per currency and aging bucket: balances and overdue balances. */
  receivables: {
    currency: string;
    bucket: AgingBucket;
    count: number;
    balance: string;
    overdue_count: number;
    overdue: string;
  }[];
  /** Payments less refunds dated this calendar month, per currency of their invoice. */
  paid_this_month: { currency: string; paid: string }[];
}

/** How many workspaces' figures each api process keeps (a few kB each). */
const CACHED_WORKSPACES = 1000;

/**
 * The active workspace's figures for the dashboard (spec §3 Stats), straight from the rows.
 *
 * Computing them reads every document of the workspace (about 60 ms at 10,000 of each), and
 * the dashboard asks on every visit. `workspaces.data_version` changes in the same statement as
 * any write to what the figures read (triggers, HotReads migration), so figures computed at a
 * version stay right until it changes, on the same day: each replica keeps the last ones per
 * workspace and checks them against the version the request's session read already found
 * (AuthUser.dataVersion): no read of its own. The figures' own version is read
 * in their statement's snapshot, so a write racing a computation only makes the next request
 * compute again.
 */
@Injectable()
export class StatsService {
  private readonly computed = new Map<string, { key: string; model: StatsModel }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The viewer's figures; shared between requests, so callers must not change them. */
  async get(
    { workspaceId, dataVersion }: Pick<AuthUser, 'workspaceId' | 'dataVersion'>,
    now = this.clock.now(),
  ): Promise<StatsModel> {
    const today = todayIso(now);
    const kept = this.computed.get(workspaceId);
    if (kept?.key === `${dataVersion} ${today}`) return kept.model;

    const [firstMonth] = lastMonthKeys(now);
    const rows: StatsRow[] = await this.dataSource.query(STATS_SQL, [
      workspaceId,
      today,
      `${firstMonth}-01T00:00:00Z`,
      RECENT_DOCUMENTS_LIMIT,
    ]);
    if (rows.length === 0) throw AppError.notFound(Messages.system.notFound);
    const model = toStatsModel(rows[0], now);
    // Map keeps insertion order: re-inserting makes this the newest, the first the oldest.
    this.computed.delete(workspaceId);
    this.computed.set(workspaceId, { key: `${rows[0].data_version} ${today}`, model });
    if (this.computed.size > CACHED_WORKSPACES) {
      this.computed.delete(this.computed.keys().next().value!);
    }
    return model;
  }
}

/** Every known status in the spec's order with its count (zeros included), then any other. */
function countsByStatus(
  known: readonly string[],
  counts: { status: string; count: number }[],
): StatusCountModel[] {
  const byStatus = new Map(counts.map(({ status, count }) => [status, count]));
  const unknown = counts.filter(({ status }) => !known.includes(status));
  return [...known.map((status) => ({ status, count: byStatus.get(status) ?? 0 })), ...unknown];
}

function toRecent(row: RecentRow): RecentDocumentModel {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    clientName: row.client_name,
    amount: fromMinor(row.amount, row.currency),
    currency: row.currency.trim(),
    status: row.status,
    emailOpenCount: row.email_open_count,
    createdAt: new Date(row.created_at),
  };
}

/**
 * What is still owed per currency, never added across currencies: the workspace's currency
 * first (zeros included, so the dashboard always has it), then every other currency with an
 * unpaid invoice or a payment this month, by code. Every bucket is listed, zeros included.
 */
function toReceivables(row: StatsRow, currency: string): ReceivablesModel[] {
  const others = new Set(
    [...row.receivables, ...row.paid_this_month].map((r) => r.currency.trim()),
  );
  others.delete(currency);
  return [currency, ...[...others].sort()].map((code) => {
    const money = (minor: bigint) => fromMinor(minor, code);
    const rows = row.receivables.filter((r) => r.currency.trim() === code);
    const total = (pick: (r: StatsRow['receivables'][number]) => bigint) =>
      rows.reduce((sum, r) => sum + pick(r), 0n);
    const paid = row.paid_this_month.find((p) => p.currency.trim() === code)?.paid ?? '0';
    return {
      currency: code,
      outstanding: money(total((r) => BigInt(r.balance))),
      outstandingCount: rows.reduce((sum, r) => sum + r.count, 0),
      overdue: money(total((r) => BigInt(r.overdue))),
      overdueCount: rows.reduce((sum, r) => sum + r.overdue_count, 0),
      paidThisMonth: money(BigInt(paid)),
      aging: AGING_BUCKETS.map((bucket) => {
        const found = rows.find((r) => r.bucket === bucket);
        return {
          bucket,
          amount: money(found ? BigInt(found.balance) : 0n),
          count: found?.count ?? 0,
        };
      }),
    };
  });
}

export function toStatsModel(row: StatsRow, now = new Date()): StatsModel {
  const proposalsByMonth = new Map(row.proposals_by_month.map((m) => [m.month, m.total]));
  const invoicesByMonth = new Map(row.invoices_by_month.map((m) => [m.month, m.total]));
  const currency = row.currency.trim();
  const main = (minor: string) => fromMinor(minor, currency);
  return {
    currency,
    proposalsGenerated: row.proposals_created,
    proposalsUsed: row.proposals_used,
    proposalsLimit: row.proposals_limit,
    invoicesGenerated: row.invoices_created,
    invoicesUsed: row.invoices_used,
    invoicesLimit: row.invoices_limit,
    emailsSent: row.emails_sent,
    proposalsTotalValue: main(row.proposals_total),
    invoicesTotalAmount: main(row.invoices_total),
    invoicedNetOfDeposits: main(row.invoiced_net_of_deposits),
    plan: row.plan,
    valueByMonth: lastMonthKeys(now, STATS_MONTHS).map((month) => ({
      month,
      proposalsValue: main(proposalsByMonth.get(month) ?? '0'),
      invoicesAmount: main(invoicesByMonth.get(month) ?? '0'),
    })),
    proposalsByStatus: countsByStatus(PROPOSAL_STATUSES, row.proposals_by_status),
    invoicesByStatus: countsByStatus(INVOICE_LEDGER_STATUSES, row.invoices_by_status),
    recentProposals: row.recent_proposals.map(toRecent),
    recentInvoices: row.recent_invoices.map(toRecent),
    otherCurrencies: row.other_currencies.map((other) => ({
      currency: other.currency.trim(),
      proposalsTotalValue: fromMinor(other.proposals_total, other.currency.trim()),
      proposalsCount: other.proposals_count,
      invoicesTotalAmount: fromMinor(other.invoices_total, other.currency.trim()),
      invoicesCount: other.invoices_count,
    })),
    receivables: toReceivables(row, currency),
  };
}
