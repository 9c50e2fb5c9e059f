import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { CustomFieldsService } from './custom-fields.service';
import {
  CustomFieldInput,
  CustomFieldOrderInput,
  CustomFieldUpdateInput,
} from './dto/custom-field.input';
import { CustomFieldModel } from './models/custom-field.model';

/** Any member reads the definitions (the forms show them); owners and admins keep them. */
@Resolver(() => CustomFieldModel)
export class CustomFieldsResolver {
  constructor(private readonly fields: CustomFieldsService) {}

  @Query(() => [CustomFieldModel], {
    description: "The workspace's custom fields, by target, in the workspace's order.",
  })
  customFields(@CurrentUser() user: AuthUser): Promise<CustomFieldModel[]> {
    return this.fields.list(user.workspaceId);
  }

  @AdminOnly()
  @Mutation(() => CustomFieldModel)
  createCustomField(@CurrentUser() user: AuthUser, @Args('input') input: CustomFieldInput) {
    return this.fields.create(user.workspaceId, input);
  }

  @AdminOnly()
  @Mutation(() => CustomFieldModel)
  updateCustomField(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: CustomFieldUpdateInput,
  ) {
    return this.fields.update(user.workspaceId, id, input);
  }

  @AdminOnly()
  @Mutation(() => [CustomFieldModel], { description: 'Every field of a target, in a new order.' })
  reorderCustomFields(@CurrentUser() user: AuthUser, @Args('input') input: CustomFieldOrderInput) {
    return this.fields.reorder(user.workspaceId, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, {
    description: 'Its values are no longer printed, exported or offered.',
  })
  async deleteCustomField(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.fields.delete(user.workspaceId, id);
    return true;
  }
}
