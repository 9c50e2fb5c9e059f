import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { EInvoiceLoader } from './e-invoice-loader';
import { EInvoicesController } from './e-invoices.controller';
import { EInvoicesResolver } from './e-invoices.resolver';
import { EInvoicesService } from './e-invoices.service';
import { EInvoiceValidationModule } from './validation/e-invoice-validation.module';

/**
 * Stored documents as e-invoices: the loader and the service, for the api (routes, sends, PDFs,
 * the client page) and the worker (the e-mail's PDF). No routes: see EInvoicesModule.
 */
@Module({
  imports: [InvoicesModule, EInvoiceValidationModule],
  providers: [EInvoiceLoader, EInvoicesService],
  exports: [EInvoicesService],
})
export class EInvoicesCoreModule {}

/** The REST routes and GraphQL queries of e-invoices. */
@Module({
  imports: [EInvoicesCoreModule],
  controllers: [EInvoicesController],
  providers: [EInvoicesResolver],
})
export class EInvoicesModule {}
