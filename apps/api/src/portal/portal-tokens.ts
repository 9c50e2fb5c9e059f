import { PortalRules } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashUrlToken, newUrlToken, sameHash } from '../common/secrets/url-token';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session's last_seen_at is written at most this often (every request would be a write). */
const SEEN_EVERY_MS = MINUTE_MS;

/** Whose a live session is. */
export interface PortalSession {
  id: string;
  workspaceId: string;
  clientId: string;
}

/** A client's portal access as the owner sees it. */
export interface PortalAccessRows {
  sessions: { id: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date }[];
  pendingLinks: { id: string; createdAt: Date; expiresAt: Date }[];
}

/**
 * The portal's credentials, the one writer of `portal_sign_in_tokens` and `portal_sessions`.
 * Both are 256-bit random tokens (the client links' `newUrlToken`) of which only the SHA-256 is
 * stored. A sign-in token is consumed by one UPDATE (two racing requests cannot both win) and
 * opens a session; a session slides `sessionIdleDays` from its last use and never outlives
 * `sessionMaxDays`.
 */
@Injectable()
export class PortalTokens {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new sign-in link's token for the client; the raw token is returned once, never stored. */
  async createSignIn(input: {
    workspaceId: string;
    clientId: string;
    ipHash: string | null;
    now: Date;
  }): Promise<string> {
    const token = newUrlToken();
    await this.dataSource.query(
      `INSERT INTO portal_sign_in_tokens
         (workspace_id, client_id, token_sha256, expires_at, requested_ip_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        input.workspaceId,
        input.clientId,
        hashUrlToken(token),
        new Date(input.now.getTime() + PortalRules.signInMinutes * MINUTE_MS),
        input.ipHash,
        input.now,
      ],
    );
    return token;
  }

  /**
   * Spends a live sign-in token and opens a session in the same transaction; null for any miss
   * (malformed, unknown, used, expired, or its client gone from the workspace).
   */
  async exchange(
    token: string,
    now: Date,
  ): Promise<{ session: string; workspaceId: string } | null> {
    const hash = hashUrlToken(token);
    if (!hash) return null;
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [{ workspace_id: string; client_id: string; token_sha256: Buffer }[], number] =
        await manager.query(
          `UPDATE portal_sign_in_tokens t SET used_at = $2
            WHERE t.token_sha256 = $1 AND t.used_at IS NULL AND t.expires_at > $2
              AND EXISTS (SELECT 1 FROM clients c
                           WHERE c.id = t.client_id AND c.workspace_id = t.workspace_id)
            RETURNING t.workspace_id, t.client_id, t.token_sha256`,
          [hash, now],
        );
      const row = rows[0];
      if (!row || !sameHash(row.token_sha256, hash)) return null;
      const session = newUrlToken();
      await manager.query(
        `INSERT INTO portal_sessions
           (workspace_id, client_id, token_sha256, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [row.workspace_id, row.client_id, hashUrlToken(session), now, sessionEnd(now, now)],
      );
      return { session, workspaceId: row.workspace_id };
    });
  }

  /** The live session a cookie holds, its expiry slid forward; null for any miss. */
  async session(token: string | undefined, now: Date): Promise<PortalSession | null> {
    const hash = token ? hashUrlToken(token) : null;
    if (!hash) return null;
    const [row]: {
      id: string;
      workspace_id: string;
      client_id: string;
      token_sha256: Buffer;
      created_at: Date;
      last_seen_at: Date;
    }[] = await this.dataSource.query(
      `SELECT id, workspace_id, client_id, token_sha256, created_at, last_seen_at
         FROM portal_sessions
        WHERE token_sha256 = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [hash, now],
    );
    if (!row || !sameHash(row.token_sha256, hash)) return null;
    if (now.getTime() - row.last_seen_at.getTime() >= SEEN_EVERY_MS) {
      await this.dataSource.query(
        `UPDATE portal_sessions SET last_seen_at = $2, expires_at = $3
          WHERE id = $1 AND revoked_at IS NULL`,
        [row.id, now, sessionEnd(row.created_at, now)],
      );
    }
    return { id: row.id, workspaceId: row.workspace_id, clientId: row.client_id };
  }

  async endSession(id: string, now: Date): Promise<void> {
    await this.dataSource.query(
      'UPDATE portal_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
      [id, now],
    );
  }

  /** Live sessions and unused, unexpired links of one client. */
  async access(workspaceId: string, clientId: string, now: Date): Promise<PortalAccessRows> {
    const [sessions, links] = await Promise.all([
      this.dataSource.query(
        `SELECT id, created_at, last_seen_at, expires_at FROM portal_sessions
          WHERE workspace_id = $1 AND client_id = $2 AND revoked_at IS NULL AND expires_at > $3
          ORDER BY last_seen_at DESC, id`,
        [workspaceId, clientId, now],
      ) as Promise<{ id: string; created_at: Date; last_seen_at: Date; expires_at: Date }[]>,
      this.dataSource.query(
        `SELECT id, created_at, expires_at FROM portal_sign_in_tokens
          WHERE workspace_id = $1 AND client_id = $2 AND used_at IS NULL AND expires_at > $3
          ORDER BY created_at DESC, id`,
        [workspaceId, clientId, now],
      ) as Promise<{ id: string; created_at: Date; expires_at: Date }[]>,
    ]);
    return {
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        expiresAt: s.expires_at,
      })),
      pendingLinks: links.map((l) => ({
        id: l.id,
        createdAt: l.created_at,
        expiresAt: l.expires_at,
      })),
    };
  }

  /** Ends every session of the client and spends every unused link. */
  async revokeAll(workspaceId: string, clientId: string, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE portal_sessions SET revoked_at = $3
          WHERE workspace_id = $1 AND client_id = $2 AND revoked_at IS NULL`,
        [workspaceId, clientId, now],
      );
      await manager.query(
        `UPDATE portal_sign_in_tokens SET used_at = $3
          WHERE workspace_id = $1 AND client_id = $2 AND used_at IS NULL`,
        [workspaceId, clientId, now],
      );
    });
  }
}

/** The nearer of idle expiry (from now) and absolute expiry (from the session's start). */
function sessionEnd(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(
      now.getTime() + PortalRules.sessionIdleDays * DAY_MS,
      createdAt.getTime() + PortalRules.sessionMaxDays * DAY_MS,
    ),
  );
}
