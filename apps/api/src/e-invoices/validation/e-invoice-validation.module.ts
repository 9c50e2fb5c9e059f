import { Module } from '@nestjs/common';
import { EInvoiceValidationService } from './e-invoice-validation.service';

/** Offline EN 16931 and XRechnung validation, for the e-invoices and for the check before sending. */
@Module({ providers: [EInvoiceValidationService], exports: [EInvoiceValidationService] })
export class EInvoiceValidationModule {}
