import { OnlinePaymentMessages } from '@dealdraft/domain';
import {
  Controller,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import type { Request } from 'express';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { InvoiceCheckoutService } from './invoice-checkout.service';

/**
 * A workspace's own Stripe account calls its own endpoint (the account card shows the URL):
 * the signature made with that workspace's signing secret, not a session, says who speaks.
 */
@Controller('payments/webhook')
export class PaymentWebhookController {
  constructor(private readonly checkout: InvoiceCheckoutService) {}

  @Public()
  @Post(':workspaceId')
  @HttpCode(200)
  async receive(
    @Param('workspaceId') workspaceId: string,
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    // rawBody: the exact bytes Stripe signed (bootstrap keeps them); the parsed body is not used.
    await this.checkout.handleWebhook(workspaceId, request.rawBody, signature);
    return ok({ received: true }, OnlinePaymentMessages.received);
  }
}
