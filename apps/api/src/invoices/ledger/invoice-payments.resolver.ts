import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { UuidPipe } from '../../common/input/uuid';
import { InvoiceStore } from '../invoice-store';
import { InvoiceModel } from '../models/invoice.model';
import { PaymentInput, RefundInput } from './dto/payment.input';
import { InvoiceLedgerService } from './invoice-ledger.service';
import { PaymentModel, PaymentResultModel } from './models/payment.model';

@Resolver(() => PaymentModel)
export class InvoicePaymentsResolver {
  constructor(
    private readonly ledger: InvoiceLedgerService,
    private readonly invoices: InvoiceStore,
  ) {}

  @Query(() => [PaymentModel], { description: "An invoice's payments and refunds, oldest first." })
  invoicePayments(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
  ): Promise<PaymentModel[]> {
    return this.ledger.list(user.workspaceId, invoiceId);
  }

  @Mutation(() => PaymentResultModel, {
    description: 'Records a payment of part or all of the balance due; more is refused.',
  })
  async recordPayment(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
    @Args('input') input: PaymentInput,
  ): Promise<PaymentResultModel> {
    const payment = await this.ledger.record(user, invoiceId, input);
    return { payment, invoice: await this.invoices.get(user.workspaceId, invoiceId) };
  }

  @Mutation(() => PaymentResultModel, {
    description: 'Gives back part or all of what is left of a payment recorded by hand.',
  })
  async refundPayment(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
    @Args('paymentId', { type: () => ID }, new UuidPipe('paymentId')) paymentId: string,
    @Args('input') input: RefundInput,
  ): Promise<PaymentResultModel> {
    const payment = await this.ledger.refund(user, invoiceId, paymentId, input);
    return { payment, invoice: await this.invoices.get(user.workspaceId, invoiceId) };
  }

  @Mutation(() => InvoiceModel, {
    description:
      'Removes a payment or refund recorded by mistake (not an online payment, nor a payment with refunds); answers the invoice after it.',
  })
  async deletePayment(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
    @Args('paymentId', { type: () => ID }, new UuidPipe('paymentId')) paymentId: string,
  ): Promise<InvoiceModel> {
    await this.ledger.remove(user, invoiceId, paymentId);
    return this.invoices.get(user.workspaceId, invoiceId);
  }
}
