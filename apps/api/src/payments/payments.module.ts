import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InvoiceCheckoutService } from './invoice-checkout.service';
import { PaymentAccount } from './payment-account.entity';
import { PaymentAccountsController } from './payment-accounts.controller';
import { PaymentAccountsResolver } from './payment-accounts.resolver';
import { PaymentAccountsService } from './payment-accounts.service';
import { PaymentKeySealer } from './payment-key-sealer';
import { PaymentPagesController } from './payment-pages.controller';
import { PaymentPagesResolver } from './payment-pages.resolver';
import { PaymentWebhookController } from './payment-webhook.controller';
import { SimulatedPaymentController } from './simulated-payment.controller';
import { SimulatedPaymentResolver } from './simulated-payment.resolver';

/**
 * Getting paid online: the workspace's own Stripe account, its clients' Checkout
 * and the webhooks that record their payments in the invoices' ledger, and the simulated
 * gateway that stands in without keys.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentAccount]),
    InvoicesModule,
    NotificationsModule,
    LiveModule,
  ],
  controllers: [
    PaymentAccountsController,
    PaymentWebhookController,
    SimulatedPaymentController,
    PaymentPagesController,
  ],
  providers: [
    PaymentAccountsService,
    PaymentAccountsResolver,
    PaymentKeySealer,
    InvoiceCheckoutService,
    SimulatedPaymentResolver,
    PaymentPagesResolver,
  ],
  exports: [PaymentAccountsService, PaymentKeySealer, InvoiceCheckoutService],
})
export class PaymentsModule {}
