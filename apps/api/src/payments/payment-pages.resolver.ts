import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { UuidPipe } from '../common/input/uuid';
import { PaymentPagesClosedModel } from '../invoices/payment-sessions/models/client-credit.model';
import { InvoiceCheckoutService } from './invoice-checkout.service';

@Resolver(() => PaymentPagesClosedModel)
export class PaymentPagesResolver {
  constructor(private readonly checkout: InvoiceCheckoutService) {}

  @Mutation(() => PaymentPagesClosedModel, {
    description:
      "Closes the invoice's open payment pages (expired at Stripe too), so its currency and total can change or it can be deleted.",
  })
  closePaymentPages(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
  ): Promise<PaymentPagesClosedModel> {
    return this.checkout.closePages(user.workspaceId, invoiceId);
  }
}
