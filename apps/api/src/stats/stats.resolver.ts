import { Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { StatsModel } from './models/stats.model';
import { StatsService } from './stats.service';

@Resolver()
export class StatsResolver {
  constructor(private readonly service: StatsService) {}

  @Query(() => StatsModel, { description: "The signed-in user's dashboard figures." })
  stats(@CurrentUser() user: AuthUser): Promise<StatsModel> {
    return this.service.get(user);
  }
}
