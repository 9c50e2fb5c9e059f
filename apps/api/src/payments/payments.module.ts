import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentAccount } from './payment-account.entity';
import { PaymentAccountsController } from './payment-accounts.controller';
import { PaymentAccountsResolver } from './payment-accounts.resolver';
import { PaymentAccountsService } from './payment-accounts.service';
import { PaymentKeySealer } from './payment-key-sealer';

/** Getting paid (issue 18): so far, the workspace's own Stripe account. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentAccount])],
  controllers: [PaymentAccountsController],
  providers: [PaymentAccountsService, PaymentAccountsResolver, PaymentKeySealer],
  exports: [PaymentAccountsService, PaymentKeySealer],
})
export class PaymentsModule {}
