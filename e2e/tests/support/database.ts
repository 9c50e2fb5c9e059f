import { Client } from 'pg';

/** Set by the test script; tests that change the database directly skip without it. */
export const databaseUrl = process.env.E2E_DATABASE_URL;

/** A connection to the test database for the length of `work`. */
async function withClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Puts a user's own workspace on an active paid plan, as a finished checkout would. */
async function upgrade(email: string, plan: 'freelancer' | 'business', limit: number) {
  return withClient(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE workspaces SET plan = $2, proposals_limit = $3, invoices_limit = $3,
              plan_end = now() + interval '30 days'
        WHERE id = (SELECT m.workspace_id FROM workspace_members m JOIN users u ON u.id = m.user_id
                     WHERE u.email = $1 AND m.role = 'owner' ORDER BY m.created_at LIMIT 1)`,
      [email, plan, limit],
    );
    if (rowCount !== 1) throw new Error(`No user ${email} to upgrade`);
  });
}

/** Freelancer (50 proposals, 50 invoices): the browser tests cannot pay the real provider. */
export function upgradeToFreelancer(email: string): Promise<void> {
  return upgrade(email, 'freelancer', 50);
}

/** Business (5 seats), for the team tests. */
export function upgradeToBusiness(email: string): Promise<void> {
  return upgrade(email, 'business', 500);
}

/** What the user's latest e-mail went out with: its recipient, copies and subject. */
export async function latestEmailSend(
  email: string,
): Promise<{ recipient: string; cc: string[]; subject: string }> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ recipient: string; cc: string[]; subject: string }>(
      `SELECT s.recipient, s.cc, s.subject FROM email_sends s
           JOIN workspace_members m ON m.workspace_id = s.workspace_id
           JOIN users u ON u.id = m.user_id
          WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`No e-mail sent by ${email}`);
    return rows[0];
  });
}

/** The pixel token of a user's latest e-mail, as its tracking URL /api/t/{token}.gif carries it. */
export async function latestTrackingToken(email: string): Promise<string> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ tracking_token: string }>(
      `SELECT s.tracking_token FROM email_sends s
           JOIN workspace_members m ON m.workspace_id = s.workspace_id
           JOIN users u ON u.id = m.user_id
          WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`No e-mail sent by ${email}`);
    return rows[0].tracking_token;
  });
}

/**
 * Records an e-mail of a document as sent and opened `opens` times, as the worker and the
 * tracking pixel would: trial users cannot send e-mails, and the lists only read the row.
 */
export async function recordOpenedEmail(
  kind: 'proposal' | 'invoice',
  documentId: string,
  opens: number,
): Promise<void> {
  return withClient(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO email_sends (workspace_id, document_kind, document_id, recipient, subject, status,
                                  tracking_token, open_count, first_opened_at, last_opened_at,
                                  sent_at)
         SELECT workspace_id, $1, id, 'client@example.com', 'Your document', 'sent',
                gen_random_uuid()::text, $3, now(), now(), now()
           FROM ${kind === 'proposal' ? 'proposals' : 'invoices'}
          WHERE id = $2`,
      [kind, documentId, opens],
    );
    if (rowCount !== 1) throw new Error(`No ${kind} ${documentId} to record an e-mail of`);
  });
}
