import { PaymentSessionMessages } from '@dealdraft/domain';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { UuidPipe } from '../common/input/uuid';
import { InvoiceCheckoutService } from './invoice-checkout.service';

/** The owner closes an invoice's open payment pages, to change or delete it. */
@Controller('invoices/:invoiceId/payment-pages')
export class PaymentPagesController {
  constructor(private readonly checkout: InvoiceCheckoutService) {}

  @Post('close')
  @HttpCode(200)
  async close(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId', new UuidPipe('invoiceId')) invoiceId: string,
  ) {
    const result = await this.checkout.closePages(user.workspaceId, invoiceId);
    return ok(result, PaymentSessionMessages.closed(result.closed));
  }
}
