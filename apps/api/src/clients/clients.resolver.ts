import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ClientsService } from './clients.service';
import { ClientInput } from './dto/client.input';
import { ClientsArgs } from './dto/clients.args';
import { ClientConnection, ClientModel } from './models/client.model';

@Resolver(() => ClientModel)
export class ClientsResolver {
  constructor(private readonly service: ClientsService) {}

  @Query(() => ClientConnection, {
    description: "The workspace's clients: search, sort, paginate (archived ones on request).",
  })
  async clients(
    @CurrentUser() user: AuthUser,
    @Args() args: ClientsArgs,
  ): Promise<ClientConnection> {
    const page = await this.service.list(user.workspaceId, args);
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Query(() => ClientModel)
  client(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ClientModel> {
    return this.service.get(user.workspaceId, id);
  }

  @Mutation(() => ClientModel)
  createClient(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ClientInput,
  ): Promise<ClientModel> {
    return this.service.create(user, input);
  }

  @Mutation(() => ClientModel, {
    description: 'Documents already issued keep their own copy of the client details.',
  })
  updateClient(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ClientInput,
  ): Promise<ClientModel> {
    return this.service.update(user.workspaceId, id, input);
  }

  @Mutation(() => ClientModel, { description: 'Archived clients leave the list and suggestions.' })
  setClientArchived(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('archived') archived: boolean,
  ): Promise<ClientModel> {
    return this.service.setArchived(user.workspaceId, id, archived);
  }

  @Mutation(() => Boolean, { description: 'Refused while a document names the client.' })
  async deleteClient(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.service.delete(user.workspaceId, id);
    return true;
  }
}
