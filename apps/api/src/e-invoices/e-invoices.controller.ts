import { EInvoiceMessages } from '@dealdraft/domain';
import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { EInvoicesService, type EInvoiceFile } from './e-invoices.service';

/**
 * An invoice's or credit note's e-invoice XML (`?format=factur-x|xrechnung-cii|xrechnung-ubl|peppol`,
 * else the setting's), and what an invoice still lacks for its setting.
 */
@Controller()
export class EInvoicesController {
  constructor(private readonly eInvoices: EInvoicesService) {}

  @Get('invoices/:id/e-invoice')
  async invoice(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query('format') format?: string,
  ) {
    return xmlFile(await this.eInvoices.invoiceFile(user.workspaceId, id, format));
  }

  @Get('invoices/:id/e-invoice/readiness')
  async readiness(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(
      await this.eInvoices.invoiceReadiness(user.workspaceId, id),
      EInvoiceMessages.readinessFetched,
    );
  }

  @Get('credit-notes/:id/e-invoice')
  async creditNote(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query('format') format?: string,
  ) {
    return xmlFile(await this.eInvoices.creditNoteFile(user.workspaceId, id, format));
  }
}

/** The XML as an attachment named "<number>-<format>.xml". */
export function xmlFile({ xml, filename, contentType }: EInvoiceFile): StreamableFile {
  const bytes = Buffer.from(xml, 'utf8');
  return new StreamableFile(bytes, {
    type: `${contentType}; charset=utf-8`,
    disposition: `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`,
    length: bytes.length,
  });
}
