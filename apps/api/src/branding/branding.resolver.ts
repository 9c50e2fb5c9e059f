import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { WorkspaceModel } from '../team/models/workspace.model';
import { BrandingService } from './branding.service';
import { UpdateBrandInput } from './dto/update-brand.input';
import { BrandModel } from './models/brand.model';

/** The brand's colour and font; the logo is uploaded over REST (PUT /api/workspace/logo). */
@Resolver()
export class BrandingResolver {
  constructor(private readonly branding: BrandingService) {}

  @Query(() => BrandModel, { description: "The active workspace's logo, colour and font." })
  workspaceBrand(@CurrentUser() user: AuthUser): Promise<BrandModel> {
    return this.branding.brandOf(user.workspaceId);
  }

  @AdminOnly()
  @Mutation(() => BrandModel, {
    description: 'Colour and font; a field left out keeps its value, a null colour the default.',
  })
  updateWorkspaceBrand(
    @CurrentUser() user: AuthUser,
    @Args('input') input: UpdateBrandInput,
  ): Promise<BrandModel> {
    return this.branding.update(user.workspaceId, input);
  }

  @AdminOnly()
  @Mutation(() => BrandModel, { description: 'Removes the logo (its URL stops answering).' })
  removeWorkspaceLogo(@CurrentUser() user: AuthUser): Promise<BrandModel> {
    return this.branding.removeLogo(user.workspaceId);
  }
}

/** The app shell reads the brand with the workspace it already loads. */
@Resolver(() => WorkspaceModel)
export class WorkspaceBrandResolver {
  constructor(private readonly branding: BrandingService) {}

  @ResolveField(() => BrandModel)
  brand(@Parent() workspace: WorkspaceModel): Promise<BrandModel> {
    return this.branding.brandOf(workspace.id);
  }
}
