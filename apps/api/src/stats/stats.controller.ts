import { StatsMessages } from '@dealdraft/domain';
import { Controller, Get, Header } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { StatsModel } from './models/stats.model';
import { StatsService } from './stats.service';

@Controller('stats')
export class StatsController {
  /**
   * The answer for each figures object, serialized once. StatsService hands back the same
   * figures until something they read changes (or the day does), and the dashboard asks on every
   * visit: turning them into JSON again each time was 7 % of a request's CPU under load. A
   * figures object the service has dropped takes its answer with it.
   */
  private readonly answers = new WeakMap<StatsModel, string>();

  constructor(private readonly stats: StatsService) {}

  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  async get(@CurrentUser() user: AuthUser): Promise<string> {
    const stats = await this.stats.get(user);
    let answer = this.answers.get(stats);
    if (answer === undefined) {
      answer = JSON.stringify(ok(stats, StatsMessages.fetched));
      this.answers.set(stats, answer);
    }
    return answer;
  }
}
