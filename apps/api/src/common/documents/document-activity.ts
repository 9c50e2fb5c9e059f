import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

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
