import { Module } from '@nestjs/common';
import { RemindersResolver } from './reminders.resolver';
import { RemindersService } from './reminders.service';

/** The api side of reminders; scheduling and sending happen in the worker. */
@Module({ providers: [RemindersService, RemindersResolver] })
export class RemindersModule {}
