import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../users/user.entity';
import { isPlanActive } from '../workspaces/workspace.entity';
import { WorkspacesService } from '../workspaces/workspaces.service';
import { ProfileModel } from './models/profile.model';

@Injectable()
export class ProfileService {
  constructor(private readonly workspaces: WorkspacesService) {}

  /** The person, their role in the active workspace, and that workspace's plan and usage. */
  async get(user: SessionUser): Promise<ProfileModel> {
    const workspace = await this.workspaces.get(user.workspaceId);
    return {
      name: user.name,
      email: user.email,
      role: user.role,
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      plan: workspace.plan,
      isSubscriptionActive: isPlanActive(workspace),
      planStart: workspace.planStart,
      planEnd: workspace.planEnd,
      cancelAtPeriodEnd: workspace.cancelAtPeriodEnd,
      proposalsUsed: workspace.proposalsUsed,
      proposalsLimit: workspace.proposalsLimit,
      invoicesUsed: workspace.invoicesUsed,
      invoicesLimit: workspace.invoicesLimit,
    };
  }
}
