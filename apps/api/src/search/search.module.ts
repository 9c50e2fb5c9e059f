import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { SearchResolver } from './search.resolver';

@Module({
  imports: [ProposalsModule, InvoicesModule],
  providers: [SearchResolver],
})
export class SearchModule {}
