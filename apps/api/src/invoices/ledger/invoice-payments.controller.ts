import { PaymentMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { withLegacyId } from '../../documents/core/legacy-id';
import { ok } from '../../common/http/envelope';
import { InvoiceStore } from '../invoice-store';
import { PaymentInput, RefundInput } from './dto/payment.input';
import { InvoiceLedgerService } from './invoice-ledger.service';

const M = PaymentMessages;

/**
 * An invoice's payments: `/api/invoices/:id/payments`. A write answers the entry and the
 * invoice after it (its status, amountPaid and balanceDue), as the GraphQL mutations do.
 */
@Controller('invoices/:invoiceId/payments')
export class InvoicePaymentsController {
  constructor(
    private readonly ledger: InvoiceLedgerService,
    private readonly invoices: InvoiceStore,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Param('invoiceId') invoiceId: string) {
    return ok(await this.ledger.list(user.workspaceId, invoiceId), M.listed);
  }

  @Post()
  async record(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Body() input: PaymentInput,
  ) {
    const payment = await this.ledger.record(user, invoiceId, input);
    return ok({ payment, invoice: await this.invoice(user, invoiceId) }, M.recorded);
  }

  @Post(':paymentId/refund')
  async refund(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Param('paymentId') paymentId: string,
    @Body() input: RefundInput,
  ) {
    const payment = await this.ledger.refund(user, invoiceId, paymentId, input);
    return ok({ payment, invoice: await this.invoice(user, invoiceId) }, M.refunded);
  }

  @Delete(':paymentId')
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Param('paymentId') paymentId: string,
  ) {
    await this.ledger.remove(user, invoiceId, paymentId);
    return ok({ invoice: await this.invoice(user, invoiceId) }, M.deleted);
  }

  private async invoice(user: AuthUser, id: string) {
    return withLegacyId(await this.invoices.get(user.workspaceId, id));
  }
}
