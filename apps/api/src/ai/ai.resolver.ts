import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { DraftService } from './draft.service';
import { DraftBriefInput } from './dto/draft-brief.input';
import { ProposalDraftResultModel } from './models/proposal-draft.model';

@Resolver()
export class AiResolver {
  constructor(private readonly drafts: DraftService) {}

  @Mutation(() => ProposalDraftResultModel, {
    description: 'Drafts a proposal from a brief. Nothing is saved or counted against the plan.',
  })
  draftProposal(
    @CurrentUser() user: AuthUser,
    @Args('brief') brief: DraftBriefInput,
  ): Promise<ProposalDraftResultModel> {
    return this.drafts.draft(user, brief);
  }
}
