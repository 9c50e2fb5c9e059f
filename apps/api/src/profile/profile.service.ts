import { Injectable } from '@nestjs/common';
import { isPlanActive } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ProfileModel } from './models/profile.model';

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersService) {}

  async get(userId: string): Promise<ProfileModel> {
    const user = await this.users.getById(userId);
    return {
      name: user.name,
      email: user.email,
      plan: user.plan,
      isSubscriptionActive: isPlanActive(user),
      planStart: user.planStart,
      planEnd: user.planEnd,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      proposalsUsed: user.proposalsUsed,
      proposalsLimit: user.proposalsLimit,
      invoicesUsed: user.invoicesUsed,
      invoicesLimit: user.invoicesLimit,
    };
  }
}
