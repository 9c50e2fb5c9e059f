import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ProposalInput } from './dto/proposal.input';
import { ProposalsArgs } from './dto/proposals.args';
import { ProposalConnectionModel, ProposalModel } from './models/proposal.model';
import { ProposalStore } from './proposal-store';
import { ProposalsService } from './proposals.service';

@Resolver(() => ProposalModel)
export class ProposalsResolver {
  constructor(
    private readonly service: ProposalsService,
    private readonly store: ProposalStore,
  ) {}

  @Query(() => ProposalConnectionModel, {
    description: 'Your proposals: search, filter, sort, paginate.',
  })
  async proposals(
    @CurrentUser() user: AuthUser,
    @Args() args: ProposalsArgs,
  ): Promise<ProposalConnectionModel> {
    const page = await this.service.list(user, args);
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Query(() => ProposalModel)
  proposal(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ProposalModel> {
    return this.store.get(user.workspaceId, id);
  }

  @Mutation(() => ProposalModel, { description: 'Uses one proposal of the plan period.' })
  createProposal(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ProposalInput,
  ): Promise<ProposalModel> {
    return this.service.create(user, input);
  }

  @Mutation(() => ProposalModel, { description: 'Replaces every field (a full update).' })
  updateProposal(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ProposalInput,
  ): Promise<ProposalModel> {
    return this.service.update(user, id, input);
  }

  @Mutation(() => ProposalModel, {
    description:
      'A new draft with the same content and a new number, dated today. Uses one proposal of the plan period.',
  })
  duplicateProposal(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ProposalModel> {
    return this.service.duplicate(user, id);
  }

  @Mutation(() => ID, { description: 'Returns the deleted id.' })
  async deleteProposal(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    await this.store.delete(user.workspaceId, id);
    return id;
  }
}
