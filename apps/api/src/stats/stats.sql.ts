import {
  invoiceAgingBucketSql,
  invoiceBalanceSql,
  invoiceNetOfDepositSql,
  invoiceUnpaidSql,
} from '../invoices/invoice-balance.sql';
import { invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';

/**
 * The dashboard's statement, apart from the service so the list bench's bare baseline
 * (bench/baseline.ts) runs exactly the same SQL. Parameters: $1 workspace id, $2 today
 * (yyyy-mm-dd), $3 the first month's start, $4 how many recent documents of each kind. It
 * answers the workspace's data_version read in the same snapshot as the figures.
 */
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
export const STATS_SQL = `
SELECT w.data_version::text, w.plan, w.currency,
       w.proposals_created, w.proposals_used, w.proposals_limit,
       w.invoices_created, w.invoices_used, w.invoices_limit,
       (SELECT count(*)::int FROM email_sends e WHERE e.workspace_id = w.id AND e.status = 'sent') AS emails_sent,
       (SELECT coalesce(sum(p.total_minor), 0)::text FROM proposals p WHERE p.workspace_id = w.id AND p.currency = w.currency) AS proposals_total,
       (SELECT coalesce(sum(i.total_minor), 0)::text FROM invoices i WHERE i.workspace_id = w.id AND i.currency = w.currency) AS invoices_total,
       (SELECT coalesce(sum(${invoiceNetOfDepositSql('i')}), 0)::text FROM invoices i
         WHERE i.workspace_id = w.id AND i.currency = w.currency AND i.status <> 'draft') AS invoiced_net_of_deposits,
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
