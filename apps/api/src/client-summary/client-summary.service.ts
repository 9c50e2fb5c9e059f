import { fromMinor, todayIso } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import {
  invoiceBalanceSql,
  invoiceNetOfDepositSql,
  invoiceOpenSql,
} from '../invoices/invoice-balance.sql';
import { invoicePastDueSql, invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';
import { ClientsService } from '../clients/clients.service';
import {
  ClientActivityModel,
  ClientDocumentRowModel,
  ClientSummaryModel,
  ClientTotalsModel,
} from './models/client-summary.model';

/** Documents listed on the client page; the counts say how many there are in all. */
const DOCUMENTS_SHOWN = 50;
const ACTIVITY_SHOWN = 20;

type Money = Exclude<keyof ClientTotalsModel, 'currency'>;
const MONEY: readonly Money[] = [
  'proposed',
  'accepted',
  'invoiced',
  'paid',
  'outstanding',
  'overdue',
];

/**
 * The client page: the client, what was proposed, accepted, invoiced, paid, still
 * owed and overdue, the documents, and what happened to them. Every statement names the
 * workspace, so another workspace's client is as unknown as a wrong id.
 */
@Injectable()
export class ClientSummaryService {
  constructor(
    private readonly clients: ClientsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The page in one answer (REST). `documents: false` leaves the newest documents out, for
   * GraphQL, which reads them only when a query asks (ClientsResolver's field resolvers).
   */
  async summary(
    workspaceId: string,
    id: string,
    { documents = true } = {},
  ): Promise<ClientSummaryModel> {
    const client = await this.clients.get(workspaceId, id);
    const today = todayIso(this.clock.now());
    const [totals, activity, proposals, invoices] = await Promise.all([
      this.totals(workspaceId, id, today),
      this.activity(workspaceId, id),
      documents ? this.proposals(workspaceId, id) : undefined,
      documents ? this.invoices(workspaceId, id) : undefined,
    ]);
    return {
      client,
      totals: totals.main,
      otherTotals: totals.others,
      proposalCount: totals.proposalCount,
      invoiceCount: totals.invoiceCount,
      proposals,
      invoices,
      activity,
    };
  }

  /**
   * The sums per currency (never added across currencies): the client's own currency, else the
   * workspace's, is the main one and always answered; any other the documents use follows.
   */
  private async totals(workspaceId: string, clientId: string, today: string) {
    const rows: (Record<Money, string> & {
      currency: string;
      main: boolean;
      proposal_count: number;
      invoice_count: number;
    })[] = await this.dataSource.query(
      `WITH main AS (
         SELECT coalesce(c.currency, w.currency) AS currency
           FROM workspaces w LEFT JOIN clients c ON c.workspace_id = w.id AND c.id = $2
          WHERE w.id = $1),
       p AS (
         SELECT currency, coalesce(sum(total_minor), 0) AS proposed,
                coalesce(sum(total_minor) FILTER (WHERE status = 'accepted'), 0) AS accepted,
                count(*)::int AS proposal_count
           FROM proposals WHERE workspace_id = $1 AND client_id = $2 GROUP BY currency),
       i AS (
         SELECT currency,
                -- A deposit invoice and the final invoice deducting it are one job: once.
                coalesce(sum(${invoiceNetOfDepositSql('i')}) FILTER (WHERE status <> 'draft'), 0) AS invoiced,
                coalesce(sum(paid_minor), 0) AS paid,
                coalesce(sum(${invoiceBalanceSql('i')})
                  FILTER (WHERE ${invoiceOpenSql('i')}), 0) AS outstanding,
                coalesce(sum(${invoiceBalanceSql('i')}) FILTER (WHERE status = 'overdue'
                  OR ${invoicePastDueSql('i', '$3::date')}), 0) AS overdue,
                count(*)::int AS invoice_count
           FROM invoices i WHERE workspace_id = $1 AND client_id = $2 GROUP BY currency),
       currencies AS (
         SELECT currency FROM main UNION SELECT currency FROM p UNION SELECT currency FROM i)
       SELECT trim(c.currency) AS currency, c.currency = (SELECT currency FROM main) AS main,
              coalesce(p.proposed, 0)::text AS proposed, coalesce(p.accepted, 0)::text AS accepted,
              coalesce(p.proposal_count, 0) AS proposal_count,
              coalesce(i.invoiced, 0)::text AS invoiced, coalesce(i.paid, 0)::text AS paid,
              coalesce(i.outstanding, 0)::text AS outstanding,
              coalesce(i.overdue, 0)::text AS overdue, coalesce(i.invoice_count, 0) AS invoice_count
         FROM currencies c LEFT JOIN p USING (currency) LEFT JOIN i USING (currency)
        ORDER BY main DESC, c.currency`,
      [workspaceId, clientId, today],
    );
    const totals = rows.map((row) => {
      const money = { currency: row.currency } as ClientTotalsModel;
      for (const key of MONEY) money[key] = fromMinor(row[key], row.currency);
      return money;
    });
    const sum = (key: 'proposal_count' | 'invoice_count') =>
      rows.reduce((count, row) => count + row[key], 0);
    return {
      main: totals[0],
      others: totals.slice(1),
      proposalCount: sum('proposal_count'),
      invoiceCount: sum('invoice_count'),
    };
  }

  /** The client's newest proposals. */
  async proposals(workspaceId: string, clientId: string): Promise<ClientDocumentRowModel[]> {
    const rows: {
      id: string;
      number: string;
      title: string;
      status: string;
      total: string;
      currency: string;
      date: string;
    }[] = await this.dataSource.query(
      `SELECT id, proposal_number AS number, proposal_title AS title, status,
                total_minor::text AS total, trim(currency) AS currency, proposal_date::text AS date
           FROM proposals WHERE workspace_id = $1 AND client_id = $2
          ORDER BY created_at DESC, id DESC LIMIT ${DOCUMENTS_SHOWN}`,
      [workspaceId, clientId],
    );
    return rows.map((row) => ({
      ...row,
      kind: 'proposal',
      total: fromMinor(row.total, row.currency),
      dueDate: null,
    }));
  }

  /** The client's newest invoices, a sent one past due reading overdue. */
  async invoices(workspaceId: string, clientId: string): Promise<ClientDocumentRowModel[]> {
    const today = todayIso(this.clock.now());
    const rows: {
      id: string;
      number: string;
      status: string;
      total: string;
      currency: string;
      date: string;
      due_date: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, invoice_number AS number,
              ${invoiceStatusAsReadSql('i', '$3::date')} AS status,
              total_minor::text AS total, trim(currency) AS currency, invoice_date::text AS date, due_date::text AS due_date
         FROM invoices i WHERE workspace_id = $1 AND client_id = $2
        ORDER BY created_at DESC, id DESC LIMIT ${DOCUMENTS_SHOWN}`,
      [workspaceId, clientId, today],
    );
    return rows.map(({ due_date, ...row }) => ({
      ...row,
      kind: 'invoice',
      title: row.number,
      total: fromMinor(row.total, row.currency),
      dueDate: due_date,
    }));
  }

  /** Sent and opened e-mails, views of the client link, and the client's answers. */
  private async activity(workspaceId: string, clientId: string): Promise<ClientActivityModel[]> {
    const rows: {
      at: Date;
      event: string;
      document_kind: string;
      document_id: string;
      document_number: string;
    }[] = await this.dataSource.query(
      `WITH docs AS (
         SELECT 'proposal'::text AS kind, id, proposal_number AS number FROM proposals
          WHERE workspace_id = $1 AND client_id = $2
         UNION ALL
         SELECT 'invoice', id, invoice_number FROM invoices
          WHERE workspace_id = $1 AND client_id = $2
       )
       SELECT at, event, d.kind AS document_kind, d.id AS document_id, d.number AS document_number
         FROM (
           SELECT e.sent_at AS at, 'sent' AS event, e.document_kind AS kind, e.document_id AS id
             FROM email_sends e WHERE e.workspace_id = $1 AND e.sent_at IS NOT NULL
           UNION ALL
           SELECT e.last_opened_at, 'opened', e.document_kind, e.document_id
             FROM email_sends e WHERE e.workspace_id = $1 AND e.last_opened_at IS NOT NULL
           UNION ALL
           SELECT l.last_viewed_at, 'viewed', l.document_kind, l.document_id
             FROM client_links l WHERE l.workspace_id = $1 AND l.last_viewed_at IS NOT NULL
           UNION ALL
           SELECT p.responded_at, CASE p.status WHEN 'accepted' THEN 'accepted' ELSE 'declined' END,
                  'proposal', p.id
             FROM proposals p
            WHERE p.workspace_id = $1 AND p.client_id = $2 AND p.responded_at IS NOT NULL
         ) events
         JOIN docs d ON d.kind = events.kind AND d.id = events.id
        ORDER BY at DESC LIMIT ${ACTIVITY_SHOWN}`,
      [workspaceId, clientId],
    );
    return rows.map((row) => ({
      at: row.at,
      event: row.event,
      documentKind: row.document_kind,
      documentId: row.document_id,
      documentNumber: row.document_number,
    }));
  }
}
