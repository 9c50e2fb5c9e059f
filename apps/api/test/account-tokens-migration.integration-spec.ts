import { randomUUID } from 'node:crypto';
import { AccountTokens1763801850000 } from '../src/database/migrations/1763801850000-AccountTokens';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The AccountTokens migration on a database holding people: every existing session stays valid
 * (version 0, which a token without `sv` stands for), links are stored by hash, an e-mail change
 * must name its address, and `down` leaves the people as they were.
 */
const ACCOUNT_TOKENS = migrationTimestamp(AccountTokens1763801850000);

describe('account tokens migration', () => {
  let db: MigrationHarness;
  const userId = randomUUID();

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(ACCOUNT_TOKENS - 1);
    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Ada', 'ada@studio.example', 'x')`,
      [userId],
    );
    expect(await db.migrateTo(ACCOUNT_TOKENS)).toEqual(['AccountTokens1763801850000']);
  });
  afterAll(() => db?.close());

  it('starts every person at session version 0 and keeps their row', async () => {
    expect(
      await db.query('SELECT email, session_version FROM users WHERE id = $1', [userId]),
    ).toEqual([{ email: 'ada@studio.example', session_version: 0 }]);
  });

  it('keeps one row per token hash, and an e-mail change only with its new address', async () => {
    const insert = (purpose: string, hash: string, newEmail: string | null) =>
      db.query(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, created_at, expires_at)
         VALUES ($1, $2, decode($3, 'hex'), $4, now(), now() + interval '1 hour')`,
        [userId, purpose, hash, newEmail],
      );
    await insert('password-reset', 'aa', null);
    await expect(insert('password-reset', 'aa', null)).rejects.toThrow(
      /account_tokens_token_hash_key/,
    );
    await expect(insert('email-change', 'bb', null)).rejects.toThrow(/account_tokens_new_email/);
    await expect(insert('password-reset', 'cc', 'x@y.example')).rejects.toThrow(
      /account_tokens_new_email/,
    );
    await expect(insert('admin', 'dd', null)).rejects.toThrow(/account_tokens_purpose/);
    await insert('email-change', 'ee', 'new@studio.example');
  });

  it('goes back down without touching the people', async () => {
    expect(await db.revertTo(ACCOUNT_TOKENS - 1)).toEqual(['AccountTokens1763801850000']);
    expect(await db.query('SELECT email FROM users WHERE id = $1', [userId])).toEqual([
      { email: 'ada@studio.example' },
    ]);
    expect(await db.query("SELECT to_regclass('account_tokens') AS t")).toEqual([{ t: null }]);
  });
});
