import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { OwnerOnly } from '../auth/roles.decorator';
import { ConnectStripeInput } from './dto/connect-stripe.input';
import { PaymentAccountModel } from './models/payment-account.model';
import { PaymentAccountsService } from './payment-accounts.service';

/** The workspace's own Stripe account, for the owner. */
@OwnerOnly()
@Resolver(() => PaymentAccountModel)
export class PaymentAccountsResolver {
  constructor(private readonly accounts: PaymentAccountsService) {}

  @Query(() => PaymentAccountModel, { description: "The workspace's Stripe account, if any." })
  paymentAccount(@CurrentUser() user: AuthUser) {
    return this.accounts.status(user.workspaceId);
  }

  @Mutation(() => PaymentAccountModel, {
    description: 'Checks the keys with Stripe, then keeps them sealed; they are never shown again.',
  })
  connectStripe(@CurrentUser() user: AuthUser, @Args('input') input: ConnectStripeInput) {
    return this.accounts.connect(user.workspaceId, user.id, input);
  }

  @Mutation(() => PaymentAccountModel)
  disconnectStripe(@CurrentUser() user: AuthUser) {
    return this.accounts.disconnect(user.workspaceId);
  }
}
