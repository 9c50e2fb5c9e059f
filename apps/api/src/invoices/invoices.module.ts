import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentActivityService } from '../common/documents/document-activity';
import { UsageService } from '../common/documents/usage.service';
import { Invoice } from './invoice.entity';
import { InvoicesController } from './invoices.controller';
import { InvoicesResolver } from './invoices.resolver';
import { InvoicesService } from './invoices.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invoice])],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesResolver, UsageService, DocumentActivityService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
