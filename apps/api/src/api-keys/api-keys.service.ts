import {
  ApiKeyMessages,
  canManageWorkspace,
  ErrorCode,
  type GrantableRole,
  type PlanId,
  type WorkspaceRole,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { queryPrepared } from '../database/prepared-statements';
import { isUniqueViolation } from '../database/unique-violation';
import { sameHash } from '../common/secrets/url-token';
import { newApiKey, parseApiKey } from './api-key-secrets';
import type { CreateApiKeyInput } from './dto/create-api-key.input';
import { ApiKeyModel, CreatedApiKeyModel } from './models/api-key.model';
import { WorkspaceApiKey } from './workspace-api-key.entity';

const M = ApiKeyMessages;
/** A key never expires; its session's `exp` says so (9999-12-31, in seconds). */
const NEVER = 253_402_300_799;
const TOUCH_EVERY_MS = 60_000;

/** What authenticating a key reads, in one query. */
interface KeyLookup {
  id: string;
  workspaceId: string;
  keyRole: GrantableRole;
  secretHash: Buffer;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  userId: string | null;
  email: string | null;
  name: string | null;
  /** The creator's role in the key's workspace now; null once they are no longer a member. */
  memberRole: WorkspaceRole | null;
  plan: PlanId;
  isSubscriptionActive: boolean;
  planEnd: Date | null;
  dataVersion: string;
}

/**
 * Owns workspace_api_keys: listing, creating and revoking a workspace's keys, and turning a
 * presented key into the caller of a request.
 *
 * A key acts as the person who created it (documents it creates record them) with the role it
 * was given, but never more than that person's current role, and not at all once they have
 * left the workspace: they saw the secret, so their leaving must close it.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    @InjectRepository(WorkspaceApiKey) private readonly keys: Repository<WorkspaceApiKey>,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /**
   * The workspace's keys: the live ones newest first, then the revoked ones most recently
   * revoked first, so an admin can see which keys stopped working and when.
   */
  async list(workspaceId: string): Promise<ApiKeyModel[]> {
    return this.keys.query(
      `SELECT k.id, k.name, k.role, k.prefix, k.created_at AS "createdAt",
              k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt",
              u.name AS "createdByName"
         FROM workspace_api_keys k
         LEFT JOIN users u ON u.id = k.created_by_id
        WHERE k.workspace_id = $1
        ORDER BY k.revoked_at IS NOT NULL, k.revoked_at DESC, k.created_at DESC, k.id`,
      [workspaceId],
    );
  }

  /** A new key for the caller's workspace; its secret is in the answer and nowhere else. */
  async create(user: AuthUser, input: CreateApiKeyInput): Promise<CreatedApiKeyModel> {
    // 62⁸ prefixes make a collision all but impossible; should one happen, draw again.
    for (let attempt = 1; ; attempt++) {
      const { key, prefix, hash } = newApiKey();
      try {
        const saved = await this.keys.save(
          this.keys.create({
            workspaceId: user.workspaceId,
            name: input.name,
            role: input.role,
            prefix,
            secretHash: hash,
            createdById: user.id,
          }),
        );
        return {
          apiKey: {
            id: saved.id,
            name: saved.name,
            role: saved.role,
            prefix: saved.prefix,
            createdAt: saved.createdAt,
            lastUsedAt: null,
            revokedAt: null,
            createdByName: user.name,
          },
          secret: key,
        };
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error, 'workspace_api_keys_prefix_key')) throw error;
      }
    }
  }

  /** The key stops working on its very next request. Another workspace's key is not found. */
  async revoke(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    // TypeORM answers a raw UPDATE with [rows, affectedCount].
    const [, affected]: [unknown[], number] = await this.keys.query(
      `UPDATE workspace_api_keys SET revoked_at = now()
        WHERE id = $1 AND workspace_id = $2 AND revoked_at IS NULL`,
      [id, workspaceId],
    );
    if (affected === 0) throw AppError.notFound(M.notFound);
  }

  /**
   * Revokes the keys `userId` made in the workspace, in the caller's transaction that ends their
   * membership: a key stands for its creator, and must not work again if they are invited back.
   */
  async revokeCreatedBy(manager: EntityManager, workspaceId: string, userId: string) {
    await manager.query(
      `UPDATE workspace_api_keys SET revoked_at = now()
        WHERE workspace_id = $1 AND created_by_id = $2 AND revoked_at IS NULL`,
      [workspaceId, userId],
    );
  }

  /**
   * The caller a presented key stands for, read fresh on every request (so a revoked key, a
   * creator who left or a lapsed plan counts at once), or 401. Then the key's rate limit.
   */
  async authenticate(credential: string): Promise<AuthUser> {
    const parsed = parseApiKey(credential);
    if (!parsed) throw AppError.unauthenticated(M.invalid);
    const [key]: (KeyLookup | undefined)[] = await queryPrepared<KeyLookup>(
      this.keys.manager.connection,
      `SELECT k.id, k.workspace_id AS "workspaceId", k.role AS "keyRole",
              k.secret_hash AS "secretHash", k.last_used_at AS "lastUsedAt",
              k.revoked_at AS "revokedAt", u.id AS "userId", u.email, u.name, m.role AS "memberRole",
              w.plan, w.is_subscription_active AS "isSubscriptionActive", w.plan_end AS "planEnd",
              w.data_version::text AS "dataVersion"
         FROM workspace_api_keys k
         JOIN workspaces w ON w.id = k.workspace_id
         LEFT JOIN users u ON u.id = k.created_by_id
         LEFT JOIN workspace_members m
           ON m.workspace_id = k.workspace_id AND m.user_id = k.created_by_id
        WHERE k.prefix = $1`,
      [parsed.prefix],
    );
    if (!key || !sameHash(key.secretHash, parsed.hash)) {
      throw AppError.unauthenticated(M.invalid);
    }
    // Revoked keys are read too, so a key whose creator left says why it stopped working.
    if (!key.memberRole || !key.userId) throw AppError.unauthenticated(M.creatorLeft);
    if (key.revokedAt) throw AppError.unauthenticated(M.invalid);

    const limit = this.config.apiKeyRequestsPerMinute;
    if ((await this.limiter.hit(`api-key:${key.id}`, 60)) > limit) {
      throw new AppError(ErrorCode.RateLimited, M.rateLimited(limit));
    }
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      this.touch(key.id);
    }

    return {
      id: key.userId,
      email: key.email!,
      name: key.name!,
      role: key.keyRole === 'admin' && canManageWorkspace(key.memberRole) ? 'admin' : 'member',
      workspaceId: key.workspaceId,
      plan: key.plan,
      isSubscriptionActive: key.isSubscriptionActive,
      planEnd: key.planEnd,
      dataVersion: key.dataVersion,
      jti: `key:${key.id}`,
      exp: NEVER,
      apiKeyId: key.id,
    };
  }

  /**
   * Records the use without holding up the request, at most once a minute per key: the
   * condition keeps concurrent requests from each writing it.
   */
  private touch(id: string): void {
    this.keys
      .query(
        `UPDATE workspace_api_keys SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [id],
      )
      .catch((error: unknown) =>
        this.logger.error({ err: error, apiKeyId: id }, 'Could not record the API key use'),
      );
  }
}
