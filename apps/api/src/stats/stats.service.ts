import {
  decimalStringToCents,
  fromCents,
  INVOICE_STATUSES,
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
import { AppError } from '../common/errors/app-error';
import { invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';
import { RecentDocumentModel, StatsModel, StatusCountModel } from './models/stats.model';

interface RecentRow {
  id: string;
  number: string;
  title: string | null;
  client_name: string;
  /** numeric as text, exact. */
  amount: string;
  status: string;
  email_open_count: number;
  created_at: string;
}

/** What the one statement below answers; money is numeric as text, so no float rounding. */
export interface StatsRow {
  plan: string;
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
}

/** Spec §4: a sent invoice past its due date reads as overdue. */
const INVOICE_STATUS_AS_READ = invoiceStatusAsReadSql('i', '$2::date');

/**
 * Everything in one statement, so every figure comes from the same snapshot of the rows: the
 * totals can never disagree with the lists or with each other. Only the "generated" counts are
 * not derivable from rows that still exist; the database keeps them (see the DocumentCounters
 * migration).
 */
const STATS_SQL = `
SELECT w.plan,
       w.proposals_created, w.proposals_used, w.proposals_limit,
       w.invoices_created, w.invoices_used, w.invoices_limit,
       (SELECT count(*)::int FROM email_sends e WHERE e.workspace_id = w.id AND e.status = 'sent') AS emails_sent,
       (SELECT coalesce(sum(p.value), 0)::text FROM proposals p WHERE p.workspace_id = w.id) AS proposals_total,
       (SELECT coalesce(sum(i.amount), 0)::text FROM invoices i WHERE i.workspace_id = w.id) AS invoices_total,
       (SELECT coalesce(json_agg(json_build_object('status', s.status, 'count', s.n)), '[]'::json)
          FROM (SELECT p.status, count(*)::int AS n FROM proposals p
                 WHERE p.workspace_id = w.id GROUP BY p.status) s) AS proposals_by_status,
       (SELECT coalesce(json_agg(json_build_object('status', s.status, 'count', s.n)), '[]'::json)
          FROM (SELECT ${INVOICE_STATUS_AS_READ} AS status, count(*)::int AS n FROM invoices i
                 WHERE i.workspace_id = w.id GROUP BY 1) s) AS invoices_by_status,
       (SELECT coalesce(json_agg(json_build_object('month', m.month, 'total', m.total)), '[]'::json)
          FROM (SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(p.value)::text AS total
                  FROM proposals p WHERE p.workspace_id = w.id AND p.created_at >= $3 GROUP BY 1) m) AS proposals_by_month,
       (SELECT coalesce(json_agg(json_build_object('month', m.month, 'total', m.total)), '[]'::json)
          FROM (SELECT to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(i.amount)::text AS total
                  FROM invoices i WHERE i.workspace_id = w.id AND i.created_at >= $3 GROUP BY 1) m) AS invoices_by_month,
       (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
          FROM (SELECT p.id, p.proposal_number AS number, p.proposal_title AS title, p.client_name,
                       p.value::text AS amount, p.status, p.created_at,
                       (SELECT coalesce(sum(e.open_count), 0)::int FROM email_sends e
                         WHERE e.workspace_id = w.id AND e.document_kind = 'proposal' AND e.document_id = p.id) AS email_open_count
                  FROM proposals p WHERE p.workspace_id = w.id
                 ORDER BY p.created_at DESC, p.id DESC LIMIT $4) r) AS recent_proposals,
       (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
          FROM (SELECT i.id, i.invoice_number AS number, NULL AS title, i.client_name,
                       i.amount::text AS amount, ${INVOICE_STATUS_AS_READ} AS status, i.created_at,
                       (SELECT coalesce(sum(e.open_count), 0)::int FROM email_sends e
                         WHERE e.workspace_id = w.id AND e.document_kind = 'invoice' AND e.document_id = i.id) AS email_open_count
                  FROM invoices i WHERE i.workspace_id = w.id
                 ORDER BY i.created_at DESC, i.id DESC LIMIT $4) r) AS recent_invoices
  FROM workspaces w
 WHERE w.id = $1`;

/** The active workspace's figures for the dashboard (spec §3 Stats), straight from the rows. */
@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(workspaceId: string, now = new Date()): Promise<StatsModel> {
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

/** Dollars from an exact numeric string. */
const dollars = (decimal: string): number => fromCents(decimalStringToCents(decimal));

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
    amount: dollars(row.amount),
    status: row.status,
    emailOpenCount: row.email_open_count,
    createdAt: new Date(row.created_at),
  };
}

export function toStatsModel(row: StatsRow, now = new Date()): StatsModel {
  const proposalsByMonth = new Map(row.proposals_by_month.map((m) => [m.month, m.total]));
  const invoicesByMonth = new Map(row.invoices_by_month.map((m) => [m.month, m.total]));
  return {
    proposalsGenerated: row.proposals_created,
    proposalsUsed: row.proposals_used,
    proposalsLimit: row.proposals_limit,
    invoicesGenerated: row.invoices_created,
    invoicesUsed: row.invoices_used,
    invoicesLimit: row.invoices_limit,
    emailsSent: row.emails_sent,
    proposalsTotalValue: dollars(row.proposals_total),
    invoicesTotalAmount: dollars(row.invoices_total),
    plan: row.plan,
    valueByMonth: lastMonthKeys(now, STATS_MONTHS).map((month) => ({
      month,
      proposalsValue: dollars(proposalsByMonth.get(month) ?? '0'),
      invoicesAmount: dollars(invoicesByMonth.get(month) ?? '0'),
    })),
    proposalsByStatus: countsByStatus(PROPOSAL_STATUSES, row.proposals_by_status),
    invoicesByStatus: countsByStatus(INVOICE_STATUSES, row.invoices_by_status),
    recentProposals: row.recent_proposals.map(toRecent),
    recentInvoices: row.recent_invoices.map(toRecent),
  };
}
