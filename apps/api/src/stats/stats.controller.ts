import { StatsMessages } from '@dealdraft/domain';
import { Controller, Get } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { StatsService } from './stats.service';

@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  async get(@CurrentUser() user: AuthUser) {
    return ok(await this.stats.get(user), StatsMessages.fetched);
  }
}
