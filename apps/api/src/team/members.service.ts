import {
  ApiKeyMessages,
  ErrorCode,
  WorkspaceMessages,
  type GrantableRole,
  type WorkspaceRole,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { AuthPayloadModel } from '../auth/models/user.model';
import { AppError } from '../common/errors/app-error';
import type { SessionUser } from '../users/user.entity';
import { WorkspacesService } from '../workspaces/workspaces.service';
import type { MemberModel } from './models/member.model';
import type { WorkspaceModel } from './models/workspace.model';
import { TeamService } from './team.service';

const M = WorkspaceMessages;

/** Who acts on the team: the person, the workspace they act in and their role there. */
type Actor = Pick<SessionUser, 'id' | 'workspaceId' | 'role'>;
/** An actor who may be an API key (`apiKeyId`), which stands for its creator. */
type KeyActor = Actor & { apiKeyId?: string };

// TypeORM answers a raw UPDATE or DELETE with [rows, affectedCount].

/**
 * The condition under which `actor` may change or remove a membership row `m`: never the owner's
 * (that moves only by transferOwnership), and an admin's only by the owner. Written into the
 * UPDATE or DELETE itself, so the rule holds against the row as it is when written.
 */
const MAY_MANAGE = `m.role <> 'owner' AND (m.role = 'member' OR $3 = 'owner')`;

const MEMBER_COLUMNS = `m.user_id AS "userId", u.name, u.email, m.role, m.created_at AS "joinedAt"`;

/**
 * The team of a workspace: listing, roles, removal, leaving and handing over ownership. Changes
 * take effect on the affected person's next request, which reads their membership afresh.
 */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesService,
    private readonly team: TeamService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  /** Owner first, then in the order they joined. */
  async list(actor: Actor): Promise<MemberModel[]> {
    const rows: Omit<MemberModel, 'isYou'>[] = await this.dataSource.query(
      `SELECT ${MEMBER_COLUMNS}
         FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1
        ORDER BY m.role = 'owner' DESC, m.created_at, m.user_id`,
      [actor.workspaceId],
    );
    return rows.map((row) => ({ ...row, isYou: row.userId === actor.id }));
  }

  async changeRole(actor: Actor, userId: string, role: GrantableRole): Promise<MemberModel> {
    const [, changed]: [unknown[], number] = await this.dataSource.query(
      `UPDATE workspace_members m SET role = $4
        WHERE m.workspace_id = $1 AND m.user_id = $2 AND ${MAY_MANAGE}
        RETURNING m.user_id`,
      [actor.workspaceId, userId, actor.role, role],
    );
    if (changed === 0) {
      throw await this.refusal(this.dataSource.manager, actor, userId, M.ownerRoleFixed);
    }
    return this.member(actor, userId);
  }

  /** Removing yourself is leaving (an owner cannot); the session that asked then ends. */
  async remove(actor: KeyActor, userId: string): Promise<void> {
    if (userId === actor.id) {
      await this.leaveWorkspace(actor);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.lockMemberships(manager, userId);
      const [, changed]: [unknown[], number] = await manager.query(
        `DELETE FROM workspace_members m
          WHERE m.workspace_id = $1 AND m.user_id = $2 AND ${MAY_MANAGE}
          RETURNING m.user_id`,
        [actor.workspaceId, userId, actor.role],
      );
      if (changed === 0) {
        throw await this.refusal(manager, actor, userId, M.ownerCannotBeRemoved);
      }
      await this.apiKeys.revokeCreatedBy(manager, actor.workspaceId, userId);
      await this.keepAHome(manager, userId);
    });
  }

  /** Leaves the active workspace; the answer is a session in the person's oldest remaining one. */
  async leave(actor: KeyActor): Promise<AuthPayloadModel> {
    const home = await this.leaveWorkspace(actor);
    return this.team.sessionIn(actor.id, home);
  }

  /**
   * Hands the workspace to another member; the old owner stays on as admin. Demote first, then
   * promote, in one transaction: the partial unique index allows one owner at any moment.
   */
  async transferOwnership(actor: Actor, userId: string): Promise<WorkspaceModel> {
    if (userId === actor.id) throw new AppError(ErrorCode.BadRequest, M.alreadyOwner);
    await this.dataSource.transaction(async (manager) => {
      const [, demoted]: [unknown[], number] = await manager.query(
        `UPDATE workspace_members SET role = 'admin'
          WHERE workspace_id = $1 AND user_id = $2 AND role = 'owner' RETURNING user_id`,
        [actor.workspaceId, actor.id],
      );
      // Someone else took it over between the guard's read and this write.
      if (demoted === 0) throw new AppError(ErrorCode.Forbidden, M.ownerOnly);
      const [, promoted]: [unknown[], number] = await manager.query(
        `UPDATE workspace_members SET role = 'owner'
          WHERE workspace_id = $1 AND user_id = $2 RETURNING user_id`,
        [actor.workspaceId, userId],
      );
      if (promoted === 0) throw AppError.notFound(M.memberNotFound);
    });
    return this.team.workspace({ workspaceId: actor.workspaceId, role: 'admin' });
  }

  /**
   * Deletes the workspace and everything it owns (the foreign keys cascade: documents, e-mails,
   * links, reminders, notices, invitations, keys). The owner types its name to confirm, and a
   * plan that still renews must be cancelled first, so nobody is billed for a workspace that is
   * gone. Every former member keeps a workspace to sign in to; the owner's answer is a session
   * in theirs.
   */
  async deleteWorkspace(actor: Actor, confirmName: string): Promise<AuthPayloadModel> {
    const home = await this.dataSource.transaction(async (manager) => {
      const [workspace]: { name: string; renews: boolean }[] = await manager.query(
        `SELECT name,
                plan IN ('freelancer', 'business') AND is_subscription_active
                  AND NOT cancel_at_period_end AND (plan_end IS NULL OR plan_end > now()) AS renews
           FROM workspaces WHERE id = $1 FOR UPDATE`,
        [actor.workspaceId],
      );
      if (!workspace) throw AppError.notFound(M.notFound);
      if (confirmName.trim() !== workspace.name) {
        throw new AppError(ErrorCode.BadRequest, M.deleteNameMismatch);
      }
      if (workspace.renews) throw new AppError(ErrorCode.Conflict, M.deleteCancelFirst);
      const members: { userId: string }[] = await manager.query(
        `SELECT user_id AS "userId" FROM workspace_members WHERE workspace_id = $1
          ORDER BY user_id FOR UPDATE`,
        [actor.workspaceId],
      );
      for (const { userId } of members) await this.lockMemberships(manager, userId);
      await manager.query('DELETE FROM workspaces WHERE id = $1', [actor.workspaceId]);
      let ownersHome = '';
      for (const { userId } of members) {
        const home = await this.keepAHome(manager, userId);
        if (userId === actor.id) ownersHome = home;
      }
      return ownersHome;
    });
    return this.team.sessionIn(actor.id, home);
  }

  /** Deletes the actor's membership (not an owner's) and answers the workspace they now open. */
  private leaveWorkspace(actor: KeyActor): Promise<string> {
    // A key stands for its creator: leaving through it would end the key that asks.
    if (actor.apiKeyId) throw new AppError(ErrorCode.Forbidden, ApiKeyMessages.cannotRemoveCreator);
    return this.dataSource.transaction(async (manager) => {
      await this.lockMemberships(manager, actor.id);
      const [, changed]: [unknown[], number] = await manager.query(
        `DELETE FROM workspace_members
          WHERE workspace_id = $1 AND user_id = $2 AND role <> 'owner' RETURNING user_id`,
        [actor.workspaceId, actor.id],
      );
      if (changed === 0) {
        const role = await this.roleOf(manager, actor.workspaceId, actor.id);
        throw role === null
          ? AppError.notFound(M.memberNotFound)
          : new AppError(ErrorCode.Forbidden, M.ownerCannotLeave);
      }
      await this.apiKeys.revokeCreatedBy(manager, actor.workspaceId, actor.id);
      return this.keepAHome(manager, actor.id);
    });
  }

  /**
   * Everyone keeps at least one workspace (a sign-in opens one): someone who left or was removed
   * from their last gets a fresh one of their own, without a plan (a new trial each time would
   * be free use on demand). Answers their oldest workspace.
   */
  private async keepAHome(manager: EntityManager, userId: string): Promise<string> {
    const [oldest]: { workspaceId: string }[] = await manager.query(
      `SELECT workspace_id AS "workspaceId" FROM workspace_members
        WHERE user_id = $1 ORDER BY created_at, workspace_id LIMIT 1`,
      [userId],
    );
    if (oldest) return oldest.workspaceId;
    const [person]: { id: string; name: string; email: string }[] = await manager.query(
      'SELECT id, name, email FROM users WHERE id = $1',
      [userId],
    );
    return (await this.workspaces.createForNewUser(manager, person, { trial: false })).id;
  }

  /**
   * Serialises changes to one person's memberships, so two removals at once (from two
   * workspaces) cannot both see the other membership and leave the person with none.
   */
  private async lockMemberships(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT 1 FROM workspace_members WHERE user_id = $1 FOR UPDATE', [userId]);
  }

  /** Why a change to `userId`'s membership was refused, read after the write found no row. */
  private async refusal(
    manager: EntityManager,
    actor: Actor,
    userId: string,
    ownerMessage: string,
  ): Promise<AppError> {
    const role = await this.roleOf(manager, actor.workspaceId, userId);
    if (role === null) return AppError.notFound(M.memberNotFound);
    if (role === 'owner') return new AppError(ErrorCode.Forbidden, ownerMessage);
    return new AppError(ErrorCode.Forbidden, M.onlyOwnerManagesAdmins);
  }

  private async roleOf(
    manager: EntityManager,
    workspaceId: string,
    userId: string,
  ): Promise<WorkspaceRole | null> {
    const [row]: { role: WorkspaceRole }[] = await manager.query(
      'SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
      [workspaceId, userId],
    );
    return row?.role ?? null;
  }

  private async member(actor: Actor, userId: string): Promise<MemberModel> {
    const [row]: Omit<MemberModel, 'isYou'>[] = await this.dataSource.query(
      `SELECT ${MEMBER_COLUMNS}
         FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1 AND m.user_id = $2`,
      [actor.workspaceId, userId],
    );
    if (!row) throw AppError.notFound(M.memberNotFound);
    return { ...row, isYou: row.userId === actor.id };
  }
}
