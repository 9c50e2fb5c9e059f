import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/http/public.decorator';
import { InvoiceCheckoutService } from './invoice-checkout.service';
import { PaymentRedirectModel, SimulatedPaymentModel } from './models/simulated-payment.model';

@Resolver(() => SimulatedPaymentModel)
export class SimulatedPaymentResolver {
  constructor(private readonly checkout: InvoiceCheckoutService) {}

  @Public()
  @Query(() => SimulatedPaymentModel, {
    description: "The simulated gateway's page (a workspace without keys, never in production).",
  })
  simulatedInvoicePayment(@Args('session') session: string): SimulatedPaymentModel {
    return this.checkout.simulated(session);
  }

  @Public()
  @Mutation(() => PaymentRedirectModel, {
    description: 'Records the simulated payment as a paid webhook would; answers the client page.',
  })
  paySimulatedInvoicePayment(@Args('session') session: string): Promise<PaymentRedirectModel> {
    return this.checkout.paySimulated(session);
  }
}
