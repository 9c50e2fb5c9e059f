import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly, SessionOnly } from '../auth/roles.decorator';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyInput } from './dto/create-api-key.input';
import { ApiKeyModel, CreatedApiKeyModel } from './models/api-key.model';

@AdminOnly()
@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKeyModel], {
    description:
      "The workspace's API keys (owner/admin): live ones newest first, then revoked ones.",
  })
  apiKeys(@CurrentUser() user: AuthUser): Promise<ApiKeyModel[]> {
    return this.keys.list(user.workspaceId);
  }

  /** A key cannot make keys: a leaked one could otherwise outlive its own revocation. */
  @SessionOnly()
  @Mutation(() => CreatedApiKeyModel, {
    description:
      'A new API key (owner/admin, signed in: not with an API key); its secret is shown once.',
  })
  createApiKey(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CreateApiKeyInput,
  ): Promise<CreatedApiKeyModel> {
    return this.keys.create(user, input);
  }

  @Mutation(() => Boolean, { description: 'The key answers 401 from its next request on.' })
  async revokeApiKey(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.keys.revoke(user.workspaceId, id);
    return true;
  }
}
