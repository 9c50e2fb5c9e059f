import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuthModule } from '../auth/auth.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { MembersService } from './members.service';
import { TeamService } from './team.service';
import { WorkspaceController } from './workspace.controller';
import { WorkspaceResolver } from './workspace.resolver';

/**
 * Workspace settings, members and switching. Its own module because it issues tokens: it needs
 * AuthModule, which itself needs WorkspacesModule (for the session read).
 */
@Module({
  imports: [WorkspacesModule, AuthModule, ApiKeysModule],
  controllers: [WorkspaceController],
  providers: [TeamService, MembersService, WorkspaceResolver],
})
export class TeamModule {}
