import { FieldCode, RecurringMessages, RecurringRules } from '@dealdraft/domain';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { invalidField } from '../common/errors/validation';
import { RecurringScheduleInput } from './dto/recurring-schedule.input';
import { RecurringScheduleModel } from './models/recurring-schedule.model';
import { RecurringService } from './recurring.service';

/** Any member manages the workspace's recurring invoices, as its invoices. */
@Resolver(() => RecurringScheduleModel)
export class RecurringResolver {
  constructor(private readonly recurring: RecurringService) {}

  @Query(() => [RecurringScheduleModel], {
    description: "The workspace's recurring invoices: active first, soonest next.",
  })
  recurringSchedules(@CurrentUser() user: AuthUser): Promise<RecurringScheduleModel[]> {
    return this.recurring.list(user.workspaceId);
  }

  @Query(() => RecurringScheduleModel)
  recurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RecurringScheduleModel> {
    return this.recurring.get(user.workspaceId, id);
  }

  @ResolveField(() => [String], {
    description:
      'The next dates it would issue (YYYY-MM-DD): active from its next period, paused from today, none once ended.',
  })
  nextDates(
    @Parent() schedule: RecurringScheduleModel,
    @Args('count', { type: () => Int, defaultValue: RecurringRules.previewDefault }) count: number,
  ): string[] {
    if (count < 1 || count > RecurringRules.previewMax)
      throw invalidField('count', FieldCode.OutOfRange, RecurringMessages.previewCount);
    return this.recurring.nextDates(schedule, count);
  }

  @Mutation(() => RecurringScheduleModel, {
    description: 'Issues a copy of the template invoice each period, from the start date.',
  })
  createRecurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('input') input: RecurringScheduleInput,
  ): Promise<RecurringScheduleModel> {
    return this.recurring.create(user, input);
  }

  @Mutation(() => RecurringScheduleModel, {
    description: 'Replaces its rules from the next period on; issued invoices stay as they are.',
  })
  updateRecurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: RecurringScheduleInput,
  ): Promise<RecurringScheduleModel> {
    return this.recurring.update(user, id, input);
  }

  @Mutation(() => RecurringScheduleModel)
  pauseRecurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RecurringScheduleModel> {
    return this.recurring.pause(user, id);
  }

  @Mutation(() => RecurringScheduleModel, {
    description: 'Goes on from today: periods that fell while paused are not issued.',
  })
  resumeRecurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RecurringScheduleModel> {
    return this.recurring.resume(user, id);
  }

  @Mutation(() => ID, { description: 'Returns the deleted id. The issued invoices stay.' })
  async deleteRecurringSchedule(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    await this.recurring.delete(user.workspaceId, id);
    return id;
  }
}
