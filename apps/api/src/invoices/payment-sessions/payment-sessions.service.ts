import {
  DocumentMessages,
  ErrorCode,
  FieldCode,
  PAYMENT_SESSION_TTL_MS,
  PaymentMessages,
  PaymentSessionMessages,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { findOwned } from '../../common/owned';
import { AppError } from '../../common/errors/app-error';
import { refusedField } from '../../common/errors/validation';
import { Invoice } from '../invoice.entity';
import { PaymentSession } from './payment-session.entity';

/** A page just opened: its row, and the balance it asks for. */
export interface OpenedSession {
  session: PaymentSession;
  amountMinor: bigint;
}

/**
 * The pages opened for clients to pay invoices. While one is open the invoice keeps its
 * currency and total and is not deleted (409 PAYMENT_SESSION_OPEN), so what the client pays is
 * what the invoice asks; the owner can close them. The gateways themselves (Stripe, the test
 * page) are the payments module's: this keeps the rows.
 */
@Injectable()
export class PaymentSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * A page's row for the invoice's balance, written under the invoice's lock: an edit racing it
   * either commits first (and the page asks the new balance) or finds the page open.
   */
  open(
    workspaceId: string,
    invoiceId: string,
    gateway: PaymentSession['gateway'],
  ): Promise<OpenedSession> {
    return this.dataSource.transaction(async (manager) => {
      const invoice = await findOwned(
        manager,
        Invoice,
        workspaceId,
        invoiceId,
        DocumentMessages.invoice.notFound,
        { lock: true },
      );
      const balance =
        BigInt(invoice.totalMinor) - BigInt(invoice.creditedMinor) - BigInt(invoice.paidMinor);
      if (balance <= 0n) throw new AppError(ErrorCode.Conflict, PaymentMessages.nothingDue);
      const session = await manager.save(
        manager.create(PaymentSession, {
          workspaceId,
          invoiceId,
          invoiceNumber: invoice.invoiceNumber,
          clientId: invoice.clientId,
          clientName: invoice.clientName,
          gateway,
          gatewaySessionId: null,
          currency: invoice.currency.trim(),
          amountMinor: balance.toString(),
          invoiceTotalMinor: invoice.totalMinor,
          status: 'open',
          expiresAt: new Date(this.clock.now().getTime() + PAYMENT_SESSION_TTL_MS),
        }),
      );
      return { session, amountMinor: balance };
    });
  }

  /** The gateway's id for the page, once the gateway made it. */
  async attach(sessionId: string, gatewaySessionId: string): Promise<void> {
    await this.dataSource.manager.update(PaymentSession, { id: sessionId }, { gatewaySessionId });
  }

  /** The gateway could not make the page: nothing can be paid on it. */
  async abandon(sessionId: string): Promise<void> {
    await this.dataSource.manager.update(
      PaymentSession,
      { id: sessionId, status: 'open' },
      { status: 'expired', closedAt: this.clock.now() },
    );
  }

  /** The page as the test gateway's Pay button finds it, or null. */
  find(workspaceId: string, gatewaySessionId: string): Promise<PaymentSession | null> {
    return this.dataSource.manager.findOneBy(PaymentSession, { workspaceId, gatewaySessionId });
  }

  /**
   * Refuses, naming the open page, a change to an invoice that a client may be paying: in the
   * change's transaction, after the invoice row is locked or written.
   */
  async assertNoneOpen(
    manager: EntityManager,
    invoice: Pick<Invoice, 'id' | 'invoiceNumber'>,
  ): Promise<void> {
    const [open]: { id: string }[] = await manager.query(
      `SELECT id FROM payment_sessions
        WHERE invoice_id = $1 AND status = 'open' AND expires_at > $2 LIMIT 1`,
      [invoice.id, this.clock.now()],
    );
    if (open)
      throw refusedField(
        ErrorCode.PaymentSessionOpen,
        'invoice',
        FieldCode.PaymentSessionOpen,
        PaymentSessionMessages.open(invoice.invoiceNumber),
      );
  }

  /**
   * The owner closes the invoice's open pages: they are expired here at once (a payment made on
   * one after this is kept as a credit), and answered so the gateway expires them too.
   */
  close(workspaceId: string, invoiceId: string): Promise<PaymentSession[]> {
    return this.dataSource.transaction(async (manager) => {
      const invoice = await findOwned(
        manager,
        Invoice,
        workspaceId,
        invoiceId,
        DocumentMessages.invoice.notFound,
        { lock: true },
      );
      return this.expireOpen(manager, invoice.id);
    });
  }

  /** Expires the invoice's open pages in the caller's transaction; answers them. */
  async expireOpen(manager: EntityManager, invoiceId: string): Promise<PaymentSession[]> {
    const closed = await manager
      .createQueryBuilder()
      .update(PaymentSession)
      .set({ status: 'expired', closedAt: this.clock.now() })
      .where("invoice_id = :invoiceId AND status = 'open'", { invoiceId })
      .returning('*')
      .execute();
    return (closed.raw as Record<string, unknown>[]).map((row) =>
      manager.create(PaymentSession, {
        id: row.id as string,
        workspaceId: row.workspace_id as string,
        invoiceId: row.invoice_id as string,
        gateway: row.gateway as PaymentSession['gateway'],
        gatewaySessionId: row.gateway_session_id as string | null,
      }),
    );
  }

  /** How many pages are open on each invoice (the invoice screen offers to close them). */
  async openCount(invoiceId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM payment_sessions
        WHERE invoice_id = $1 AND status = 'open' AND expires_at > $2`,
      [invoiceId, this.clock.now()],
    );
    return row.count;
  }
}
