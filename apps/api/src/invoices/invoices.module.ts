import { NumberingModule } from '../numbering/numbering.module';
import { MoneyModule } from '../money/money.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ClientsModule } from '../clients/clients.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { Invoice } from './invoice.entity';
import { InvoicesController } from './invoices.controller';
import { InvoicesResolver } from './invoices.resolver';
import { InvoicesService } from './invoices.service';
import { InvoiceLedgerService } from './ledger/invoice-ledger.service';
import { InvoicePaymentsController } from './ledger/invoice-payments.controller';
import { InvoicePaymentsResolver } from './ledger/invoice-payments.resolver';
import { Payment } from './ledger/payment.entity';
import { ReceiptQueue } from './ledger/receipt-queue';

@Module({
  imports: [
    TypeOrmModule.forFeature([Invoice, Payment]),
    WorkspacesModule,
    ClientsModule,
    NumberingModule,
    MoneyModule,
  ],
  controllers: [InvoicesController, InvoicePaymentsController],
  providers: [
    InvoicesService,
    InvoicesResolver,
    InvoiceLedgerService,
    InvoicePaymentsResolver,
    ReceiptQueue,
    RateLimiter,
    CreateLimit,
  ],
  // ReceiptQueue: online payments queue their receipt after recording them (payments/).
  exports: [InvoicesService, InvoiceLedgerService, ReceiptQueue],
})
export class InvoicesModule {}
