import { Context, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { LiveConnection, LiveService } from './live.service';
import { ActivityEventModel } from './models/activity-event.model';

@Resolver()
export class LiveResolver {
  constructor(private readonly live: LiveService) {}

  @Subscription(() => ActivityEventModel, {
    description:
      "What clients do to the workspace's documents, as it happens (over graphql-ws on /graphql): " +
      'READY first, then VIEWED, OPENED, ACCEPTED, DECLINED, PAID.',
    resolve: (event: ActivityEventModel) => event,
  })
  activity(
    @CurrentUser() user: AuthUser,
    @Context('connection') connection: LiveConnection,
  ): Promise<AsyncIterableIterator<ActivityEventModel>> {
    return this.live.activity(user, connection);
  }
}
