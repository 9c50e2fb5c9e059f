/**
 * The bare server the list bench compares the app with: node:http and pg, nothing else. For each
 * read it does what the app must do at the least: check the bearer token's HS256 signature,
 * expiry, issuer and audience (one HMAC), run the same owner-filtered statement the app runs
 * (its activity and linked-record subqueries included, the statistics statement itself), and
 * answer the same JSON envelope. What it leaves out is the app: routing, guards, revocation and
 * membership checks, the ORM, validation, the GraphQL executor, logging. The ratio of the two is
 * what those cost.
 *
 * Started by list.ts as its own process (so it has a core of its own, like the app):
 *   BASELINE_PORT, BASELINE_DATABASE_URL, BASELINE_JWT_SECRET (the app's), BASELINE_POOL_SIZE.
 */
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const PORT = Number(process.env.BASELINE_PORT);
const pool = new pg.Pool({
  connectionString: process.env.BASELINE_DATABASE_URL,
  // The app's pool size (DATABASE_POOL_SIZE, default 10): the same number of statements at once.
  max: Number(process.env.BASELINE_POOL_SIZE ?? 10),
});
const key = createSecretKey(Buffer.from(process.env.BASELINE_JWT_SECRET ?? '', 'utf8'));
const ISSUER = 'dealdraft';
const AUDIENCE = 'dealdraft-app';

/** The workspace a valid token names, or null: what passport-jwt checks, without passport. */
function workspaceOf(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  const [header, payload, signature] = authorization.slice(7).split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    wid?: string;
    exp?: number;
    iss?: string;
    aud?: string;
  };
  if (!claims.exp || claims.exp * 1000 < Date.now()) return null;
  if (claims.iss !== ISSUER || claims.aud !== AUDIENCE) return null;
  return claims.wid ?? null;
}

/** The app's activity subqueries (apps/api/src/documents/core/document-activity.ts). */
const activity = (alias: string) => {
  const where = (t: string) =>
    `${t}.workspace_id = ${alias}.workspace_id AND ${t}.document_id = ${alias}.id`;
  return `(SELECT json_build_object('opens', coalesce(sum(e.open_count), 0), 'lastSentAt', max(e.sent_at),
                 'lastStatus', (array_agg(e.status ORDER BY e.created_at DESC))[1])
            FROM email_sends e WHERE ${where('e')}) AS activity_sends,
          (SELECT json_build_object('views', coalesce(sum(l.view_count), 0), 'lastViewedAt', max(l.last_viewed_at))
            FROM client_links l WHERE ${where('l')}) AS activity_views`;
};

const PROPOSALS = `
SELECT p.*, ${activity('p')},
       json_build_object(
         'invoice', (SELECT json_build_object('id', inv.id, 'number', inv.invoice_number)
                       FROM invoices inv WHERE inv.proposal_id = p.id AND inv.workspace_id = p.workspace_id),
         'depositInvoiceId', (SELECT dep.id FROM invoices dep
                               WHERE dep.deposit_for_proposal_id = p.id AND dep.workspace_id = p.workspace_id)) AS linked
  FROM proposals p WHERE p.workspace_id = $1
 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`;

const INVOICES = `
SELECT i.*, ${activity('i')}
  FROM invoices i WHERE i.workspace_id = $1
 ORDER BY i.created_at DESC, i.id DESC LIMIT $2`;

/** The top bar's search: both kinds, ILIKE on the same columns, most recently updated first. */
const SEARCH_PROPOSALS = `
SELECT p.*, ${activity('p')} FROM proposals p
 WHERE p.workspace_id = $1
   AND (p.client_name ILIKE $2 OR p.proposal_title ILIKE $2 OR p.proposal_number ILIKE $2)
 ORDER BY p.updated_at DESC, p.id DESC LIMIT $3`;
const SEARCH_INVOICES = `
SELECT i.*, ${activity('i')} FROM invoices i
 WHERE i.workspace_id = $1 AND (i.client_name ILIKE $2 OR i.invoice_number ILIKE $2)
 ORDER BY i.updated_at DESC, i.id DESC LIMIT $3`;

/** Given by list.ts: the app's own statistics statement, read from the built api. */
const STATS = process.env.BASELINE_STATS_SQL ?? '';

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

createServer(async (req, res) => {
  const workspaceId = workspaceOf(req.headers.authorization);
  if (!workspaceId) return answer(res, 401, { status: 'error', data: null, message: 'Sign in' });
  const url = new URL(req.url ?? '/', 'http://baseline');
  const limit = Number(url.searchParams.get('limit') ?? 1000);
  try {
    if (url.pathname === '/proposals') {
      const { rows } = await pool.query(PROPOSALS, [workspaceId, limit]);
      return answer(res, 200, { status: 'success', data: rows, message: 'Proposals fetched' });
    }
    if (url.pathname === '/invoices') {
      const { rows } = await pool.query(INVOICES, [workspaceId, limit]);
      return answer(res, 200, { status: 'success', data: rows, message: 'Invoices fetched' });
    }
    if (url.pathname === '/search') {
      const pattern = like(url.searchParams.get('term') ?? '');
      const first = Number(url.searchParams.get('first') ?? 5);
      const [proposals, invoices] = await Promise.all([
        pool.query(SEARCH_PROPOSALS, [workspaceId, pattern, first]),
        pool.query(SEARCH_INVOICES, [workspaceId, pattern, first]),
      ]);
      return answer(res, 200, {
        data: { search: { proposals: proposals.rows, invoices: invoices.rows } },
      });
    }
    if (url.pathname === '/stats') {
      const today = new Date().toISOString().slice(0, 10);
      const since = new Date(Date.UTC(new Date().getUTCFullYear() - 1, new Date().getUTCMonth()));
      const { rows } = await pool.query(STATS, [workspaceId, today, since, 5]);
      return answer(res, 200, { status: 'success', data: rows[0], message: 'Stats fetched' });
    }
    answer(res, 404, { status: 'error', data: null, message: 'Not found' });
  } catch (error) {
    answer(res, 500, { status: 'error', data: null, message: (error as Error).message });
  }
}).listen(PORT, '127.0.0.1', () => console.log(`baseline listening on ${PORT}`));
