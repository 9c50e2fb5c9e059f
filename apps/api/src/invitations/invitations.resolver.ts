import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AuthPayloadModel } from '../auth/models/user.model';
import { AdminOnly, SessionOnly } from '../auth/roles.decorator';
import { Public } from '../common/http/public.decorator';
import { InviteMemberInput } from './dto/invite-member.input';
import { InvitationsService } from './invitations.service';
import { InvitationModel, InvitationPreviewModel } from './models/invitation.model';

@Resolver()
export class InvitationsResolver {
  constructor(private readonly service: InvitationsService) {}

  @AdminOnly()
  @Query(() => [InvitationModel], { description: "The active workspace's pending invitations." })
  invitations(@CurrentUser() user: AuthUser): Promise<InvitationModel[]> {
    return this.service.list(user.workspaceId);
  }

  @Public()
  @Query(() => InvitationPreviewModel, {
    description: 'What an invitation link shows (no sign-in).',
  })
  invitation(@Args('token') token: string): Promise<InvitationPreviewModel> {
    return this.service.preview(token);
  }

  // A leaked key must not be able to let someone in who stays after the key is revoked.
  @SessionOnly()
  @AdminOnly()
  @Mutation(() => InvitationModel, {
    description: "E-mails a link to join the active workspace; 403 past the plan's seats.",
  })
  inviteMember(
    @CurrentUser() user: AuthUser,
    @Args('input') input: InviteMemberInput,
  ): Promise<InvitationModel> {
    return this.service.invite(user, input.email, input.role);
  }

  // A leaked key must not be able to let someone in who stays after the key is revoked.
  @SessionOnly()
  @AdminOnly()
  @Mutation(() => InvitationModel, {
    description: 'A new link (the old one stops working) valid for another 7 days, e-mailed again.',
  })
  resendInvitation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<InvitationModel> {
    return this.service.resend(user.workspaceId, id);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'The link answers 404 from now on.' })
  revokeInvitation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    return this.service.revoke(user.workspaceId, id);
  }

  @SessionOnly()
  @Mutation(() => AuthPayloadModel, {
    description: 'The signed-in invitee joins; the new token acts in the joined workspace.',
  })
  acceptInvitation(
    @CurrentUser() user: AuthUser,
    @Args('token') token: string,
  ): Promise<AuthPayloadModel> {
    return this.service.accept(user, token);
  }
}
