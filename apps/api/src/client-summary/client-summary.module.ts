import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientSummaryController } from './client-summary.controller';
import { ClientSummaryResolver } from './client-summary.resolver';
import { ClientSummaryService } from './client-summary.service';

/**
 * The client page: a client with the totals and activity of its documents. It reads invoices
 * through the fragments the invoices module exports, so it stands above clients and invoices
 * rather than inside clients, which invoices build on.
 */
@Module({
  imports: [ClientsModule],
  controllers: [ClientSummaryController],
  providers: [ClientSummaryService, ClientSummaryResolver],
})
export class ClientSummaryModule {}
