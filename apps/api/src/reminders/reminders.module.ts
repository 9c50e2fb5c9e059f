import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { UsersModule } from '../users/users.module';
import { RemindersResolver } from './reminders.resolver';
import { RemindersService } from './reminders.service';

/** The api side of reminders; scheduling and sending happen in the worker. */
@Module({
  imports: [UsersModule, DocumentsModule],
  providers: [RemindersService, RemindersResolver],
})
export class RemindersModule {}
