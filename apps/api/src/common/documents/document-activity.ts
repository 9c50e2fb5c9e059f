import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export interface DocumentActivity {
  emailOpenCount: number;
  lastSentAt: Date | null;
  /** State of the most recent e-mail (queued, sent, failed), if any. */
  lastEmailStatus: string | null;
  /** Visits of the client page, over every link of this document. */
  clientViewCount: number;
  clientLastViewedAt: Date | null;
}

/** No e-mails and no visits: also what a printed document uses, as a PDF shows no activity. */
export const NO_ACTIVITY: DocumentActivity = {
  emailOpenCount: 0,
  lastSentAt: null,
  lastEmailStatus: null,
  clientViewCount: 0,
  clientLastViewedAt: null,
};

/** The raw columns `activitySelects` adds to a document query. */
export const ACTIVITY_COLUMNS = {
  opens: 'activity_opens',
  lastSentAt: 'activity_last_sent_at',
  lastStatus: 'activity_last_status',
  views: 'activity_views',
  lastViewedAt: 'activity_last_viewed_at',
} as const;

/**
 * Adds a document's activity to the query that reads it (`alias` is the documents' alias), as
 * correlated subqueries on the (workspace_id, document_id) indexes of email_sends and
 * client_links: the list and its activity come back from one statement.
 */
export function activitySelects<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  const sends = `FROM email_sends e WHERE e.workspace_id = ${alias}.workspace_id AND e.document_id = ${alias}.id`;
  const views = `FROM client_links l WHERE l.workspace_id = ${alias}.workspace_id AND l.document_id = ${alias}.id`;
  const c = ACTIVITY_COLUMNS;
  return query
    .addSelect(`(SELECT coalesce(sum(e.open_count), 0)::int ${sends})`, c.opens)
    .addSelect(`(SELECT max(e.sent_at) ${sends})`, c.lastSentAt)
    .addSelect(`(SELECT e.status ${sends} ORDER BY e.created_at DESC LIMIT 1)`, c.lastStatus)
    .addSelect(`(SELECT coalesce(sum(l.view_count), 0)::int ${views})`, c.views)
    .addSelect(`(SELECT max(l.last_viewed_at) ${views})`, c.lastViewedAt);
}

/** The activity in a raw row read with `activitySelects`. */
export function activityOf(raw: Record<string, unknown>): DocumentActivity {
  const c = ACTIVITY_COLUMNS;
  return {
    emailOpenCount: raw[c.opens] as number,
    lastSentAt: raw[c.lastSentAt] as Date | null,
    lastEmailStatus: raw[c.lastStatus] as string | null,
    clientViewCount: raw[c.views] as number,
    clientLastViewedAt: raw[c.lastViewedAt] as Date | null,
  };
}

interface SendRow {
  document_id: string;
  opens: number;
  last_sent_at: Date | null;
  last_status: string;
}

interface ViewRow {
  document_id: string;
  views: number;
  last_viewed_at: Date | null;
}

/**
 * E-mail and client-page activity for a page of documents, two queries for the whole page:
 * the lists' "Opened 2×" and "Viewed 3×, last 2 hours ago".
 */
@Injectable()
export class DocumentActivityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forDocuments(
    workspaceId: string,
    documentIds: string[],
  ): Promise<Map<string, DocumentActivity>> {
    const activity = new Map<string, DocumentActivity>();
    if (documentIds.length === 0) return activity;
    // Independent reads: made together, a page of the list waits for one round trip, not two.
    const [sends, views]: [SendRow[], ViewRow[]] = await Promise.all([
      this.dataSource.query(
        `SELECT document_id,
                sum(open_count)::int AS opens,
                max(sent_at) AS last_sent_at,
                (array_agg(status ORDER BY created_at DESC))[1] AS last_status
           FROM email_sends
          WHERE workspace_id = $1 AND document_id = ANY($2::uuid[])
          GROUP BY document_id`,
        [workspaceId, documentIds],
      ),
      this.dataSource.query(
        `SELECT document_id, sum(view_count)::int AS views, max(last_viewed_at) AS last_viewed_at
           FROM client_links
          WHERE workspace_id = $1 AND document_id = ANY($2::uuid[])
          GROUP BY document_id`,
        [workspaceId, documentIds],
      ),
    ]);
    for (const row of sends) {
      activity.set(row.document_id, {
        ...NO_ACTIVITY,
        emailOpenCount: row.opens,
        lastSentAt: row.last_sent_at,
        lastEmailStatus: row.last_status,
      });
    }
    for (const row of views) {
      activity.set(row.document_id, {
        ...(activity.get(row.document_id) ?? NO_ACTIVITY),
        clientViewCount: row.views,
        clientLastViewedAt: row.last_viewed_at,
      });
    }
    return activity;
  }

  static of(activity: Map<string, DocumentActivity>, id: string): DocumentActivity {
    return activity.get(id) ?? NO_ACTIVITY;
  }
}
