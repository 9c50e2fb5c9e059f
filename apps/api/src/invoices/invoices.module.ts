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

@Module({
  imports: [
    TypeOrmModule.forFeature([Invoice]),
    WorkspacesModule,
    ClientsModule,
    NumberingModule,
    MoneyModule,
  ],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesResolver, RateLimiter, CreateLimit],
  exports: [InvoicesService],
})
export class InvoicesModule {}
