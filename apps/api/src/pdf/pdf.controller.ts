import { DocumentMessages, FieldCode } from '@dealdraft/domain';
import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { invalidField } from '../common/errors/validation';
import { Public } from '../common/http/public.decorator';
import { PdfLinkService } from './pdf-link.service';
import { PdfService, RenderedPdf } from './pdf.service';

/**
 * The spec posts the whole record; only its id is used, and the stored record of the signed-in
 * owner is what gets rendered (a body cannot smuggle content into a PDF). `?preview=1` renders
 * inline, marked "Trial preview", on any plan.
 */
@Controller('pdf')
export class PdfController {
  constructor(
    private readonly pdfs: PdfService,
    private readonly links: PdfLinkService,
  ) {}

  @Post('proposal')
  @HttpCode(200)
  async proposal(
    @CurrentUser() user: AuthUser,
    @Body() record: Record<string, unknown>,
    @Query('preview') preview?: string,
  ) {
    return toFile(await this.pdfs.render(user, 'proposal', recordId(record), isOn(preview)));
  }

  @Post('invoice')
  @HttpCode(200)
  async invoice(
    @CurrentUser() user: AuthUser,
    @Body() record: Record<string, unknown>,
    @Query('preview') preview?: string,
  ) {
    return toFile(await this.pdfs.render(user, 'invoice', recordId(record), isOn(preview)));
  }

  /** The short-lived signed link from the GraphQL `pdfLink` mutation; the token is the credential. */
  @Public()
  @Get('download')
  async download(@Query('token') token?: string) {
    return toFile(await this.pdfs.renderForLink(await this.links.verify(token)));
  }
}

function recordId(record: Record<string, unknown>): string {
  const id = record?.id ?? record?._id;
  if (typeof id !== 'string' || !id)
    throw invalidField('id', FieldCode.IdMissing, DocumentMessages.recordIdMissing);
  return id;
}

const isOn = (flag?: string) => flag === '1' || flag === 'true';

function toFile({ pdf, filename, inline }: RenderedPdf): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
    length: pdf.length,
  });
}
