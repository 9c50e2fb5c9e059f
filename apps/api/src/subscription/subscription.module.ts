import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Workspace } from '../workspaces/workspace.entity';
import { StripeEvent } from './stripe-event.entity';
import { stripeClientProvider } from './stripe.client';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionController } from './subscription.controller';
import { SubscriptionResolver } from './subscription.resolver';
import { SubscriptionService } from './subscription.service';

@Module({
  imports: [TypeOrmModule.forFeature([Workspace, StripeEvent])],
  controllers: [SubscriptionController, StripeWebhookController],
  providers: [SubscriptionService, SubscriptionResolver, stripeClientProvider],
})
export class SubscriptionModule {}
