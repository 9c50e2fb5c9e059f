import { NumberingModule } from '../documents/numbering/numbering.module';
import { MoneyModule } from '../documents/money/money.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ClientsModule } from '../clients/clients.module';
import { CustomFieldsModule } from '../custom-fields/custom-fields.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { Invoice } from './invoice.entity';
import { InvoicesController } from './invoices.controller';
import { InvoicesResolver } from './invoices.resolver';
import { InvoiceStore } from './invoice-store';
import { InvoicesService } from './invoices.service';
import { InvoiceLedgerService } from './ledger/invoice-ledger.service';
import { InvoicePaymentsController } from './ledger/invoice-payments.controller';
import { InvoicePaymentsResolver } from './ledger/invoice-payments.resolver';
import { Payment } from './ledger/payment.entity';
import { ReceiptQueue } from './ledger/receipt-queue';
import { ReceiptStatements } from './ledger/receipt-statements';
import { ClientCredit } from './payment-sessions/client-credit.entity';
import { ClientCreditsController } from './payment-sessions/client-credits.controller';
import { ClientCreditsResolver } from './payment-sessions/client-credits.resolver';
import { ClientCreditsService } from './payment-sessions/client-credits.service';
import { InvoicePaymentPagesResolver } from './payment-sessions/invoice-payment-pages.resolver';
import { PaymentSession } from './payment-sessions/payment-session.entity';
import { PaymentSessionsService } from './payment-sessions/payment-sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Invoice, Payment, PaymentSession, ClientCredit]),
    WorkspacesModule,
    ClientsModule,
    CustomFieldsModule,
    NumberingModule,
    MoneyModule,
  ],
  controllers: [InvoicesController, InvoicePaymentsController, ClientCreditsController],
  providers: [
    InvoicesService,
    InvoiceStore,
    InvoicesResolver,
    InvoiceLedgerService,
    InvoicePaymentsResolver,
    PaymentSessionsService,
    ClientCreditsService,
    ClientCreditsResolver,
    InvoicePaymentPagesResolver,
    ReceiptQueue,
    ReceiptStatements,
    RateLimiter,
    CreateLimit,
  ],
  // ReceiptQueue: online payments queue their receipt after recording them (payments/), which
  // opens and closes payment pages through PaymentSessionsService.
  exports: [
    InvoicesService,
    InvoiceStore,
    InvoiceLedgerService,
    PaymentSessionsService,
    ReceiptQueue,
    ReceiptStatements,
  ],
})
export class InvoicesModule {}
