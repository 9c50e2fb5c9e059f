import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { UuidPipe } from '../common/input/uuid';
import { NotificationFeedArgs } from './dto/notification-feed.args';
import { NotificationFeedModel, NotificationModel } from './models/notification.model';
import { NotificationsService } from './notifications.service';

@Resolver(() => NotificationModel)
export class NotificationsResolver {
  constructor(private readonly notifications: NotificationsService) {}

  @Query(() => [NotificationModel], {
    description: 'What clients did since you last looked (oldest first); shown once as toasts.',
  })
  unseenNotifications(@CurrentUser() user: AuthUser): Promise<NotificationModel[]> {
    return this.notifications.unseen(user.workspaceId);
  }

  @Query(() => NotificationFeedModel, {
    description: "The top bar's bell: the newest notices (read or not) and the unread count.",
  })
  notificationFeed(
    @CurrentUser() user: AuthUser,
    @Args() { first }: NotificationFeedArgs,
  ): Promise<NotificationFeedModel> {
    return this.notifications.feed(user.workspaceId, first);
  }

  @Mutation(() => Boolean)
  markNotificationsSeen(
    @CurrentUser() user: AuthUser,
    @Args('ids', { type: () => [ID] }, new UuidPipe('ids')) ids: string[],
  ): Promise<boolean> {
    return this.notifications.markSeen(user.workspaceId, ids);
  }
}
