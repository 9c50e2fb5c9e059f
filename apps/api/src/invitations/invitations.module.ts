import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { InvitationsController, WorkspaceInvitationsController } from './invitations.controller';
import { InvitationsResolver } from './invitations.resolver';
import { InvitationsService } from './invitations.service';

/** Inviting people into a workspace; the worker's side is InvitationMailModule. */
@Module({
  imports: [AuthModule, WorkspacesModule],
  controllers: [WorkspaceInvitationsController, InvitationsController],
  providers: [InvitationsService, InvitationsResolver],
})
export class InvitationsModule {}
