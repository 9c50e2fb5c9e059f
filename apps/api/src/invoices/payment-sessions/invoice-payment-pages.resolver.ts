import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InvoiceModel } from '../models/invoice.model';
import { PaymentSessionsService } from './payment-sessions.service';

@Resolver(() => InvoiceModel)
export class InvoicePaymentPagesResolver {
  constructor(private readonly sessions: PaymentSessionsService) {}

  @ResolveField(() => Int, {
    description:
      'Payment pages open on the invoice: while any is, its currency and total stay and it cannot be deleted.',
  })
  openPaymentPages(@Parent() invoice: InvoiceModel): Promise<number> {
    return this.sessions.openCount(invoice.id);
  }
}
