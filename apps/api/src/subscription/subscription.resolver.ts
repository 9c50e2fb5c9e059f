import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { OwnerOnly } from '../auth/roles.decorator';
import { CheckoutInput } from './dto/checkout.input';
import { CheckoutSessionModel } from './models/checkout-session.model';
import { SimulatedCheckoutModel } from './models/simulated-checkout.model';
import { SubscriptionService } from './subscription.service';

// Billing belongs to the workspace's owner.
@OwnerOnly()
@Resolver()
export class SubscriptionResolver {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Mutation(() => CheckoutSessionModel, {
    description: 'Starts a checkout for freelancer or business; send the browser to its url.',
  })
  subscribe(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CheckoutInput,
  ): Promise<CheckoutSessionModel> {
    return this.subscriptions.subscribe(user.workspaceId, input);
  }

  @Mutation(() => CheckoutSessionModel, {
    description:
      'Moves a paid plan to another plan (or buys a lapsed one again) without double billing.',
  })
  upgradeSubscription(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CheckoutInput,
  ): Promise<CheckoutSessionModel> {
    return this.subscriptions.upgrade(user.workspaceId, input);
  }

  @Mutation(() => Boolean, {
    description: 'Cancels at the end of the period: the plan stays active until planEnd.',
  })
  async cancelSubscription(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.subscriptions.cancel(user.workspaceId);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Undoes a pending cancel before planEnd: the plan renews again.',
  })
  async resumeSubscription(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.subscriptions.resume(user.workspaceId);
    return true;
  }

  @Query(() => SimulatedCheckoutModel, {
    description: 'The simulated checkout (no Stripe keys, never in production).',
  })
  simulatedCheckout(
    @CurrentUser() user: AuthUser,
    @Args('session') session: string,
  ): Promise<SimulatedCheckoutModel> {
    return this.subscriptions.getSimulatedCheckout(user.workspaceId, session);
  }

  @Mutation(() => CheckoutSessionModel, {
    description: "The simulated checkout's Pay: activates the plan as a paid webhook would.",
  })
  paySimulatedCheckout(
    @CurrentUser() user: AuthUser,
    @Args('session') session: string,
  ): Promise<CheckoutSessionModel> {
    return this.subscriptions.paySimulatedCheckout(user.workspaceId, session);
  }
}
