import { PaymentAccountMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { OwnerOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { ConnectStripeInput } from './dto/connect-stripe.input';
import { PaymentAccountsService } from './payment-accounts.service';

const M = PaymentAccountMessages;

/** The workspace's own Stripe account: where the money goes is the owner's to decide. */
@OwnerOnly()
@Controller('workspace/payments')
export class PaymentAccountsController {
  constructor(private readonly accounts: PaymentAccountsService) {}

  @Get()
  async status(@CurrentUser() user: AuthUser) {
    return ok(await this.accounts.status(user.workspaceId), M.status);
  }

  @Put()
  async connect(@CurrentUser() user: AuthUser, @Body() input: ConnectStripeInput) {
    return ok(await this.accounts.connect(user.workspaceId, user.id, input), M.connected);
  }

  @Delete()
  async disconnect(@CurrentUser() user: AuthUser) {
    return ok(await this.accounts.disconnect(user.workspaceId), M.disconnected);
  }
}
