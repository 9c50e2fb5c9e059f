import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { UuidPipe } from '../common/input/uuid';
import { DocumentRemindersInput, ReminderSettingsInput } from './dto/reminder-settings.input';
import { ReminderModel, ReminderSettingsModel } from './models/reminder.model';
import { RemindersService } from './reminders.service';

@Resolver()
export class RemindersResolver {
  constructor(private readonly service: RemindersService) {}

  @Query(() => [ReminderModel], { description: "A document's reminders, newest first." })
  reminders(
    @CurrentUser() user: AuthUser,
    @Args('documentId', { type: () => ID }, new UuidPipe('documentId')) documentId: string,
  ): Promise<ReminderModel[]> {
    return this.service.forDocument(user.workspaceId, documentId);
  }

  @Query(() => ReminderSettingsModel)
  reminderSettings(@CurrentUser() user: AuthUser): Promise<ReminderSettingsModel> {
    return this.service.settings(user.workspaceId);
  }

  @AdminOnly()
  @Mutation(() => ReminderSettingsModel)
  updateReminderSettings(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ReminderSettingsInput,
  ): Promise<ReminderSettingsModel> {
    return this.service.updateSettings(user.workspaceId, input);
  }

  @Mutation(() => Boolean, { description: 'Turns reminders for one document on or off.' })
  setDocumentReminders(
    @CurrentUser() user: AuthUser,
    @Args('input') input: DocumentRemindersInput,
  ): Promise<boolean> {
    return this.service.setForDocument(user.workspaceId, input);
  }
}
