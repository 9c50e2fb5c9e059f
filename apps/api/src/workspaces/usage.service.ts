import {
  DocumentKind,
  ErrorCode,
  planInactiveMessage,
  planLabel,
  planLimitMessage,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppError } from '../common/errors/app-error';

const COLUMNS = {
  proposal: { used: 'proposals_used', limit: 'proposals_limit' },
  invoice: { used: 'invoices_used', limit: 'invoices_limit' },
} as const;

/**
 * Plan limits, kept on the workspaces row (so here, in its owner's module). One conditional UPDATE takes a unit of the period's allowance: PostgreSQL
 * locks the workspace row and re-checks the condition for each concurrent caller, so 50
 * simultaneous creates at 4/5 let exactly one through. It runs in the caller's transaction,
 * so a failed insert gives the unit back.
 */
@Injectable()
export class UsageService {
  async consume(manager: EntityManager, workspaceId: string, kind: DocumentKind): Promise<void> {
    const { used, limit } = COLUMNS[kind];
    // TypeORM answers a raw UPDATE with [rows, affectedCount].
    const [, affected]: [unknown[], number] = await manager.query(
      `UPDATE workspaces SET ${used} = ${used} + 1, updated_at = now()
        WHERE id = $1 AND is_subscription_active AND (plan_end IS NULL OR plan_end > now())
          AND ${used} < ${limit}`,
      [workspaceId],
    );
    if (affected === 1) return;

    const [workspace] = await manager.query(
      `SELECT plan, ${limit} AS "limit", is_subscription_active AND (plan_end IS NULL OR plan_end > now()) AS active
         FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    const title = planLabel(workspace?.plan ?? 'none').title;
    throw new AppError(
      ErrorCode.PlanLimitReached,
      workspace?.active
        ? planLimitMessage(kind, workspace.limit, title)
        : planInactiveMessage(kind, title),
    );
  }
}
