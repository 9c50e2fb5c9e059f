import { ClientMessages } from '@dealdraft/domain';
import { Controller, Get, Param } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { ClientSummaryService } from './client-summary.service';

@Controller('clients')
export class ClientSummaryController {
  constructor(private readonly summaries: ClientSummaryService) {}

  /** The client page: totals, the newest documents and their activity. */
  @Get(':id/summary')
  async summary(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.summaries.summary(user.workspaceId, id), ClientMessages.fetched);
  }
}
