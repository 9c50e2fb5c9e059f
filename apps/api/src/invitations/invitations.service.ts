import { InjectQueue } from '@nestjs/bullmq';
import {
  alreadyInvitedMessage,
  alreadyMemberMessage,
  DAY_MS,
  ErrorCode,
  type GrantableRole,
  INVITATION_TTL_DAYS,
  InvitationMessages as M,
  seatLimitMessage,
  seatsFor,
  wrongInviteeMessage,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuthPayloadModel } from '../auth/models/user.model';
import { TokenService } from '../auth/token.service';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import { INVITATION_JOB, InvitationJob } from '../queue/email-jobs';
import { Queues } from '../queue/queues';
import { WorkspacesService } from '../workspaces/workspaces.service';
import { Invitation } from './invitation.entity';
import { hashUrlToken, newUrlToken } from '../common/secrets/url-token';
import { InvitationModel, InvitationPreviewModel } from './models/invitation.model';

/** Pending and usable at `$now`: what takes a seat and what the admins see. */
const OPEN = 'i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $now';

/** An invitation row with the names its answers show. */
interface InvitationRow {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: GrantableRole;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const ROW = `i.id, i.workspace_id AS "workspaceId", w.name AS "workspaceName", i.email, i.role,
  u.name AS "invitedByName", i.created_at AS "createdAt", i.expires_at AS "expiresAt",
  i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"
  FROM workspace_invitations i
  JOIN workspaces w ON w.id = i.workspace_id
  LEFT JOIN users u ON u.id = i.invited_by_id`;

/**
 * Owns workspace_invitations: an admin invites by e-mail (the worker mails the link), resends or
 * revokes; the invitee previews the link and, signed in with the invited address, joins.
 * Members and pending invitations both take seats, so a plan's seats are never overbooked.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<InvitationJob>,
    private readonly workspaces: WorkspacesService,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(workspaceId: string): Promise<InvitationModel[]> {
    const rows: InvitationRow[] = await this.dataSource.query(
      `SELECT ${ROW} WHERE i.workspace_id = $1 AND ${open(2)} ORDER BY i.created_at, i.id`,
      [workspaceId, this.clock.now()],
    );
    return rows.map(toModel);
  }

  async invite(inviter: AuthUser, email: string, role: GrantableRole): Promise<InvitationModel> {
    const now = this.clock.now();
    const token = newUrlToken();
    const id = await this.dataSource.transaction(async (manager) => {
      const plan = await this.lockWorkspace(manager, inviter.workspaceId);
      const [member] = await manager.query(
        `SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id
          WHERE m.workspace_id = $1 AND u.email = $2`,
        [inviter.workspaceId, email],
      );
      if (member) throw new AppError(ErrorCode.Conflict, alreadyMemberMessage(email));
      // An expired invitation no longer holds the address: it is retired, and a new one made.
      await manager.query(
        `UPDATE workspace_invitations SET revoked_at = $3
          WHERE workspace_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL
            AND expires_at <= $3`,
        [inviter.workspaceId, email, now],
      );
      await this.assertFreeSeat(manager, inviter.workspaceId, plan, now);
      try {
        const [{ id }]: { id: string }[] = await manager.query(
          `INSERT INTO workspace_invitations
             (workspace_id, email, role, token_hash, invited_by_id, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [inviter.workspaceId, email, role, hashUrlToken(token), inviter.id, now, expiry(now)],
        );
        return id;
      } catch (error) {
        if (isUniqueViolation(error, 'workspace_invitations_pending_key'))
          throw new AppError(ErrorCode.Conflict, alreadyInvitedMessage(email));
        throw error;
      }
    });
    await this.mail(id, token);
    return toModel(await this.byId(inviter.workspaceId, id));
  }

  /** A new token (the old link stops working) and a new week, mailed again. */
  async resend(workspaceId: string, id: string): Promise<InvitationModel> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    const now = this.clock.now();
    const token = newUrlToken();
    await this.dataSource.transaction(async (manager) => {
      const plan = await this.lockWorkspace(manager, workspaceId);
      const [pending]: { expired: boolean }[] = await manager.query(
        `SELECT expires_at <= $3 AS expired FROM workspace_invitations
          WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL
          FOR UPDATE`,
        [id, workspaceId, now],
      );
      if (!pending) throw AppError.notFound(M.notFound);
      // An expired invitation held no seat; sending it again takes one.
      if (pending.expired) await this.assertFreeSeat(manager, workspaceId, plan, now);
      await manager.query(
        `UPDATE workspace_invitations SET token_hash = $2, expires_at = $3 WHERE id = $1`,
        [id, hashUrlToken(token), expiry(now)],
      );
    });
    await this.mail(id, token);
    return toModel(await this.byId(workspaceId, id));
  }

  async revoke(workspaceId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    const { affected } = await this.dataSource.manager.update(
      Invitation,
      { id, workspaceId, acceptedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    if (affected !== 1) throw AppError.notFound(M.notFound);
    return true;
  }

  /** The link's page, before anyone signs in. */
  async preview(token: string): Promise<InvitationPreviewModel> {
    const row = await this.usable(this.dataSource.manager, token);
    return {
      workspaceName: row.workspaceName,
      email: row.email,
      role: row.role,
      invitedByName: row.invitedByName,
      expiresAt: row.expiresAt,
    };
  }

  /**
   * The signed-in invitee joins with the invited role and gets a session in that workspace.
   * The conditional UPDATE makes the link single use even when two requests race.
   */
  async accept(user: AuthUser, token: string): Promise<AuthPayloadModel> {
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const invitation = await this.usable(manager, token);
      if (invitation.email !== user.email)
        throw new AppError(ErrorCode.Forbidden, wrongInviteeMessage(invitation.email));
      const plan = await this.lockWorkspace(manager, invitation.workspaceId);
      // Still this token's, pending and unexpired: a racing accept, resend or revoke loses here.
      const [, taken]: [unknown, number] = await manager.query(
        `UPDATE workspace_invitations SET accepted_at = $3, accepted_by_id = $4
          WHERE id = $1 AND token_hash = $2 AND accepted_at IS NULL AND revoked_at IS NULL
            AND expires_at > $3`,
        [invitation.id, hashUrlToken(token), now, user.id],
      );
      if (taken !== 1) {
        await this.usable(manager, token);
        throw AppError.notFound(M.linkUsed);
      }
      const [{ members }]: { members: number }[] = await manager.query(
        'SELECT count(*)::int AS members FROM workspace_members WHERE workspace_id = $1',
        [invitation.workspaceId],
      );
      // The invitation held a seat; only a plan changed since (a downgrade) leaves none.
      if (members >= seatsFor(plan, this.config.businessSeats))
        throw new AppError(ErrorCode.PlanLimitReached, M.noFreeSeat);
      await this.workspaces.addMember(manager, invitation.workspaceId, user.id, invitation.role);
      return invitation;
    });
    return {
      token: await this.tokens.issue(user.id, row.workspaceId),
      user: { id: user.id, name: user.name, email: user.email, role: row.role },
    };
  }

  /** The pending invitation a token opens, or why it opens none (all 404, each with its reason). */
  private async usable(manager: EntityManager, token: string): Promise<InvitationRow> {
    const hash = hashUrlToken(token);
    if (!hash) throw AppError.notFound(M.linkInvalid);
    const [row]: InvitationRow[] = await manager.query(`SELECT ${ROW} WHERE i.token_hash = $1`, [
      hash,
    ]);
    if (!row) throw AppError.notFound(M.linkInvalid);
    if (row.revokedAt) throw AppError.notFound(M.linkRevoked);
    if (row.acceptedAt) throw AppError.notFound(M.linkUsed);
    if (row.expiresAt <= this.clock.now()) throw AppError.notFound(M.linkExpired);
    return row;
  }

  /** Serialises seat checks per workspace; answers its plan. */
  private async lockWorkspace(manager: EntityManager, workspaceId: string): Promise<string> {
    const [workspace]: { plan: string }[] = await manager.query(
      'SELECT plan FROM workspaces WHERE id = $1 FOR UPDATE',
      [workspaceId],
    );
    return workspace.plan;
  }

  /** Members and usable pending invitations both take a seat. */
  private async assertFreeSeat(
    manager: EntityManager,
    workspaceId: string,
    plan: string,
    now: Date,
  ): Promise<void> {
    const [{ taken }]: { taken: number }[] = await manager.query(
      `SELECT (SELECT count(*) FROM workspace_members WHERE workspace_id = $1)
            + (SELECT count(*) FROM workspace_invitations i WHERE i.workspace_id = $1 AND ${open(2)})
              AS taken`,
      [workspaceId, now],
    );
    const seats = seatsFor(plan, this.config.businessSeats);
    if (Number(taken) >= seats)
      throw new AppError(ErrorCode.PlanLimitReached, seatLimitMessage(plan, seats));
  }

  private async byId(workspaceId: string, id: string): Promise<InvitationRow> {
    const [row]: InvitationRow[] = await this.dataSource.query(
      `SELECT ${ROW} WHERE i.id = $1 AND i.workspace_id = $2`,
      [id, workspaceId],
    );
    return row;
  }

  /**
   * After the commit: the worker mails the link. The token rides in the job (the database has
   * only its hash) and the worker drops it once mailed; the job id, one per token, makes a
   * repeated add harmless.
   */
  private async mail(invitationId: string, token: string): Promise<void> {
    const tag = hashUrlToken(token)!.toString('hex').slice(0, 16);
    await this.emailQueue.add(
      INVITATION_JOB,
      { invitationId, token },
      {
        jobId: `invitation-${invitationId}-${tag}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
      },
    );
  }
}

function open(nowParam: number): string {
  return OPEN.replace('$now', `$${nowParam}`);
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

function toModel(row: InvitationRow): InvitationModel {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByName: row.invitedByName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
