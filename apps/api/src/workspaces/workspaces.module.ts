import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsageService } from './usage.service';
import { Workspace, WorkspaceMember } from './workspace.entity';
import { WorkspacesService } from './workspaces.service';

/** The tenant: a business's row, its members and its plan usage. */
@Module({
  imports: [TypeOrmModule.forFeature([Workspace, WorkspaceMember])],
  providers: [WorkspacesService, UsageService],
  exports: [WorkspacesService, UsageService, TypeOrmModule],
})
export class WorkspacesModule {}
