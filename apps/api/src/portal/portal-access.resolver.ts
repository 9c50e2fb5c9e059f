import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { PortalAccessModel } from './models/portal-access.model';
import { PortalAccessService } from './portal-access.service';

@Resolver(() => PortalAccessModel)
export class PortalAccessResolver {
  constructor(private readonly access: PortalAccessService) {}

  @Query(() => PortalAccessModel, {
    description: "A client's portal access: live sessions and sign-in links not used yet.",
  })
  clientPortalAccess(
    @CurrentUser() user: AuthUser,
    @Args('clientId', { type: () => ID }) clientId: string,
  ) {
    return this.access.access(user.workspaceId, clientId);
  }

  @Mutation(() => PortalAccessModel, {
    description: "E-mails the client a sign-in link to the client portal (to the client's e-mail).",
  })
  sendPortalLink(
    @CurrentUser() user: AuthUser,
    @Args('clientId', { type: () => ID }) clientId: string,
  ) {
    return this.access.send(user.workspaceId, clientId);
  }

  @Mutation(() => PortalAccessModel, {
    description: 'Ends every portal session of the client and spends every unused sign-in link.',
  })
  revokePortalAccess(
    @CurrentUser() user: AuthUser,
    @Args('clientId', { type: () => ID }) clientId: string,
  ) {
    return this.access.revoke(user.workspaceId, clientId);
  }
}
