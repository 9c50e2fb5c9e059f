import { Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ProfileModel } from './models/profile.model';
import { ProfileService } from './profile.service';

@Resolver()
export class ProfileResolver {
  constructor(private readonly profiles: ProfileService) {}

  @Query(() => ProfileModel, { description: "The signed-in user's plan and usage." })
  profile(@CurrentUser() user: AuthUser): Promise<ProfileModel> {
    return this.profiles.get(user);
  }
}
