import { ClientCreditMessages } from '@dealdraft/domain';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { UuidPipe } from '../../common/input/uuid';
import { ClientCreditsService } from './client-credits.service';
import { ApplyClientCreditInput, ClientCreditsFilter } from './dto/client-credit.input';

const M = ClientCreditMessages;

/** `/api/client-credits`: money clients paid that could not be applied, to apply or refund. */
@Controller('client-credits')
export class ClientCreditsController {
  constructor(private readonly credits: ClientCreditsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Query() filter: ClientCreditsFilter) {
    return ok(await this.credits.list(user.workspaceId, filter), M.listed);
  }

  @Post(':id/apply')
  @HttpCode(200)
  async apply(
    @CurrentUser() user: AuthUser,
    @Param('id', new UuidPipe('id')) id: string,
    @Body() input: ApplyClientCreditInput,
  ) {
    return ok(await this.credits.apply(user, id, input.invoiceId), M.applied);
  }

  @Post(':id/refund')
  @HttpCode(200)
  async refund(@CurrentUser() user: AuthUser, @Param('id', new UuidPipe('id')) id: string) {
    return ok(await this.credits.refund(user, id), M.refunded);
  }
}
