import { Messages } from '@dealdraft/domain';
import { Controller, Get } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { ProfileService } from './profile.service';

@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  async get(@CurrentUser() user: AuthUser) {
    return ok(await this.profiles.get(user), Messages.profile.fetched);
  }
}
