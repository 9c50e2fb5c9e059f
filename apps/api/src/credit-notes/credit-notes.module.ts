import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditNoteSendsModule } from './credit-note-sends';
import { InvoicesModule } from '../invoices/invoices.module';
import { NumberingModule } from '../documents/numbering/numbering.module';
import { PdfModule } from '../pdf/pdf.module';
import { CreditNote } from './credit-note.entity';
import { CreditNotesController } from './credit-notes.controller';
import { CreditNotesResolver } from './credit-notes.resolver';
import { CreditNotesService } from './credit-notes.service';

/** Credit notes against invoices; owns `credit_notes`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CreditNote]),
    InvoicesModule,
    NumberingModule,
    PdfModule,
    CreditNoteSendsModule,
  ],
  controllers: [CreditNotesController],
  providers: [CreditNotesService, CreditNotesResolver],
})
export class CreditNotesModule {}
