import { randomBytes, randomUUID } from 'node:crypto';
import { RevokeDepartedCreatorsKeys1763801710000 } from '../src/database/migrations/1763801710000-RevokeDepartedCreatorsKeys';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The migration that revokes the API keys of creators who are no longer members, on a database
 * holding keys of a member, of a person who left (and of one invited back, whose key worked
 * again), of a deleted account, and one revoked before: only the departed creators' live keys
 * change, and the revoked key keeps its date.
 */
const REVOKE = migrationTimestamp(RevokeDepartedCreatorsKeys1763801710000);

describe('revoking departed creators’ API keys (migration)', () => {
  let db: MigrationHarness;
  const [studio, other] = [randomUUID(), randomUUID()];
  const [stays, left, back] = [randomUUID(), randomUUID(), randomUUID()];
  const revokedBefore = new Date('2026-01-02T03:04:05.000Z');

  const user = (id: string, email: string) =>
    db.query(`INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $2, 'x')`, [
      id,
      email,
    ]);
  const member = (workspaceId: string, userId: string, role: string) =>
    db.query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)', [
      workspaceId,
      userId,
      role,
    ]);
  const key = (name: string, workspaceId: string, createdBy: string | null, revokedAt?: Date) =>
    db.query(
      `INSERT INTO workspace_api_keys (workspace_id, name, role, prefix, secret_hash, created_by_id, revoked_at)
       VALUES ($1, $2, 'admin', $3, $4, $5, $6)`,
      [
        workspaceId,
        name,
        randomBytes(6).toString('hex'),
        randomBytes(32),
        createdBy,
        revokedAt ?? null,
      ],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(REVOKE - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio'), ($2, 'Other')`, [
      studio,
      other,
    ]);
    await user(stays, 'stays@example.com');
    await user(left, 'left@example.com');
    await user(back, 'back@example.com');
    await member(studio, stays, 'owner');
    await member(studio, back, 'admin');
    // `left` is a member of another workspace only: their Studio key outlived their membership.
    await member(other, left, 'owner');
    await key('member’s', studio, stays);
    await key('left’s', studio, left);
    await key('left’s own', other, left);
    await key('deleted account’s', studio, null);
    await key('revoked before', studio, left, revokedBefore);
    await key('admin’s', studio, back);
    expect(await db.migrateTo(REVOKE)).toEqual(['RevokeDepartedCreatorsKeys1763801710000']);
  });
  afterAll(() => db?.close());

  it('revokes only the live keys whose creator is not a member of their workspace', async () => {
    const rows = await db.query<{ name: string; revoked_at: Date | null }>(
      'SELECT name, revoked_at FROM workspace_api_keys ORDER BY name',
    );
    const state = Object.fromEntries(
      rows.map((row) => [
        row.name,
        row.revoked_at === null
          ? 'live'
          : row.revoked_at.getTime() === revokedBefore.getTime()
            ? 'revoked before'
            : 'revoked now',
      ]),
    );
    expect(state).toEqual({
      'member’s': 'live',
      'admin’s': 'live',
      'left’s own': 'live',
      'left’s': 'revoked now',
      'deleted account’s': 'revoked now',
      'revoked before': 'revoked before',
    });
  });

  it('reverts without changing a key', async () => {
    const before = await db.query('SELECT id, revoked_at FROM workspace_api_keys ORDER BY id');
    expect(await db.revertTo(REVOKE - 1)).toEqual(['RevokeDepartedCreatorsKeys1763801710000']);
    expect(await db.query('SELECT id, revoked_at FROM workspace_api_keys ORDER BY id')).toEqual(
      before,
    );
  });
});
