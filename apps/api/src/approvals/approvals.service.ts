import { createHash } from 'node:crypto';
import {
  DocumentMessages,
  ErrorCode,
  fromMinor,
  percentToThousandths,
  thousandthsToPercent,
  toMinor,
  type WorkspaceRole,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { findOwned } from '../common/owned';
import { NotificationsService } from '../notifications/notifications.service';
import type { Notification } from '../notifications/notification.entity';
import { Proposal } from '../proposals/proposal.entity';
import { ApprovalRule } from './approval-rule.entity';
import { ProposalApproval } from './proposal-approval.entity';
import { ApprovalMessages as A } from './approval.messages';
import type {
  ApprovalRuleInput,
  ApprovalRuleModel,
  ProposalApprovalModel,
} from './approval.models';

/** Who acts: the person, the workspace they act in and their role there. */
export interface ApprovalActor {
  id: string;
  workspaceId: string;
  role: WorkspaceRole;
  name?: string;
}

const isAdmin = (role: WorkspaceRole) => role === 'owner' || role === 'admin';

/**
 * Approval before sending. A workspace rule (a total over an amount in the workspace currency,
 * a document discount over a percent; both optional) holds a proposal until an owner or admin
 * approves it; members request, owners and admins approve or return with a comment. An admin
 * may approve a proposal directly, their own request included: the approvers are the admins,
 * and a second admin would leave a one-admin workspace stuck. The approval is of the content as
 * it was (its fingerprint): an edit that still meets the rule needs approving again. Sends (the
 * e-mail and the client link) ask `assertSendable`.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async rule(workspaceId: string): Promise<ApprovalRuleModel> {
    const currency = await this.currencyOf(this.dataSource.manager, workspaceId);
    const row = await this.dataSource.manager.findOneBy(ApprovalRule, { workspaceId });
    return ruleModel(row, currency);
  }

  async setRule(workspaceId: string, input: ApprovalRuleInput): Promise<ApprovalRuleModel> {
    const currency = await this.currencyOf(this.dataSource.manager, workspaceId);
    let overTotalMinor: string | null = null;
    if (input.overTotal !== null && input.overTotal !== undefined) {
      const minor = toMinor(input.overTotal, currency);
      if (minor === null || minor < 0n)
        throw invalidField('overTotal', 'INVALID', `overTotal must be an amount in ${currency}`);
      overTotalMinor = minor.toString();
    }
    let overDiscountThousandths: number | null = null;
    if (input.overDiscountPercent !== null && input.overDiscountPercent !== undefined) {
      const t = percentToThousandths(input.overDiscountPercent);
      if (t === null || t > 100_000n)
        throw invalidField(
          'overDiscountPercent',
          'INVALID',
          'overDiscountPercent must be between 0 and 100',
        );
      overDiscountThousandths = Number(t);
    }
    await this.dataSource.manager.upsert(
      ApprovalRule,
      { workspaceId, overTotalMinor, overDiscountThousandths },
      ['workspaceId'],
    );
    return this.rule(workspaceId);
  }

  async get(workspaceId: string, proposalId: string): Promise<ProposalApprovalModel> {
    return this.read(this.dataSource.manager, workspaceId, proposalId);
  }

  /**
   * The approvals of a page of proposals, in their order, in five queries whatever its length: a
   * list's `approval` field asks for each row, and reading them one by one cost five queries a row.
   * An id that is not the workspace's reads as a proposal not found, as `get` does.
   */
  async getMany(
    workspaceId: string,
    proposalIds: readonly string[],
  ): Promise<(ProposalApprovalModel | Error)[]> {
    const manager = this.dataSource.manager;
    const ids = [...new Set(proposalIds)];
    const [proposals, rule, rows, currency] = await Promise.all([
      manager.findBy(Proposal, { workspaceId, id: In(ids) }),
      manager.findOneBy(ApprovalRule, { workspaceId }),
      manager.findBy(ProposalApproval, { proposalId: In(ids) }),
      this.currencyOf(manager, workspaceId),
    ]);
    const rowOf = new Map(rows.map((row) => [row.proposalId, row]));
    const names = await this.namesOf(
      manager,
      rows.flatMap((row) => [row.requestedById, row.decidedById]),
    );
    const byId = new Map(proposals.map((proposal) => [proposal.id, proposal]));
    return proposalIds.map((id) => {
      const proposal = byId.get(id);
      if (!proposal) return new AppError(ErrorCode.NotFound, DocumentMessages.proposal.notFound);
      return approvalModel(judge(rule, proposal, rowOf.get(id) ?? null, currency), names, id);
    });
  }

  /** Refuses a send (409) while the proposal needs approval and is not approved as it is. */
  async assertSendable(workspaceId: string, proposalId: string): Promise<void> {
    const approval = await this.read(this.dataSource.manager, workspaceId, proposalId);
    if (!approval.sendable) throw new AppError(ErrorCode.Conflict, A.needsApproval);
  }

  async request(actor: ApprovalActor, proposalId: string): Promise<ProposalApprovalModel> {
    const notice = await this.dataSource.transaction(async (manager) => {
      const proposal = await this.lock(manager, actor.workspaceId, proposalId);
      const now = await this.evaluate(manager, proposal);
      if (!now.required) throw new AppError(ErrorCode.Conflict, A.notNeeded);
      if (now.state === 'requested') throw new AppError(ErrorCode.Conflict, A.alreadyRequested);
      if (now.state === 'approved') throw new AppError(ErrorCode.Conflict, A.alreadyApproved);
      await this.save(manager, proposal, {
        state: 'requested',
        requestedById: actor.id,
        requestedAt: new Date(),
        decidedById: null,
        decidedAt: null,
        approvedFingerprint: null,
      });
      return this.notifications.record(manager, {
        workspaceId: actor.workspaceId,
        documentKind: 'proposal',
        documentId: proposal.id,
        message: A.notice.requested(await this.nameOf(manager, actor.id), proposal.proposalTitle),
      });
    });
    await this.emailQuietly(notice);
    return this.get(actor.workspaceId, proposalId);
  }

  async approve(actor: ApprovalActor, proposalId: string): Promise<ProposalApprovalModel> {
    if (!isAdmin(actor.role)) throw new AppError(ErrorCode.Forbidden, A.adminOnly);
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.lock(manager, actor.workspaceId, proposalId);
      const now = await this.evaluate(manager, proposal);
      if (!now.required) throw new AppError(ErrorCode.Conflict, A.notNeeded);
      if (now.state === 'approved') throw new AppError(ErrorCode.Conflict, A.alreadyApproved);
      await this.save(manager, proposal, {
        state: 'approved',
        decidedById: actor.id,
        decidedAt: new Date(),
        comment: null,
        approvedFingerprint: fingerprint(proposal),
      });
      await this.notifications.record(manager, {
        workspaceId: actor.workspaceId,
        documentKind: 'proposal',
        documentId: proposal.id,
        message: A.notice.approved(await this.nameOf(manager, actor.id), proposal.proposalTitle),
      });
    });
    return this.get(actor.workspaceId, proposalId);
  }

  async returnWithComment(
    actor: ApprovalActor,
    proposalId: string,
    comment: string,
  ): Promise<ProposalApprovalModel> {
    if (!isAdmin(actor.role)) throw new AppError(ErrorCode.Forbidden, A.adminOnly);
    const text = (comment ?? '').trim();
    if (!text) throw invalidField('comment', 'REQUIRED', A.commentRequired);
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.lock(manager, actor.workspaceId, proposalId);
      const now = await this.evaluate(manager, proposal);
      if (now.state !== 'requested') throw new AppError(ErrorCode.Conflict, A.nothingToDecide);
      await this.save(manager, proposal, {
        state: 'returned',
        decidedById: actor.id,
        decidedAt: new Date(),
        comment: text,
        approvedFingerprint: null,
      });
      await this.notifications.record(manager, {
        workspaceId: actor.workspaceId,
        documentKind: 'proposal',
        documentId: proposal.id,
        message: A.notice.returned(
          await this.nameOf(manager, actor.id),
          proposal.proposalTitle,
          text,
        ),
      });
    });
    return this.get(actor.workspaceId, proposalId);
  }

  private lock(manager: EntityManager, workspaceId: string, id: string): Promise<Proposal> {
    return findOwned(manager, Proposal, workspaceId, id, DocumentMessages.proposal.notFound, {
      lock: true,
    });
  }

  private async save(
    manager: EntityManager,
    proposal: Proposal,
    changes: Partial<ProposalApproval>,
  ): Promise<void> {
    await manager.upsert(
      ProposalApproval,
      { proposalId: proposal.id, workspaceId: proposal.workspaceId, ...changes },
      ['proposalId'],
    );
  }

  private async read(
    manager: EntityManager,
    workspaceId: string,
    proposalId: string,
  ): Promise<ProposalApprovalModel> {
    const proposal = await findOwned(
      manager,
      Proposal,
      workspaceId,
      proposalId,
      DocumentMessages.proposal.notFound,
    );
    const now = await this.evaluate(manager, proposal);
    const names = await this.namesOf(manager, [now.row?.requestedById, now.row?.decidedById]);
    return approvalModel(now, names, proposalId);
  }

  /**
   * The rule against the proposal as it is now, and its approval: approved content that has
   * since changed reads as not approved (state none).
   */
  private async evaluate(manager: EntityManager, proposal: Proposal) {
    const [rule, row, currency] = await Promise.all([
      manager.findOneBy(ApprovalRule, { workspaceId: proposal.workspaceId }),
      manager.findOneBy(ProposalApproval, { proposalId: proposal.id }),
      this.currencyOf(manager, proposal.workspaceId),
    ]);
    return judge(rule, proposal, row, currency);
  }

  private async currencyOf(manager: EntityManager, workspaceId: string): Promise<string> {
    const rows: { currency: string }[] = await manager.query(
      'SELECT currency FROM workspaces WHERE id = $1',
      [workspaceId],
    );
    return rows[0]?.currency ?? 'USD';
  }

  private async nameOf(manager: EntityManager, userId: string): Promise<string> {
    return (await this.namesOf(manager, [userId])).get(userId) ?? 'A member';
  }

  private async namesOf(
    manager: EntityManager,
    ids: (string | null | undefined)[],
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows: { id: string; name: string }[] = await manager.query(
      'SELECT id, name FROM users WHERE id = ANY($1::uuid[])',
      [wanted],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The e-mail to the owner goes after the commit; a queue hiccup does not undo the request. */
  private async emailQuietly(notice: Notification): Promise<void> {
    await this.notifications.email(notice).catch(() => undefined);
  }
}

/**
 * The rule against the proposal as it is now, and its approval: approved content that has since
 * changed reads as not approved (state none).
 */
function judge(
  rule: ApprovalRule | null,
  proposal: Proposal,
  row: ProposalApproval | null,
  currency: string,
) {
  const reasons = reasonsFor(rule, proposal, currency);
  let state = row?.state ?? 'none';
  if (state === 'approved' && row?.approvedFingerprint !== fingerprint(proposal)) state = 'none';
  return { required: reasons.length > 0, reasons, state, row };
}

function approvalModel(
  now: ReturnType<typeof judge>,
  names: Map<string, string>,
  proposalId: string,
): ProposalApprovalModel {
  const row = now.row;
  return {
    proposalId,
    state: now.state,
    required: now.required,
    sendable: !now.required || now.state === 'approved',
    reasons: now.reasons,
    requestedById: row?.requestedById ?? null,
    requestedByName: (row?.requestedById && names.get(row.requestedById)) || null,
    requestedAt: row?.requestedAt ?? null,
    decidedById: row?.decidedById ?? null,
    decidedByName: (row?.decidedById && names.get(row.decidedById)) || null,
    decidedAt: row?.decidedAt ?? null,
    comment: row?.comment ?? null,
  };
}

/**
 * Which thresholds a proposal is over. "Over" is strictly more. A proposal in another currency
 * than the workspace's cannot be compared with the amount, so an amount rule holds it too.
 * The discount's percent: a percent discount as typed; an amount discount as its share of the
 * subtotal.
 */
export function reasonsFor(
  rule: Pick<ApprovalRule, 'overTotalMinor' | 'overDiscountThousandths'> | null,
  proposal: Pick<
    Proposal,
    'currency' | 'totalMinor' | 'subtotalMinor' | 'discountMinor' | 'discount'
  >,
  workspaceCurrency: string,
): string[] {
  if (!rule) return [];
  const reasons: string[] = [];
  if (rule.overTotalMinor !== null) {
    if (
      proposal.currency !== workspaceCurrency ||
      BigInt(proposal.totalMinor) > BigInt(rule.overTotalMinor)
    )
      reasons.push('total');
  }
  if (rule.overDiscountThousandths !== null && proposal.discount) {
    const subtotal = BigInt(proposal.subtotalMinor);
    const over =
      'percent' in proposal.discount
        ? proposal.discount.percent > rule.overDiscountThousandths
        : subtotal > 0n &&
          // discount / subtotal > t / 100000, in integers
          BigInt(proposal.discountMinor) * 100_000n >
            BigInt(rule.overDiscountThousandths) * subtotal;
    if (over) reasons.push('discount');
  }
  return reasons;
}

/** What an approval approves: the content the client would receive. */
export function fingerprint(p: Proposal): string {
  const content = {
    title: p.proposalTitle,
    date: p.proposalDate,
    expires: p.expirationDate,
    client: [p.clientName, p.clientCompany, p.clientEmail, p.clientAddress],
    company: [p.companyName, p.companyEmail, p.companyAddress, p.companyPhone, p.companyTaxNumber],
    terms: [p.paymentTerms, p.additionalTerms, p.scope],
    services: p.services,
    custom: p.customValues,
    money: [p.currency, p.discount, p.documentTaxIds, p.pricesIncludeTax, p.totalMinor],
    deposit: p.deposit,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function ruleModel(row: ApprovalRule | null, currency: string): ApprovalRuleModel {
  return {
    overTotal: row?.overTotalMinor != null ? fromMinor(row.overTotalMinor, currency) : null,
    overDiscountPercent:
      row?.overDiscountThousandths != null
        ? thousandthsToPercent(row.overDiscountThousandths)
        : null,
    currency,
  };
}
