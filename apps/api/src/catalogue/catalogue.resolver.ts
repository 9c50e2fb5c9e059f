import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { CatalogueService } from './catalogue.service';
import { CatalogueItemInput } from './dto/catalogue-item.input';
import { CatalogueItemsArgs } from './dto/catalogue-items.args';
import { CatalogueItemConnection, CatalogueItemModel } from './models/catalogue-item.model';

@Resolver(() => CatalogueItemModel)
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query(() => CatalogueItemConnection, { description: "The workspace's catalogue items." })
  async catalogueItems(
    @CurrentUser() user: AuthUser,
    @Args() args: CatalogueItemsArgs,
  ): Promise<CatalogueItemConnection> {
    const page = await this.catalogue.list(user.workspaceId, args);
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Query(() => CatalogueItemModel)
  catalogueItem(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CatalogueItemModel> {
    return this.catalogue.get(user.workspaceId, id);
  }

  @Mutation(() => CatalogueItemModel)
  createCatalogueItem(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CatalogueItemInput,
  ): Promise<CatalogueItemModel> {
    return this.catalogue.create(user.workspaceId, input);
  }

  @Mutation(() => CatalogueItemModel, {
    description: 'Documents already made from the item keep their own copy of its lines.',
  })
  updateCatalogueItem(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: CatalogueItemInput,
  ): Promise<CatalogueItemModel> {
    return this.catalogue.update(user.workspaceId, id, input);
  }

  @Mutation(() => CatalogueItemModel, { description: 'Archived items are not suggested.' })
  setCatalogueItemArchived(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('archived') archived: boolean,
  ): Promise<CatalogueItemModel> {
    return this.catalogue.setArchived(user.workspaceId, id, archived);
  }

  @Mutation(() => Boolean)
  async deleteCatalogueItem(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.catalogue.delete(user.workspaceId, id);
    return true;
  }
}
