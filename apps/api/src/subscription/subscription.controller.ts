import { SubscriptionMessages } from '@dealdraft/domain';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { OwnerOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { CheckoutInput } from './dto/checkout.input';
import { SimulatedCheckoutInput } from './dto/simulated-checkout.input';
import { SubscriptionService } from './subscription.service';

const M = SubscriptionMessages;

/**
 * Spec §7. Subscribe and upgrade answer the envelope with `data: { url }`; the browser is
 * sent there. These are actions, not resources, so they answer 200.
 */
// Billing belongs to the workspace's owner.
@OwnerOnly()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Post('subscribe')
  @HttpCode(200)
  async subscribe(@CurrentUser() user: AuthUser, @Body() input: CheckoutInput) {
    return ok(await this.subscriptions.subscribe(user.workspaceId, input), M.checkoutCreated);
  }

  @Post('upgrade')
  @HttpCode(200)
  async upgrade(@CurrentUser() user: AuthUser, @Body() input: CheckoutInput) {
    return ok(await this.subscriptions.upgrade(user.workspaceId, input), M.upgradeCreated);
  }

  @Post('cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: AuthUser) {
    await this.subscriptions.cancel(user.workspaceId);
    return ok(null, M.cancelled);
  }

  /** Undoes a pending cancel while the period lasts (409 when none is pending). */
  @Post('resume')
  @HttpCode(200)
  async resume(@CurrentUser() user: AuthUser) {
    await this.subscriptions.resume(user.workspaceId);
    return ok(null, M.resumed);
  }

  /** The simulated checkout page's contents (only without Stripe keys, never in production). */
  @Get('simulated')
  async simulated(@CurrentUser() user: AuthUser, @Query() query: SimulatedCheckoutInput) {
    return ok(
      await this.subscriptions.getSimulatedCheckout(user.workspaceId, query.session),
      M.checkoutFetched,
    );
  }

  @Post('simulated/pay')
  @HttpCode(200)
  async paySimulated(@CurrentUser() user: AuthUser, @Body() input: SimulatedCheckoutInput) {
    return ok(
      await this.subscriptions.paySimulatedCheckout(user.workspaceId, input.session),
      M.simulatedPaid,
    );
  }
}
