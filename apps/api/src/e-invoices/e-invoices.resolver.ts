import type { EInvoiceFormat } from '@dealdraft/domain';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { EInvoicesService } from './e-invoices.service';
import {
  EInvoiceFileModel,
  EInvoiceFormatEnum,
  EInvoiceReadinessModel,
} from './models/e-invoice.models';

@Resolver()
export class EInvoicesResolver {
  constructor(private readonly eInvoices: EInvoicesService) {}

  @Query(() => EInvoiceReadinessModel, {
    description:
      "What the invoice still lacks for its e-invoice setting (the client's, else the workspace's): each check names the rule, the field to fill and what to do.",
  })
  invoiceEInvoiceReadiness(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<EInvoiceReadinessModel> {
    return this.eInvoices.invoiceReadiness(user.workspaceId, id);
  }

  @Query(() => EInvoiceFileModel, {
    description:
      "The invoice's e-invoice XML in a format; refused with its checks when it would not pass.",
  })
  invoiceEInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('format', { type: () => EInvoiceFormatEnum }) format: EInvoiceFormat,
  ): Promise<EInvoiceFileModel> {
    return this.eInvoices.invoiceFile(user.workspaceId, id, format);
  }

  @Query(() => EInvoiceFileModel, {
    description:
      "A credit note's own e-invoice (381, referring to its invoice): in `format`, else its invoice's setting's.",
  })
  creditNoteEInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('format', { type: () => EInvoiceFormatEnum, nullable: true }) format?: EInvoiceFormat,
  ): Promise<EInvoiceFileModel> {
    return this.eInvoices.creditNoteFile(user.workspaceId, id, format ?? undefined);
  }
}
