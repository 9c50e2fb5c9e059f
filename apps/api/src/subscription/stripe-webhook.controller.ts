import { SubscriptionMessages } from '@dealdraft/domain';
import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { SubscriptionService } from './subscription.service';

/** Stripe calls this; the signature, not a session, says who is speaking. */
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    // rawBody: the exact bytes Stripe signed (bootstrap keeps them); the parsed body is not used.
    await this.subscriptions.handleWebhook(request.rawBody, signature);
    return ok({ received: true }, SubscriptionMessages.webhookReceived);
  }
}
