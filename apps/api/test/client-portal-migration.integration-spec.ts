import { randomUUID } from 'node:crypto';
import { ClientPortal1763802300000 } from '../src/database/migrations/1763802300000-ClientPortal';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The ClientPortal migration on a database holding a workspace and its client: they are left as
 * they were; tokens are 32-byte hashes, unique; both tables go with their client; `down` drops
 * only the portal's tables.
 */
const CLIENT_PORTAL = migrationTimestamp(ClientPortal1763802300000);

describe('client portal migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const clientId = randomUUID();

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(CLIENT_PORTAL - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO clients (id, workspace_id, name, email, search_key)
       VALUES ($1, $2, 'Globex', 'billing@globex.example', 'globex')`,
      [clientId, workspaceId],
    );
    expect(await db.migrateTo(CLIENT_PORTAL)).toEqual(['ClientPortal1763802300000']);
  });
  afterAll(() => db?.close());

  const hash = (byte: string, length = 32) => Buffer.alloc(length, byte);

  it('keeps the client and stores 32-byte hashes, each once', async () => {
    expect(await db.query('SELECT name FROM clients WHERE id = $1', [clientId])).toEqual([
      { name: 'Globex' },
    ]);
    const link = (sha: Buffer) =>
      db.query(
        `INSERT INTO portal_sign_in_tokens (workspace_id, client_id, token_sha256, expires_at)
         VALUES ($1, $2, $3, now() + interval '15 minutes')`,
        [workspaceId, clientId, sha],
      );
    await link(hash('a'));
    await expect(link(hash('a'))).rejects.toThrow(/portal_sign_in_tokens_token/);
    await expect(link(hash('b', 16))).rejects.toThrow(/portal_sign_in_tokens_sha256/);
    await db.query(
      `INSERT INTO portal_sessions (workspace_id, client_id, token_sha256, expires_at)
       VALUES ($1, $2, $3, now() + interval '7 days')`,
      [workspaceId, clientId, hash('c')],
    );
  });

  it('goes with the client', async () => {
    await db.query('DELETE FROM clients WHERE id = $1', [clientId]);
    expect(
      await db.query(
        `SELECT (SELECT count(*)::int FROM portal_sign_in_tokens) AS links,
                (SELECT count(*)::int FROM portal_sessions) AS sessions`,
      ),
    ).toEqual([{ links: 0, sessions: 0 }]);
  });

  it('goes back down, dropping only its tables', async () => {
    expect(await db.revertTo(CLIENT_PORTAL - 1)).toEqual(['ClientPortal1763802300000']);
    expect(
      await db.query(
        "SELECT to_regclass('portal_sessions') AS s, to_regclass('portal_sign_in_tokens') AS l",
      ),
    ).toEqual([{ s: null, l: null }]);
    expect(await db.query('SELECT name FROM workspaces WHERE id = $1', [workspaceId])).toEqual([
      { name: 'Studio' },
    ]);
  });
});
