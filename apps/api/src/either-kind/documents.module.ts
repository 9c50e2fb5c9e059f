import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { DocumentReader } from './document-reader';
import { DocumentsService } from './documents.service';

/**
 * What works on "a document of either kind" sits here, above both kinds: common/ and queue/
 * stay below every feature, and the import graph shows the real coupling.
 */
@Module({
  imports: [ProposalsModule, InvoicesModule],
  providers: [DocumentReader, DocumentsService],
  exports: [DocumentReader, DocumentsService],
})
export class DocumentsModule {}
