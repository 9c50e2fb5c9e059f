import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ProposalModel } from '../proposals/models/proposal.model';
import {
  ApprovalReturnInput,
  ApprovalRuleInput,
  ApprovalRuleModel,
  ProposalApprovalModel,
} from './approval.models';
import { ApprovalsService } from './approvals.service';

@Resolver(() => ProposalApprovalModel)
export class ApprovalsResolver {
  constructor(private readonly approvals: ApprovalsService) {}

  @Query(() => ApprovalRuleModel, {
    description: 'When a proposal needs an admin’s approval before it is sent.',
  })
  approvalRule(@CurrentUser() user: AuthUser): Promise<ApprovalRuleModel> {
    return this.approvals.rule(user.workspaceId);
  }

  @AdminOnly()
  @Mutation(() => ApprovalRuleModel, { description: 'Owner or admin; both empty: no approvals.' })
  updateApprovalRule(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ApprovalRuleInput,
  ): Promise<ApprovalRuleModel> {
    return this.approvals.setRule(user.workspaceId, input);
  }

  @Query(() => ProposalApprovalModel)
  proposalApproval(
    @CurrentUser() user: AuthUser,
    @Args('proposalId', { type: () => ID }) proposalId: string,
  ): Promise<ProposalApprovalModel> {
    return this.approvals.get(user.workspaceId, proposalId);
  }

  @Mutation(() => ProposalApprovalModel, { description: 'Asks the admins to approve it.' })
  requestProposalApproval(
    @CurrentUser() user: AuthUser,
    @Args('proposalId', { type: () => ID }) proposalId: string,
  ): Promise<ProposalApprovalModel> {
    return this.approvals.request(user, proposalId);
  }

  @AdminOnly()
  @Mutation(() => ProposalApprovalModel, { description: 'Owner or admin: it may be sent.' })
  approveProposal(
    @CurrentUser() user: AuthUser,
    @Args('proposalId', { type: () => ID }) proposalId: string,
  ): Promise<ProposalApprovalModel> {
    return this.approvals.approve(user, proposalId);
  }

  @AdminOnly()
  @Mutation(() => ProposalApprovalModel, {
    description: 'Owner or admin: back to its author with what to change.',
  })
  returnProposal(
    @CurrentUser() user: AuthUser,
    @Args('proposalId', { type: () => ID }) proposalId: string,
    @Args('input') input: ApprovalReturnInput,
  ): Promise<ProposalApprovalModel> {
    return this.approvals.returnWithComment(user, proposalId, input.comment);
  }
}

/**
 * A proposal's approval, read with the proposal (`proposal { approval { state } }`). A list asks
 * for every row's: a loader per request gathers the rows of one tick into one batch
 * (ApprovalsService.getMany), so a page of 50 costs five queries, not 250.
 */
@Resolver(() => ProposalModel)
export class ProposalApprovalFieldResolver {
  /** Keyed by the HTTP request: gone with it, never shared between users or requests. */
  private readonly loaders = new WeakMap<object, DataLoader<string, ProposalApprovalModel>>();

  constructor(private readonly approvals: ApprovalsService) {}

  @ResolveField('approval', () => ProposalApprovalModel)
  approval(
    @CurrentUser() user: AuthUser,
    @Parent() proposal: ProposalModel,
    @Context('req') req: object,
  ): Promise<ProposalApprovalModel> {
    // A call without an HTTP request (none today) reads its row alone.
    if (!req) return this.approvals.get(user.workspaceId, proposal.id);
    let loader = this.loaders.get(req);
    if (!loader) {
      loader = new DataLoader((ids) => this.approvals.getMany(user.workspaceId, ids));
      this.loaders.set(req, loader);
    }
    return loader.load(proposal.id);
  }
}
