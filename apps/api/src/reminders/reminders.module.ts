import { Module } from '@nestjs/common';
import { DocumentsModule } from '../either-kind/documents.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { RemindersResolver } from './reminders.resolver';
import { RemindersService } from './reminders.service';

/** The api side of reminders; scheduling and sending happen in the worker. */
@Module({
  imports: [WorkspacesModule, DocumentsModule],
  providers: [RemindersService, RemindersResolver],
})
export class RemindersModule {}
