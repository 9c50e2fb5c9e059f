import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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
export const ACTIVITY_COLUMNS = { sends: 'activity_sends', views: 'activity_views' } as const;

/**
 * Adds a document's activity to the query that reads it (`alias` is the documents' alias), as
 * correlated subqueries on the (workspace_id, document_id) indexes of email_sends and
 * client_links: the list and its activity come back from one statement.
 */
export function activitySelects<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  // One subquery per table, each aggregating its rows once into a JSON object (PostgreSQL
  // hands it to node already parsed): two index scans per document, not five.
  const where = (t: string) =>
    `${t}.workspace_id = ${alias}.workspace_id AND ${t}.document_id = ${alias}.id`;
  const c = ACTIVITY_COLUMNS;
  return query
    .addSelect(
      `(SELECT json_build_object('opens', coalesce(sum(e.open_count), 0), 'lastSentAt', max(e.sent_at),
               'lastStatus', (array_agg(e.status ORDER BY e.created_at DESC))[1])
          FROM email_sends e WHERE ${where('e')})`,
      c.sends,
    )
    .addSelect(
      `(SELECT json_build_object('views', coalesce(sum(l.view_count), 0), 'lastViewedAt', max(l.last_viewed_at))
          FROM client_links l WHERE ${where('l')})`,
      c.views,
    );
}

/** The activity in a raw row read with `activitySelects`. */
export function activityOf(raw: Record<string, unknown>): DocumentActivity {
  const sends = raw[ACTIVITY_COLUMNS.sends] as {
    opens: number;
    lastSentAt: string | null;
    lastStatus: string | null;
  };
  const views = raw[ACTIVITY_COLUMNS.views] as { views: number; lastViewedAt: string | null };
  // JSON carries timestamps as text.
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    emailOpenCount: sends.opens,
    lastSentAt: date(sends.lastSentAt),
    lastEmailStatus: sends.lastStatus,
    clientViewCount: views.views,
    clientLastViewedAt: date(views.lastViewedAt),
  };
}
