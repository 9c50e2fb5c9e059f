import {
  ClientCreditMessages,
  CREDIT_REASON_TEXT,
  fromMinor,
  type ClientCreditStatus,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere } from 'typeorm';
import type { Actor } from '../../common/actor';
import { findOwned } from '../../common/owned';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '@dealdraft/domain';
import { InvoiceStore } from '../invoice-store';
import { InvoiceLedgerService } from '../ledger/invoice-ledger.service';
import { ClientCredit } from './client-credit.entity';
import { ClientCreditsFilter } from './dto/client-credit.input';
import { ClientCreditAppliedModel, ClientCreditModel } from './models/client-credit.model';

/** The list shows this many at most, newest first: credits are exceptions, not a ledger. */
const CREDITS_SHOWN = 100;

/**
 * Money clients paid online that could not be applied as planned: listed for the owner, who
 * applies it to an open invoice in its currency (a payment in that invoice's ledger) or refunds
 * it (gives it back outside the app: at Stripe for a card payment).
 */
@Injectable()
export class ClientCreditsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: InvoiceLedgerService,
    private readonly invoices: InvoiceStore,
    private readonly clock: Clock,
  ) {}

  async list(workspaceId: string, filter: ClientCreditsFilter = {}): Promise<ClientCreditModel[]> {
    const where: FindOptionsWhere<ClientCredit> = { workspaceId };
    if (filter.clientId) where.clientId = filter.clientId;
    if (filter.status) where.status = filter.status as ClientCreditStatus;
    const rows = await this.dataSource.manager.find(ClientCredit, {
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: CREDITS_SHOWN,
    });
    return rows.map(toCreditModel);
  }

  async apply(
    actor: Actor,
    creditId: string,
    invoiceId: string,
  ): Promise<ClientCreditAppliedModel> {
    const payment = await this.ledger.applyCredit(actor, creditId, invoiceId);
    return {
      payment,
      credit: await this.get(actor.workspaceId, creditId),
      invoice: await this.invoices.get(actor.workspaceId, invoiceId),
    };
  }

  /** The owner gave the money back (at Stripe for a card payment): the credit is closed. */
  async refund(actor: Actor, creditId: string): Promise<ClientCreditModel> {
    await this.dataSource.transaction(async (manager) => {
      const credit = await findOwned(
        manager,
        ClientCredit,
        actor.workspaceId,
        creditId,
        ClientCreditMessages.notFound,
        { lock: true },
      );
      if (credit.status !== 'unapplied')
        throw new AppError(ErrorCode.Conflict, ClientCreditMessages.notUnapplied(credit.status));
      await manager.update(
        ClientCredit,
        { id: credit.id },
        { status: 'refunded', resolvedById: actor.id, resolvedAt: this.clock.now() },
      );
    });
    return this.get(actor.workspaceId, creditId);
  }

  private async get(workspaceId: string, id: string): Promise<ClientCreditModel> {
    const credit = await findOwned(
      this.dataSource.manager,
      ClientCredit,
      workspaceId,
      id,
      ClientCreditMessages.notFound,
    );
    return toCreditModel(credit);
  }
}

export function toCreditModel(row: ClientCredit): ClientCreditModel {
  const currency = row.currency.trim();
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    currency,
    amount: fromMinor(row.amountMinor, currency),
    reason: row.reason,
    reasonText: CREDIT_REASON_TEXT[row.reason],
    status: row.status,
    receivedOn: row.receivedOn,
    appliedInvoiceId: row.appliedInvoiceId,
    createdAt: row.createdAt,
  };
}
