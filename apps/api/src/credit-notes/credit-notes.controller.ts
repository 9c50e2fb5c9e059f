import { CreditNoteMessages } from '@dealdraft/domain';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { withLegacyId } from '../documents/core/legacy-id';
import { ok } from '../common/http/envelope';
import { ListPageQuery, NextPageLink, okPage, sliceRequest } from '../common/http/list-page';
import { CreditNotesService } from './credit-notes.service';
import { CreateCreditNoteInput } from './dto/create-credit-note.input';

const M = CreditNoteMessages;

/**
 * Credit notes: `/api/invoices/:invoiceId/credit-notes` lists and issues them (an issue answers
 * the note and the invoice after it); `/api/credit-notes/:id/pdf` and `/send` act on one.
 */
@Controller()
export class CreditNotesController {
  constructor(private readonly creditNotes: CreditNotesService) {}

  /** Oldest first; a page at a time with `?limit=&cursor=`. */
  @Get('invoices/:invoiceId/credit-notes')
  @NextPageLink()
  async list(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Query() query: ListPageQuery,
  ) {
    const page = sliceRequest(query);
    if (!page) return ok(await this.creditNotes.list(user.workspaceId, invoiceId), M.listed);
    return okPage(this.creditNotes.listSlice(user.workspaceId, invoiceId, page), M.listed);
  }

  @Post('invoices/:invoiceId/credit-notes')
  async create(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Body() input: CreateCreditNoteInput,
  ) {
    const { creditNote, invoice } = await this.creditNotes.create(user, invoiceId, input);
    return ok({ creditNote, invoice: withLegacyId(invoice) }, M.created);
  }

  @Get('credit-notes/:id/pdf')
  async pdf(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    const { pdf, filename } = await this.creditNotes.pdf(user, id);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: pdf.length,
    });
  }

  @Post('credit-notes/:id/send')
  @HttpCode(202)
  async send(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.creditNotes.send(user, id), M.queued);
  }
}
