import { ClientLinkMessages, OnlinePaymentMessages } from '@dealdraft/domain';
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
import { ClientIp } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { AcceptProposalInput, DeclineProposalInput } from './dto/client-answer.input';
import { ClientLinksService } from './client-links.service';
import { UserAgent } from '../evidence/user-agent.decorator';
import { xmlFile } from '../e-invoices/e-invoices.controller';

const M = ClientLinkMessages;

/** The client's side of a link: public on purpose, the token is the credential. */
@Public()
@Controller('client/:token')
export class ClientLinksController {
  constructor(private readonly links: ClientLinksService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async view(
    @Param('token') token: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ) {
    return ok(await this.links.view(token, ip, userAgent), M.fetched);
  }

  @Post('accept')
  @HttpCode(200)
  async accept(
    @Param('token') token: string,
    @ClientIp() ip: string,
    @Body() input: AcceptProposalInput,
    @UserAgent() userAgent: string | null,
  ) {
    return ok(
      await this.links.accept(token, ip, input.fullName, input.version, userAgent),
      M.accepted,
    );
  }

  @Post('decline')
  @HttpCode(200)
  async decline(
    @Param('token') token: string,
    @ClientIp() ip: string,
    @Body() input: DeclineProposalInput,
  ) {
    return ok(await this.links.decline(token, ip, input.reason ?? null, input.version), M.declined);
  }

  /** Pay now: where to send the browser (Stripe Checkout, or the simulated gateway). */
  @Post('pay')
  @HttpCode(200)
  async pay(@Param('token') token: string, @ClientIp() ip: string) {
    return ok(await this.links.pay(token, ip), OnlinePaymentMessages.started);
  }

  /** The invoice's e-invoice XML, when the page offers one (its `eInvoice`). */
  @Get('e-invoice')
  async eInvoice(@Param('token') token: string, @ClientIp() ip: string) {
    return xmlFile(await this.links.eInvoice(token, ip));
  }

  @Get('pdf')
  async pdf(@Param('token') token: string, @ClientIp() ip: string) {
    const { pdf, filename } = await this.links.pdf(token, ip);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: pdf.length,
    });
  }
}
