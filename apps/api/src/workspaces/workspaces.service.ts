import {
  DAY_MS,
  defaultWorkspaceName,
  PLANS,
  type RoundingRule,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { queryPrepared } from '../database/prepared-statements';
import type { SessionUser } from '../users/user.entity';
import { Workspace, WorkspaceMember } from './workspace.entity';

/** The workspace a session acts in, or why it cannot. */
export type SessionLookup =
  | {
      status: 'ok';
      user: SessionUser & { dataVersion: string };
      /** The person's session version: a token that carries another one is signed out. */
      sessionVersion: number;
    }
  | { status: 'no-user' }
  | { status: 'not-a-member' };

export type WorkspaceProfile = Pick<
  Workspace,
  'name' | 'address' | 'email' | 'phone' | 'taxNumber' | 'paymentTerms'
> &
  Partial<
    Pick<
      Workspace,
      | 'invoiceOnAccept'
      | 'proposalNumberPattern'
      | 'invoiceNumberPattern'
      | 'currency'
      | 'language'
      | 'roundingScope'
      | 'roundingMethod'
      | 'legalName'
      | 'postalCode'
      | 'city'
      | 'countryCode'
      | 'taxRegistrationNumber'
      | 'iban'
      | 'bic'
      | 'accountHolder'
      | 'eInvoiceFormat'
      | 'documentLayout'
      | 'documentFont'
      | 'documentFooter'
      | 'paymentInstructions'
    >
  >;

/** Owns the workspaces and workspace_members tables: creating, reading and editing a business. */
@Injectable()
export class WorkspacesService {
  constructor(@InjectRepository(Workspace) private readonly workspaces: Repository<Workspace>) {}

  /**
   * The caller as a request needs them, in one round trip: the person, their role in the
   * workspace the token names (or, for a token that names none, their oldest membership), and
   * that workspace's plan. Plain SQL: this runs on every authenticated request.
   */
  async findSession(userId: string, workspaceId: string | undefined): Promise<SessionLookup> {
    // A malformed id is simply nobody (PostgreSQL would reject it as a uuid).
    if (!isUuid(userId) || (workspaceId !== undefined && !isUuid(workspaceId))) {
      return { status: 'no-user' };
    }
    const rows = await queryPrepared<
      SessionUser & { dataVersion: string; member: boolean; sessionVersion: number }
    >(
      this.workspaces.manager.connection,
      `SELECT u.id, u.email, u.name, m.role, m.workspace_id AS "workspaceId", w.plan,
              w.is_subscription_active AS "isSubscriptionActive", w.plan_end AS "planEnd",
              w.data_version::text AS "dataVersion", m.user_id IS NOT NULL AS member,
              u.session_version AS "sessionVersion"
         FROM users u
         LEFT JOIN LATERAL (
           SELECT workspace_id, user_id, role FROM workspace_members
            WHERE user_id = u.id AND ($2::uuid IS NULL OR workspace_id = $2::uuid)
            ORDER BY created_at, workspace_id LIMIT 1
         ) m ON true
         LEFT JOIN workspaces w ON w.id = m.workspace_id
        WHERE u.id = $1`,
      [userId, workspaceId ?? null],
    );
    const row = rows[0];
    if (!row) return { status: 'no-user' };
    if (!row.member) return { status: 'not-a-member' };
    const { member: _member, sessionVersion, ...user } = row;
    return { status: 'ok', user, sessionVersion };
  }

  /**
   * A person's own workspace; they are its owner. A new sign-up's runs a 7-day trial. With
   * `trial: false` it has no plan (nothing to use until they subscribe): the home made for
   * someone who left or was removed from their last workspace, where a fresh trial each time
   * would be a free plan on demand.
   */
  async createForNewUser(
    manager: EntityManager,
    user: { id: string; name: string; email: string },
    { trial = true, now = new Date() }: { trial?: boolean; now?: Date } = {},
  ): Promise<Workspace> {
    const plan = trial
      ? {
          plan: 'trial' as const,
          isSubscriptionActive: true,
          planStart: now,
          planEnd: new Date(now.getTime() + PLANS.trial.durationDays * DAY_MS),
          proposalsLimit: PLANS.trial.proposalsLimit,
          invoicesLimit: PLANS.trial.invoicesLimit,
        }
      : { plan: 'none' as const, isSubscriptionActive: false, proposalsLimit: 0, invoicesLimit: 0 };
    const workspace = await manager.save(
      manager.create(Workspace, {
        name: defaultWorkspaceName(user.name),
        email: user.email,
        ...plan,
      }),
    );
    await manager.insert(WorkspaceMember, {
      workspaceId: workspace.id,
      userId: user.id,
      role: 'owner',
    });
    return workspace;
  }

  /** A person joins a workspace (an accepted invitation); joining twice changes nothing. */
  async addMember(
    manager: EntityManager,
    workspaceId: string,
    userId: string,
    role: Exclude<WorkspaceMember['role'], 'owner'>,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(WorkspaceMember)
      .values({ workspaceId, userId, role })
      .orIgnore()
      .execute();
  }

  async get(id: string): Promise<Workspace> {
    const workspace = await this.workspaces.findOneBy({ id });
    if (!workspace) throw AppError.notFound(WorkspaceMessages.notFound);
    return workspace;
  }

  /** What the workspace's documents' money defaults to: its currency, language and rounding. */
  async moneyDefaults(
    manager: EntityManager,
    id: string,
  ): Promise<{ currency: string; language: string; rounding: RoundingRule }> {
    const [row]: {
      currency: string;
      language: string;
      scope: RoundingRule['scope'];
      method: RoundingRule['method'];
    }[] = await manager.query(
      `SELECT currency, language, rounding_scope AS scope, rounding_method AS method
         FROM workspaces WHERE id = $1`,
      [id],
    );
    return {
      currency: row.currency,
      language: row.language,
      rounding: { scope: row.scope, method: row.method },
    };
  }

  async updateProfile(id: string, profile: WorkspaceProfile): Promise<Workspace> {
    await this.workspaces.update(id, profile);
    return this.get(id);
  }

  /** The workspace's reminder schedule (steps sorted, without repeats). */
  async setReminderSettings(
    id: string,
    settings: Pick<Workspace, 'proposalReminderDays' | 'invoiceReminderOffsets'>,
  ): Promise<void> {
    const sorted = (steps: number[]) => [...new Set(steps)].sort((a, b) => a - b);
    await this.workspaces.update(id, {
      proposalReminderDays: sorted(settings.proposalReminderDays),
      invoiceReminderOffsets: sorted(settings.invoiceReminderOffsets),
    });
  }
}
