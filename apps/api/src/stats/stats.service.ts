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
import { AppError } from '../common/errors/app-error';
import {
  invoiceAgingBucketSql,
  invoiceBalanceSql,
  invoiceUnpaidSql,
} from '../invoices/invoice-balance.sql';
import { invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';
import {
  ReceivablesModel,
  RecentDocumentModel,
  StatsModel,
  StatusCountModel,
} from './models/stats.model';

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

/** What the one statement below answers; money is minor units as text, in `currency`. */
export interface StatsRow {
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

/** Spec §4: a sent invoice past its due date reads as overdue. */
const INVOICE_STATUS_AS_READ = invoiceStatusAsReadSql('i', '$2::date');
const BALANCE = invoiceBalanceSql('i');

/**
 * Everything in one statement, so every figure comes from the same snapshot of the rows: the
 * totals can never disagree with the lists or with each other. Only the "generated" counts are
 * not derivable from rows that still exist; the database keeps them (see the DocumentCounters
 * migration). Sums never add currencies together: the figures are the workspace's main
 * currency's, and every other currency a document uses is summed on its own.
 */
const STATS_SQL = `
SELECT w.plan, w.currency,
       w.proposals_created, w.proposals_used, w.proposals_limit,
       w.invoices_created, w.invoices_used, w.invoices_limit,
       (SELECT count(*)::int FROM email_sends e WHERE e.workspace_id = w.id AND e.status = 'sent') AS emails_sent,
       (SELECT coalesce(sum(p.total_minor), 0)::text FROM proposals p WHERE p.workspace_id = w.id AND p.currency = w.currency) AS proposals_total,
       (SELECT coalesce(sum(i.total_minor), 0)::text FROM invoices i WHERE i.workspace_id = w.id AND i.currency = w.currency) AS invoices_total,
       (SELECT coalesce(json_agg(json_build_object('status', s.status, 'count', s.n)), '[]'::json)
          FROM (SELECT p.status, count(*)::int AS n FROM proposals p
                 WHERE p.workspace_id = w.id GROUP BY p.status) s) AS proposals_by_status,
       (SELECT coalesce(json_agg(json_build_object('status', s.status, 'count', s.n)), '[]'::json)
          FROM (SELECT ${INVOICE_STATUS_AS_READ} AS status, count(*)::int AS n FROM invoices i
                 WHERE i.workspace_id = w.id GROUP BY 1) s) AS invoices_by_status,
       (SELECT coalesce(json_agg(json_build_object('month', m.month, 'total', m.total)), '[]'::json)
          FROM (SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(p.total_minor)::text AS total
                  FROM proposals p WHERE p.workspace_id = w.id AND p.currency = w.currency AND p.created_at >= $3 GROUP BY 1) m) AS proposals_by_month,
       (SELECT coalesce(json_agg(json_build_object('month', m.month, 'total', m.total)), '[]'::json)
          FROM (SELECT to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(i.total_minor)::text AS total
                  FROM invoices i WHERE i.workspace_id = w.id AND i.currency = w.currency AND i.created_at >= $3 GROUP BY 1) m) AS invoices_by_month,
       (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
          FROM (SELECT p.id, p.proposal_number AS number, p.proposal_title AS title, p.client_name,
                       p.total_minor::text AS amount, p.currency, p.status, p.created_at,
                       (SELECT coalesce(sum(e.open_count), 0)::int FROM email_sends e
                         WHERE e.workspace_id = w.id AND e.document_kind = 'proposal' AND e.document_id = p.id) AS email_open_count
                  FROM proposals p WHERE p.workspace_id = w.id
                 ORDER BY p.created_at DESC, p.id DESC LIMIT $4) r) AS recent_proposals,
       (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
          FROM (SELECT i.id, i.invoice_number AS number, NULL AS title, i.client_name,
                       i.total_minor::text AS amount, i.currency, ${INVOICE_STATUS_AS_READ} AS status, i.created_at,
                       (SELECT coalesce(sum(e.open_count), 0)::int FROM email_sends e
                         WHERE e.workspace_id = w.id AND e.document_kind = 'invoice' AND e.document_id = i.id) AS email_open_count
                  FROM invoices i WHERE i.workspace_id = w.id
                 ORDER BY i.created_at DESC, i.id DESC LIMIT $4) r) AS recent_invoices,
       (SELECT coalesce(json_agg(json_build_object(
                 'currency', c.currency,
                 'proposals_total', c.proposals_total::text, 'proposals_count', c.proposals_count,
                 'invoices_total', c.invoices_total::text, 'invoices_count', c.invoices_count)
                 ORDER BY c.currency), '[]'::json)
          FROM (SELECT d.currency,
                       coalesce(sum(d.total) FILTER (WHERE d.kind = 'p'), 0) AS proposals_total,
                       count(*) FILTER (WHERE d.kind = 'p')::int AS proposals_count,
                       coalesce(sum(d.total) FILTER (WHERE d.kind = 'i'), 0) AS invoices_total,
                       count(*) FILTER (WHERE d.kind = 'i')::int AS invoices_count
                  FROM (SELECT 'p' AS kind, p.currency, p.total_minor AS total FROM proposals p
                         WHERE p.workspace_id = w.id AND p.currency <> w.currency
                        UNION ALL
                        SELECT 'i', i.currency, i.total_minor FROM invoices i
                         WHERE i.workspace_id = w.id AND i.currency <> w.currency) d
                 GROUP BY d.currency) c) AS other_currencies,
       (SELECT coalesce(json_agg(r), '[]'::json)
          FROM (SELECT i.currency, ${invoiceAgingBucketSql('i', '$2::date')} AS bucket,
                       count(*)::int AS count, sum(${BALANCE})::text AS balance,
                       count(*) FILTER (WHERE ${INVOICE_STATUS_AS_READ} = 'overdue')::int AS overdue_count,
                       coalesce(sum(${BALANCE}) FILTER (WHERE ${INVOICE_STATUS_AS_READ} = 'overdue'), 0)::text AS overdue
                  FROM invoices i WHERE i.workspace_id = w.id AND ${invoiceUnpaidSql('i')}
                 GROUP BY 1, 2) r) AS receivables,
       (SELECT coalesce(json_agg(r), '[]'::json)
          FROM (SELECT i.currency, sum(p.amount_minor)::text AS paid
                  FROM payments p JOIN invoices i ON i.id = p.invoice_id
                 WHERE i.workspace_id = w.id
                   AND p.paid_on >= date_trunc('month', $2::date)
                   AND p.paid_on < date_trunc('month', $2::date) + interval '1 month'
                 GROUP BY 1) r) AS paid_this_month
  FROM workspaces w
 WHERE w.id = $1`;

/** The active workspace's figures for the dashboard (spec §3 Stats), straight from the rows. */
@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(workspaceId: string, now = this.clock.now()): Promise<StatsModel> {
    const [firstMonth] = lastMonthKeys(now);
    const rows: StatsRow[] = await this.dataSource.query(STATS_SQL, [
      workspaceId,
      todayIso(now),
      `${firstMonth}-01T00:00:00Z`,
      RECENT_DOCUMENTS_LIMIT,
    ]);
    if (rows.length === 0) throw AppError.notFound(Messages.system.notFound);
    return toStatsModel(rows[0], now);
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
