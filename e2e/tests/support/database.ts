import { Client } from 'pg';

/** Set by the test script; tests that change the database directly skip without it. */
export const databaseUrl = process.env.E2E_DATABASE_URL;

/**
 * Puts a user on an active Freelancer plan, as a finished checkout would; the browser tests
 * cannot pay through the real provider.
 */
export async function upgradeToFreelancer(email: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE workspaces SET plan = 'freelancer', proposals_limit = 50, invoices_limit = 50,
              plan_end = now() + interval '30 days'
        WHERE id = (SELECT m.workspace_id FROM workspace_members m JOIN users u ON u.id = m.user_id
                     WHERE u.email = $1 AND m.role = 'owner' ORDER BY m.created_at LIMIT 1)`,
      [email],
    );
    if (rowCount !== 1) throw new Error(`No user ${email} to upgrade`);
  } finally {
    await client.end();
  }
}

/** Puts a user's own workspace on an active Business plan (5 seats), as a checkout would. */
export async function upgradeToBusiness(email: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE workspaces SET plan = 'business', proposals_limit = 500, invoices_limit = 500,
              plan_end = now() + interval '30 days'
        WHERE id = (SELECT m.workspace_id FROM workspace_members m JOIN users u ON u.id = m.user_id
                     WHERE u.email = $1 AND m.role = 'owner' ORDER BY m.created_at LIMIT 1)`,
      [email],
    );
    if (rowCount !== 1) throw new Error(`No user ${email} to upgrade`);
  } finally {
    await client.end();
  }
}

/** The pixel token of a user's latest e-mail, as its tracking URL /api/t/{token}.gif carries it. */
/** What the user's latest e-mail went out with: its recipient, copies and subject. */
export async function latestEmailSend(
  email: string,
): Promise<{ recipient: string; cc: string[]; subject: string }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ recipient: string; cc: string[]; subject: string }>(
      `SELECT s.recipient, s.cc, s.subject FROM email_sends s
         JOIN workspace_members m ON m.workspace_id = s.workspace_id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`No e-mail sent by ${email}`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function latestTrackingToken(email: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tracking_token: string }>(
      `SELECT s.tracking_token FROM email_sends s
         JOIN workspace_members m ON m.workspace_id = s.workspace_id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`No e-mail sent by ${email}`);
    return rows[0].tracking_token;
  } finally {
    await client.end();
  }
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
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
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
  } finally {
    await client.end();
  }
}
