import { PortalMessages } from '@dealdraft/domain';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ClientIp } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { AppConfig } from '../config/app-config';
import { xmlFile } from '../e-invoices/e-invoices.controller';
import type { RenderedPdf } from '../pdf/pdf.service';
import { PortalAddressInput, PortalLinkRequestInput, PortalSignInInput } from './dto/portal.inputs';
import {
  assertFromPortal,
  clearPortalCookie,
  portalCookie,
  setPortalCookie,
} from './portal-request';
import { PortalService } from './portal.service';

const M = PortalMessages;

/**
 * The client portal's api. Public to the app's guard on purpose: its credential is the portal
 * session cookie (HttpOnly, SameSite=Lax, path /api/portal), never a workspace session.
 */
@Public()
@Controller('portal')
export class PortalController {
  constructor(
    private readonly portal: PortalService,
    private readonly config: AppConfig,
  ) {}

  /** The sign-in page: the same 202 whether or not the address is a client's. */
  @Post('sign-in/request')
  @HttpCode(202)
  async request(
    @Req() req: Request,
    @ClientIp() ip: string,
    @Body() input: PortalLinkRequestInput,
  ) {
    assertFromPortal(req, this.config);
    await this.portal.requestByEmail(input.workspace, input.email, ip);
    return ok(null, M.linkRequested);
  }

  /** The e-mailed token for a session cookie, on the page's button (POST: scanners only GET). */
  @Post('sign-in')
  @HttpCode(200)
  async signIn(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @ClientIp() ip: string,
    @Body() input: PortalSignInInput,
  ) {
    assertFromPortal(req, this.config);
    const { session, workspaceId } = await this.portal.signIn(input.token, ip);
    setPortalCookie(res, this.config, session);
    return ok({ workspaceId }, M.signedIn);
  }

  @Post('sign-out')
  @HttpCode(200)
  async signOut(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @ClientIp() ip: string,
  ) {
    assertFromPortal(req, this.config);
    await this.portal.signOut(await this.portal.session(portalCookie(req), ip));
    clearPortalCookie(res, this.config);
    return ok(null, M.signedOut);
  }

  /** Everything the workspace sent this client, and the balance per currency. */
  @Get()
  async view(@Req() req: Request, @ClientIp() ip: string) {
    const session = await this.portal.session(portalCookie(req), ip);
    return ok(await this.portal.view(session), M.fetched);
  }

  @Put('billing-address')
  async address(@Req() req: Request, @ClientIp() ip: string, @Body() input: PortalAddressInput) {
    assertFromPortal(req, this.config);
    const session = await this.portal.session(portalCookie(req), ip);
    await this.portal.updateAddress(session, input);
    return ok((await this.portal.view(session)).client, M.addressUpdated);
  }

  @Post('invoices/:id/pay')
  @HttpCode(200)
  async pay(@Req() req: Request, @ClientIp() ip: string, @Param('id') id: string) {
    assertFromPortal(req, this.config);
    const session = await this.portal.session(portalCookie(req), ip);
    return ok(await this.portal.pay(session, id), M.fetched);
  }

  @Get('invoices/:id/pdf')
  async invoicePdf(@Req() req: Request, @ClientIp() ip: string, @Param('id') id: string) {
    const session = await this.portal.session(portalCookie(req), ip);
    return pdfFile(await this.portal.pdf(session, 'invoice', id));
  }

  @Get('invoices/:id/e-invoice')
  async eInvoice(@Req() req: Request, @ClientIp() ip: string, @Param('id') id: string) {
    const session = await this.portal.session(portalCookie(req), ip);
    return xmlFile(await this.portal.eInvoice(session, id));
  }

  @Get('proposals/:id/pdf')
  async proposalPdf(@Req() req: Request, @ClientIp() ip: string, @Param('id') id: string) {
    const session = await this.portal.session(portalCookie(req), ip);
    return pdfFile(await this.portal.pdf(session, 'proposal', id));
  }

  @Get('credit-notes/:id/pdf')
  async creditNotePdf(@Req() req: Request, @ClientIp() ip: string, @Param('id') id: string) {
    const session = await this.portal.session(portalCookie(req), ip);
    return pdfFile(await this.portal.creditNotePdf(session, id));
  }
}

/** A client page's "Email me a link to all my documents": to the e-mail on file, never typed. */
@Public()
@Controller('client/:token/portal-link')
export class ClientLinkPortalController {
  constructor(
    private readonly portal: PortalService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(202)
  async request(@Req() req: Request, @ClientIp() ip: string, @Param('token') token: string) {
    assertFromPortal(req, this.config);
    await this.portal.requestFromClientLink(token, ip);
    return ok(null, M.linkRequested);
  }
}

function pdfFile({ pdf, filename }: RenderedPdf): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${filename}"`,
    length: pdf.length,
  });
}
