import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { DocumentReader } from './document-reader';

/**
 * "A document of either kind" for e-mail, PDFs, client links and reminders: picks the kind's
 * store. It sits above both kinds, which configure their stores on the documents wing below them.
 */
@Module({
  imports: [ProposalsModule, InvoicesModule],
  providers: [DocumentReader],
  exports: [DocumentReader],
})
export class DocumentsModule {}
