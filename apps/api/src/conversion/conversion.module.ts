import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { ConversionController } from './conversion.controller';
import { ConversionResolver } from './conversion.resolver';
import { ConversionService } from './conversion.service';

/** Proposal → invoice: by hand, or as the client accepts (ClientLinksService calls it). */
@Module({
  imports: [ProposalsModule, InvoicesModule],
  controllers: [ConversionController],
  providers: [ConversionService, ConversionResolver],
  exports: [ConversionService],
})
export class ConversionModule {}
