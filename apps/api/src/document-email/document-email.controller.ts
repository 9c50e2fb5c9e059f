import { EmailSendMessages } from '@dealdraft/domain';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
} from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { SendEmailInput } from './dto/send-email.input';
import { DocumentEmailService } from './document-email.service';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

@Controller()
export class DocumentEmailController {
  constructor(private readonly email: DocumentEmailService) {}

  @Post('proposals/:id/send')
  @HttpCode(202)
  async sendProposal(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() edits: SendEmailInput,
  ) {
    return ok(
      await this.email.send(user, 'proposal', id, edits),
      EmailSendMessages.queued.proposal,
    );
  }

  @Post('invoices/:id/send')
  @HttpCode(202)
  async sendInvoice(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() edits: SendEmailInput,
  ) {
    return ok(await this.email.send(user, 'invoice', id, edits), EmailSendMessages.queued.invoice);
  }

  @Get('sends/:id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.email.get(user.workspaceId, id), 'E-mail fetched successfully');
  }

  /** The tracking pixel: always the same image, whether or not the token is known. */
  @Public()
  @Get('t/:file')
  @Header('Cache-Control', 'no-store, max-age=0')
  async pixel(@Param('file') file: string) {
    await this.email.recordOpen(file.replace(/\.gif$/, ''));
    return new StreamableFile(PIXEL, { type: 'image/gif', length: PIXEL.length });
  }
}
