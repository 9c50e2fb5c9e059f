import {
  amountDue,
  checkCredit,
  checkPayment,
  checkRefund,
  ClientCreditMessages,
  CreditNoteMessages,
  type CreditReason,
  currencyMinorUnits,
  DocumentMessages,
  effectiveInvoiceStatus,
  ErrorCode,
  FieldCode,
  formatMinor,
  fromMinor,
  latestPaymentDate,
  ledgerTotals,
  PARTIALLY_PAID,
  paidLedger,
  PaymentMessages,
  refundableMinor,
  statusAfterLedger,
  todayIso,
  toMinor,
  type LedgerEntry,
  type LedgerStatus,
  type PaymentMethod,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { Actor } from '../../common/actor';
import { findOwned } from '../../common/owned';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors/app-error';
import { invalidField } from '../../common/errors/validation';
import { isUuid } from '../../common/input/uuid';
import { Invoice } from '../invoice.entity';
import { ClientCredit } from '../payment-sessions/client-credit.entity';
import { PaymentSession } from '../payment-sessions/payment-session.entity';
import { PaymentSessionsService } from '../payment-sessions/payment-sessions.service';
import { PaymentInput, RefundInput } from './dto/payment.input';
import { PaymentModel, type ReceiptStatus } from './models/payment.model';
import { Payment } from './payment.entity';
import { ReceiptQueue } from './receipt-queue';

const M = PaymentMessages;
const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/**
 * An invoice's paid and credited amounts, the deposit it deducts and its balance, in major
 * units, from its stored columns: the domain's amountDue, as every document states it.
 */
export function amountsDue(
  invoice: Pick<
    Invoice,
    'totalMinor' | 'paidMinor' | 'creditedMinor' | 'depositMinor' | 'currency'
  >,
) {
  const depositMinor = BigInt(invoice.depositMinor);
  const due = amountDue({
    totalMinor: BigInt(invoice.totalMinor),
    // credited_minor holds the deposit deducted too (migration Deposits): counted apart.
    creditedMinor: BigInt(invoice.creditedMinor) - depositMinor,
    deposit: { invoiceNumber: '', amountMinor: depositMinor },
    ledger: paidLedger(BigInt(invoice.paidMinor)),
  });
  return {
    amountPaid: fromMinor(due.paidMinor, invoice.currency),
    amountCredited: fromMinor(due.creditedMinor, invoice.currency),
    depositDeducted: fromMinor(due.deposit?.amountMinor ?? 0n, invoice.currency),
    balanceDue: fromMinor(due.balanceMinor, invoice.currency),
  };
}

/** What a credit note did to its invoice (InvoiceLedgerService.credit). */
export interface CreditApplied {
  /** The invoice, locked and updated: its credited amount and status. */
  invoice: Invoice;
  amountMinor: bigint;
}

/** What every ledger entry says besides its invoice and author. */
interface LedgerFields {
  amountMinor: bigint;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  note: string | null;
  refundOf: string | null;
  clientCreditId?: string | null;
}

/** A payment as a gateway reports it: minor units of `currency` (any case). */
export interface OnlineEntry {
  workspaceId: string;
  invoiceId: string;
  amountMinor: bigint;
  currency: string;
  /** The Checkout Session's id, or the simulated session's "sim_…". */
  objectId: string;
  paymentIntentId: string | null;
  paidOn: string;
}

/**
 * What an online payment's report did: its payment on the invoice, or the credit on the client
 * it became, whether this report recorded it, and the invoice's pages it closed (paid in full).
 */
export type OnlineRecorded =
  | { kind: 'payment'; paymentId: string; created: boolean; closed: PaymentSession[] }
  | { kind: 'credit'; credit: ClientCredit; created: boolean; closed: PaymentSession[] };

/** Who the client was and what they paid, when the invoice itself is gone. */
export interface OnlineFallback {
  clientName: string;
}

export interface OnlineRefund {
  workspaceId: string;
  refundId: string;
  paymentIntentId: string;
  amountMinor: bigint;
  paidOn: string;
}

/** The prefix of what the simulated gateway records: no Stripe holds that money. */
export const SIMULATED_OBJECT_PREFIX = 'sim_';

/** Paid through Stripe itself: refunds go through Stripe, which reports them back. */
function isStripeOnline(payment: Payment): boolean {
  return (
    payment.stripeObjectId !== null && !payment.stripeObjectId.startsWith(SIMULATED_OBJECT_PREFIX)
  );
}

/** The stored invoice as an update found it, before its new fields were saved. */
export interface InvoiceBefore {
  status: LedgerStatus;
  currency: string;
  dueDate: string | null;
}

/**
 * An invoice's payments ledger: payments, refunds, and the invoice's paid amount and
 * status that follow from them. Every change runs in one transaction that first locks the
 * invoice row, so two payments racing for one balance are judged one after the other and
 * `invoices.paid_minor` always equals the sum of the ledger. Credit notes (credit-notes/) reduce
 * the balance too: `invoices.credited_minor`, written here in the credit note's transaction. The rules themselves are
 * libs/domain's (payments.ts); this applies them to rows.
 */
@Injectable()
export class InvoiceLedgerService {
  private readonly logger = new Logger(InvoiceLedgerService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly receipts: ReceiptQueue,
    private readonly sessions: PaymentSessionsService,
  ) {}

  /** The invoice's ledger, oldest first; another workspace's invoice is not found. */
  async list(workspaceId: string, invoiceId: string): Promise<PaymentModel[]> {
    const invoice = await findOwned(
      this.dataSource.manager,
      Invoice,
      workspaceId,
      invoiceId,
      DocumentMessages.invoice.notFound,
    );
    const rows = await this.entries(this.dataSource.manager, invoice.id);
    const receipts = await this.receiptStatuses(rows);
    return rows.map((row) => toModel(row, rows, invoice.currency, receipts.get(row.id) ?? null));
  }

  /**
   * A payment of part or all of the balance. Its receipt goes to the client unless the input
   * says not to, queued once the payment is committed (the worker must find it).
   */
  async record(actor: Actor, invoiceId: string, input: PaymentInput): Promise<PaymentModel> {
    const payment = await this.dataSource.transaction(async (manager) => {
      const invoice = await this.lock(manager, actor.workspaceId, invoiceId);
      // A draft is not issued: the client owes nothing yet (its status would also stay draft).
      if (invoice.status === 'draft') throw conflict(M.draft);
      const amount = this.amountOf(input.amount, invoice.currency);
      const rows = await this.entries(manager, invoice.id);
      const refusal = checkPayment(totalsOf(invoice, rows), amount, invoice.currency);
      if (refusal) throw invalidField('amount', refusal.code, refusal.message);
      const payment = await this.insert(manager, actor, invoice, {
        amountMinor: amount,
        method: input.method ?? 'other',
        paidOn: this.paidOn(input.paidOn),
        reference: input.reference || null,
        note: input.note || null,
        refundOf: null,
      });
      await this.apply(manager, invoice, [...rows, payment]);
      return toModel(payment, [...rows, payment], invoice.currency, null);
    });
    if (input.sendReceipt !== false && (await this.receipts.queue(payment.id)))
      payment.receiptStatus = 'queued';
    return payment;
  }

  /**
   * A payment made online (Stripe Checkout, or the simulated gateway), recorded once per gateway
   * object however often and in whatever order it is reported: a second delivery finds the row
   * the first wrote (the unique keys, under the invoice's and the page's locks) and records
   * nothing. The money has moved, so it is never dropped: when it cannot be applied as the page
   * planned (the invoice deleted, its currency or total changed, paid in the meantime, or the
   * page closed), it is kept as a credit on the client for the owner to apply or refund.
   */
  recordOnline(entry: OnlineEntry, fallback: OnlineFallback): Promise<OnlineRecorded> {
    return this.dataSource.transaction(async (manager) => {
      // The invoice first, then its page: the order closing the pages keeps.
      const invoice = isUuid(entry.invoiceId)
        ? await manager.findOne(Invoice, {
            where: { id: entry.invoiceId, workspaceId: entry.workspaceId },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
      const session = await manager.findOne(PaymentSession, {
        where: { workspaceId: entry.workspaceId, gatewaySessionId: entry.objectId },
        lock: { mode: 'pessimistic_write' },
      });
      const recorded = await manager.findOneBy(Payment, {
        workspaceId: entry.workspaceId,
        stripeObjectId: entry.objectId,
      });
      if (recorded) return { kind: 'payment', paymentId: recorded.id, created: false, closed: [] };
      const credited = await manager.findOneBy(ClientCredit, {
        workspaceId: entry.workspaceId,
        gatewayObjectId: entry.objectId,
      });
      if (credited) return { kind: 'credit', credit: credited, created: false, closed: [] };
      if (session?.status === 'open')
        await manager.update(PaymentSession, { id: session.id }, { status: 'completed' });

      const rows = invoice ? await this.entries(manager, invoice.id) : [];
      const reason = unappliedReason(invoice, session, entry, rows);
      if (reason) {
        const credit = await this.keepAsCredit(
          manager,
          entry,
          reason,
          invoice ?? session,
          fallback,
        );
        return { kind: 'credit', ...credit, closed: [] };
      }
      const id = await this.insertOnline(manager, invoice!, {
        amountMinor: entry.amountMinor,
        method: 'card',
        paidOn: entry.paidOn,
        reference: entry.paymentIntentId,
        note: null,
        refundOf: null,
        stripeObjectId: entry.objectId,
        stripePaymentIntentId: entry.paymentIntentId,
      });
      if (!id) throw new Error(`Online payment ${entry.objectId} neither inserted nor found`);
      const closed = await this.apply(manager, invoice!, await this.entries(manager, invoice!.id));
      return { kind: 'payment', paymentId: id, created: true, closed };
    });
  }

  /** The credit for a payment that cannot be applied, once per gateway object. */
  private async keepAsCredit(
    manager: EntityManager,
    entry: OnlineEntry,
    reason: CreditReason,
    about: Pick<Invoice, 'clientId' | 'clientName' | 'invoiceNumber'> | null,
    fallback: OnlineFallback,
  ): Promise<{ credit: ClientCredit; created: boolean }> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ClientCredit)
      .values({
        workspaceId: entry.workspaceId,
        clientId: about?.clientId ?? null,
        clientName: about?.clientName ?? fallback.clientName,
        invoiceId: isUuid(entry.invoiceId) ? entry.invoiceId : null,
        invoiceNumber: about?.invoiceNumber ?? '',
        currency: entry.currency.toUpperCase(),
        amountMinor: entry.amountMinor.toString(),
        reason,
        gatewayObjectId: entry.objectId,
        paymentIntentId: entry.paymentIntentId,
        receivedOn: entry.paidOn,
        status: 'unapplied',
      })
      .orIgnore()
      .returning('id')
      .execute();
    const created = (result.raw as { id: string }[]).length > 0;
    this.logger.warn(
      { invoiceId: entry.invoiceId, object: entry.objectId, reason },
      'Online payment kept as a credit on the client',
    );
    const credit = await manager.findOneByOrFail(ClientCredit, {
      workspaceId: entry.workspaceId,
      gatewayObjectId: entry.objectId,
    });
    return { credit, created };
  }

  /**
   * The owner applies a client's credit to an open invoice in its currency: a payment in the
   * ledger naming the credit, so every balance counts it, for at most the balance due.
   */
  async applyCredit(actor: Actor, creditId: string, invoiceId: string): Promise<PaymentModel> {
    return this.dataSource.transaction(async (manager) => {
      const invoice = await this.lock(manager, actor.workspaceId, invoiceId);
      const credit = await findOwned(
        manager,
        ClientCredit,
        actor.workspaceId,
        creditId,
        ClientCreditMessages.notFound,
        { lock: true },
      );
      if (credit.status !== 'unapplied')
        throw conflict(ClientCreditMessages.notUnapplied(credit.status));
      if (invoice.currency.trim() !== credit.currency.trim())
        throw invalidField(
          'invoiceId',
          FieldCode.CurrencyMismatch,
          ClientCreditMessages.currencyMismatch(credit.currency, invoice.currency.trim()),
        );
      const notOpen = () =>
        invalidField('invoiceId', FieldCode.InvoiceNotOpen, ClientCreditMessages.notOpen);
      if (invoice.status === 'draft') throw notOpen();
      const rows = await this.entries(manager, invoice.id);
      const totals = totalsOf(invoice, rows);
      const amount = BigInt(credit.amountMinor);
      if (totals.balanceMinor === 0n) throw notOpen();
      if (amount > totals.balanceMinor)
        throw invalidField(
          'invoiceId',
          FieldCode.OverBalance,
          ClientCreditMessages.moreThanDue(formatMinor(totals.balanceMinor, invoice.currency)),
        );
      const payment = await this.insert(manager, actor, invoice, {
        amountMinor: amount,
        method: 'card',
        paidOn: todayIso(this.clock.now()),
        reference: credit.paymentIntentId,
        note: ClientCreditMessages.paymentNote(credit.invoiceNumber),
        refundOf: null,
        clientCreditId: credit.id,
      });
      await manager.update(
        ClientCredit,
        { id: credit.id },
        {
          status: 'applied',
          appliedInvoiceId: invoice.id,
          resolvedById: actor.id,
          resolvedAt: this.clock.now(),
        },
      );
      await this.apply(manager, invoice, [...rows, payment]);
      return toModel(payment, [...rows, payment], invoice.currency, null);
    });
  }

  /**
   * A refund Stripe reports for an online payment (named by its PaymentIntent), once per refund.
   * 'unknown' when that payment is not recorded yet: Stripe reports the payment too, maybe
   * later, and delivers this again until it is answered with success.
   */
  recordOnlineRefund(entry: OnlineRefund): Promise<string | null | 'unknown'> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: {
          workspaceId: entry.workspaceId,
          stripePaymentIntentId: entry.paymentIntentId,
          refundOf: IsNull(),
        },
      });
      if (!payment) {
        // A credit's money given back at Stripe: the credit is refunded, nothing to record.
        const [, refunded]: [unknown, number] = await manager.query(
          `UPDATE client_credits SET status = 'refunded', resolved_at = now()
            WHERE workspace_id = $1 AND payment_intent_id = $2 AND status = 'unapplied'`,
          [entry.workspaceId, entry.paymentIntentId],
        );
        const credit = await manager.findOneBy(ClientCredit, {
          workspaceId: entry.workspaceId,
          paymentIntentId: entry.paymentIntentId,
        });
        return credit ? (refunded ? credit.id : null) : 'unknown';
      }
      const invoice = await this.lock(manager, entry.workspaceId, payment.invoiceId);
      const id = await this.insertOnline(manager, invoice, {
        amountMinor: -entry.amountMinor,
        method: payment.method,
        paidOn: entry.paidOn,
        reference: entry.refundId,
        note: null,
        refundOf: payment.id,
        stripeObjectId: entry.refundId,
        stripePaymentIntentId: entry.paymentIntentId,
      });
      if (id) await this.apply(manager, invoice, await this.entries(manager, invoice.id));
      return id;
    });
  }

  /** Gives back part or all of what is left of a payment (recorded by hand, not online). */
  refund(
    actor: Actor,
    invoiceId: string,
    paymentId: string,
    input: RefundInput,
  ): Promise<PaymentModel> {
    return this.dataSource.transaction(async (manager) => {
      const invoice = await this.lock(manager, actor.workspaceId, invoiceId);
      const rows = await this.entries(manager, invoice.id);
      const payment = found(rows, paymentId);
      if (isStripeOnline(payment)) throw conflict(M.refundOnline);
      const left = refundableMinor(entryOf(payment), rows.map(entryOf));
      if (left === 0n && payment.refundOf === null) throw conflict(M.refundedInFull);
      const amount = this.amountOf(input.amount, invoice.currency);
      const refusal = checkRefund(entryOf(payment), rows.map(entryOf), amount, invoice.currency);
      if (refusal) throw invalidField('amount', refusal.code, refusal.message);
      const refund = await this.insert(manager, actor, invoice, {
        amountMinor: -amount,
        method: payment.method,
        paidOn: this.paidOn(input.paidOn),
        reference: input.reference || null,
        note: input.note || null,
        refundOf: payment.id,
      });
      await this.apply(manager, invoice, [...rows, refund]);
      return toModel(refund, [...rows, refund], invoice.currency, null);
    });
  }

  /**
   * Removes an entry recorded by mistake: a refund, or a payment without refunds. Online
   * payments stay (Stripe holds the money; a refund there is the way back).
   */
  async remove(actor: Actor, invoiceId: string, paymentId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const invoice = await this.lock(manager, actor.workspaceId, invoiceId);
      const rows = await this.entries(manager, invoice.id);
      const entry = found(rows, paymentId);
      if (isStripeOnline(entry)) throw conflict(M.deleteCardPayment);
      if (rows.some((row) => row.refundOf === entry.id)) throw conflict(M.deleteWithRefunds);
      await manager.delete(Payment, { id: entry.id, workspaceId: actor.workspaceId });
      // A credit applied by mistake goes back to the client, unapplied: the money stays known.
      if (entry.clientCreditId)
        await manager.update(
          ClientCredit,
          { id: entry.clientCreditId },
          { status: 'unapplied', appliedInvoiceId: null, resolvedById: null, resolvedAt: null },
        );
      await this.apply(
        manager,
        invoice,
        rows.filter((row) => row.id !== entry.id),
      );
    });
  }

  /**
   * A credit note against the invoice, in the credit-notes module's transaction: locks the
   * invoice, refuses a draft and more than the balance due (naming it, as an overpayment is),
   * then writes the credited amount and the status that follows (a note for the whole balance
   * settles the invoice: paid, nothing due). The caller inserts the credit note itself in the same transaction.
   */
  async credit(
    manager: EntityManager,
    workspaceId: string,
    invoiceId: string,
    amount: number,
  ): Promise<CreditApplied> {
    const invoice = await this.lock(manager, workspaceId, invoiceId);
    if (invoice.status === 'draft') throw conflict(CreditNoteMessages.draft);
    const rows = await this.entries(manager, invoice.id);
    const totals = totalsOf(invoice, rows);
    const amountMinor = this.amountOf(amount, invoice.currency);
    const refusal = checkCredit(totals, amountMinor, invoice.currency);
    if (refusal) throw invalidField('amount', refusal.code, refusal.message);
    invoice.creditedMinor = (BigInt(invoice.creditedMinor) + amountMinor).toString();
    await manager.update(Invoice, { id: invoice.id }, { creditedMinor: invoice.creditedMinor });
    await this.apply(manager, invoice, rows);
    return { invoice, amountMinor };
  }

  /**
   * The status an invoice takes when it is created or updated, in the write's transaction after
   * its fields were saved (DocumentStore's afterSave). Choosing "paid" records a payment for the
   * balance; once payments exist the status follows them, and the total may not drop below what
   * was paid nor the currency change under them.
   */
  async settleWrite(
    manager: EntityManager,
    actor: Actor,
    invoice: Invoice,
    requested: LedgerStatus,
    before: InvoiceBefore | null,
  ): Promise<void> {
    const paid = BigInt(invoice.paidMinor);
    const credited = BigInt(invoice.creditedMinor);
    const currencyLocked = (message: string) =>
      invalidField('currency', FieldCode.CurrencyLocked, message);
    if (before && paid > 0n && invoice.currency !== before.currency)
      throw currencyLocked(M.currencyWithPayments(before.currency));
    if (before && credited > 0n && invoice.currency !== before.currency)
      throw currencyLocked(CreditNoteMessages.currencyWithCredits(before.currency));
    if (BigInt(invoice.totalMinor) < paid + credited)
      throw invalidField(
        'lineItems',
        FieldCode.TotalBelowSettled,
        credited > 0n
          ? CreditNoteMessages.totalBelowSettled(formatMinor(paid + credited, invoice.currency))
          : M.totalBelowPaid(formatMinor(paid, invoice.currency)),
      );
    const net = netPaid(paid);
    const totals = ledgerTotals(BigInt(invoice.totalMinor), net, credited);
    const today = todayIso(this.clock.now());
    const asBefore =
      before !== null &&
      (requested === before.status ||
        requested === effectiveInvoiceStatus(before.status, before.dueDate, today));

    // No receipt for this one: "paid" in the status select is the spec's shortcut, chosen in
    // the invoice form; a payment that should reach the client with a receipt is recorded in
    // the payments panel, which asks.
    if (requested === 'paid' && before?.status !== 'paid' && totals.balanceMinor > 0n) {
      const payment = await this.insert(manager, actor, invoice, {
        amountMinor: totals.balanceMinor,
        method: 'other',
        paidOn: today,
        reference: null,
        note: M.markedPaidNote,
        refundOf: null,
      });
      await this.apply(manager, invoice, [...net, entryOf(payment)]);
      return;
    }
    let status: LedgerStatus;
    if (asBefore) {
      // A draft is not issued yet: a deposit deducted from it waits for it to be sent.
      status = before.status === 'draft' ? 'draft' : statusAfterLedger(before.status, totals);
    } else if (paid + credited > 0n) {
      status = statusAfterLedger(requested, totals);
      // Sending a draft issues it, with the status its ledger gives (a deposit deducted).
      const issuing =
        before?.status === 'draft' && (requested === 'sent' || requested === 'overdue');
      if (
        !issuing &&
        requested !== status &&
        requested !== effectiveInvoiceStatus(status, invoice.dueDate, today)
      )
        throw invalidField('status', FieldCode.StatusFollowsPayments, M.statusFollowsPayments);
    } else if (requested === PARTIALLY_PAID) {
      throw invalidField('status', FieldCode.PartiallyPaidByHand, M.partiallyPaidByHand);
    } else {
      status = requested;
    }
    if (status !== invoice.status) {
      await manager.update(Invoice, { id: invoice.id }, { status });
      invoice.status = status;
    }
  }

  private async lock(manager: EntityManager, workspaceId: string, invoiceId: string) {
    return findOwned(manager, Invoice, workspaceId, invoiceId, DocumentMessages.invoice.notFound, {
      lock: true,
    });
  }

  /** Inserts unless the Stripe object is already recorded; answers the new id, or null. */
  private async insertOnline(
    manager: EntityManager,
    invoice: Invoice,
    entry: LedgerFields & { stripeObjectId: string; stripePaymentIntentId: string | null },
  ): Promise<string | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Payment)
      .values({
        ...entry,
        amountMinor: entry.amountMinor.toString(),
        workspaceId: invoice.workspaceId,
        invoiceId: invoice.id,
        createdById: null,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const [row] = result.raw as { id: string }[];
    return row?.id ?? null;
  }

  /** Each payment's receipt status, from `payment_receipts` (ReceiptMail keeps it). */
  private async receiptStatuses(rows: Payment[]): Promise<Map<string, ReceiptStatus>> {
    const payments = rows.filter((row) => row.refundOf === null).map((row) => row.id);
    if (!payments.length) return new Map();
    const receipts: { payment_id: string; status: ReceiptStatus }[] = await this.dataSource.query(
      'SELECT payment_id, status FROM payment_receipts WHERE payment_id = ANY($1::uuid[])',
      [payments],
    );
    return new Map(receipts.map((receipt) => [receipt.payment_id, receipt.status]));
  }

  private entries(manager: EntityManager, invoiceId: string): Promise<Payment[]> {
    return manager.find(Payment, { where: { invoiceId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** `amount` in minor units of the currency, refused on `amount` when it has too many decimals. */
  private amountOf(amount: number, currency: string): bigint {
    const minor = toMinor(amount, currency);
    if (minor === null)
      throw invalidField(
        'amount',
        FieldCode.TooManyDecimals,
        M.amountDecimals(currency, currencyMinorUnits(currency)),
      );
    return minor;
  }

  private paidOn(given: string | null | undefined): string {
    const today = todayIso(this.clock.now());
    if (!given) return today;
    if (given > latestPaymentDate(today))
      throw invalidField('paidOn', FieldCode.DateInFuture, M.dateInFuture);
    return given;
  }

  private insert(
    manager: EntityManager,
    actor: Actor,
    invoice: Invoice,
    entry: LedgerFields,
  ): Promise<Payment> {
    return manager.save(
      manager.create(Payment, {
        ...entry,
        amountMinor: entry.amountMinor.toString(),
        workspaceId: invoice.workspaceId,
        invoiceId: invoice.id,
        createdById: actor.id,
      }),
    );
  }

  /**
   * Writes what the ledger now says on the invoice: the paid amount and the status, the
   * invoice's credit notes counted (its `creditedMinor` as locked).
   */
  private async apply(
    manager: EntityManager,
    invoice: Invoice,
    rows: readonly (Payment | LedgerEntry)[],
  ): Promise<PaymentSession[]> {
    const entries = rows.map((row) => (row instanceof Payment ? entryOf(row) : row));
    const totals = ledgerTotals(BigInt(invoice.totalMinor), entries, BigInt(invoice.creditedMinor));
    const status = statusAfterLedger(invoice.status, totals);
    const paidMinor = (totals.receivedMinor - totals.refundedMinor).toString();
    await manager.update(Invoice, { id: invoice.id }, { status, paidMinor });
    Object.assign(invoice, { status, paidMinor });
    // A deposit invoice's payments are deducted from its proposal's final invoice.
    if (invoice.depositForProposalId) await this.deductDeposit(manager, invoice);
    // Paid in full, however: no page may take the balance again.
    return status === 'paid' ? this.sessions.expireOpen(manager, invoice.id) : [];
  }

  /**
   * Each final invoice that names `deposit` as its deposit invoice deducts what is now paid on
   * it, in the transaction that changed the deposit's payments or made the final
   * invoice. Locks go deposit first, then final, in both, so they cannot deadlock, and a payment
   * racing the final invoice's creation is deducted by whichever commits second.
   */
  async deductDeposit(
    manager: EntityManager,
    deposit: Pick<Invoice, 'id' | 'paidMinor'>,
  ): Promise<void> {
    const finals = await manager.find(Invoice, {
      where: { depositInvoiceId: deposit.id },
      lock: { mode: 'pessimistic_write' },
    });
    for (const final of finals) await this.deduct(manager, final, BigInt(deposit.paidMinor));
  }

  /**
   * A new final invoice of a proposal that has a deposit invoice: locks the deposit invoice
   * (the order `deductDeposit` keeps) and deducts what is paid on it so far.
   */
  async deductDepositInto(manager: EntityManager, final: Invoice): Promise<void> {
    if (!final.depositInvoiceId) return;
    const deposit = await manager.findOne(Invoice, {
      where: { id: final.depositInvoiceId, workspaceId: final.workspaceId },
      lock: { mode: 'pessimistic_write' },
    });
    if (deposit) await this.deduct(manager, final, BigInt(deposit.paidMinor));
  }

  /**
   * Sets what the deposit deducts on `final`: what is paid on the deposit, at most what the
   * final invoice still asks before it; it counts in `credited_minor` beside the credit notes,
   * so every balance takes it in. A draft stays a draft until it is sent.
   */
  private async deduct(manager: EntityManager, final: Invoice, depositPaid: bigint) {
    const total = BigInt(final.totalMinor);
    const paid = BigInt(final.paidMinor);
    const creditNotes = BigInt(final.creditedMinor) - BigInt(final.depositMinor);
    const room = total - paid - creditNotes;
    const deducted = depositPaid < room ? depositPaid : room > 0n ? room : 0n;
    const creditedMinor = (creditNotes + deducted).toString();
    const net = netPaid(paid);
    const totals = ledgerTotals(total, net, creditNotes + deducted);
    const status = final.status === 'draft' ? 'draft' : statusAfterLedger(final.status, totals);
    const depositMinor = deducted.toString();
    await manager.update(Invoice, { id: final.id }, { depositMinor, creditedMinor, status });
    Object.assign(final, { depositMinor, creditedMinor, status });
  }
}

/**
 * What is paid on an invoice, as one ledger entry: the status and balance rules need only the
 * net amount, where a write does not read every entry.
 */
function netPaid(paid: bigint): LedgerEntry[] {
  return paid > 0n ? [{ id: 'paid', amountMinor: paid, refundOf: null }] : [];
}

/**
 * Why an online payment cannot be applied as its page planned, or null: the invoice gone, its
 * currency or total changed since the page opened, less due than was paid, or the page closed.
 */
function unappliedReason(
  invoice: Invoice | null,
  session: PaymentSession | null,
  entry: OnlineEntry,
  rows: Payment[],
): CreditReason | null {
  if (!invoice) return 'invoice_deleted';
  if (invoice.currency.trim() !== entry.currency.toUpperCase()) return 'currency_changed';
  if (session && session.invoiceTotalMinor !== invoice.totalMinor) return 'total_changed';
  if (entry.amountMinor > totalsOf(invoice, rows).balanceMinor) return 'already_paid';
  if (session?.status === 'expired') return 'page_closed';
  return null;
}

function entryOf(row: Payment): LedgerEntry {
  return { id: row.id, amountMinor: BigInt(row.amountMinor), refundOf: row.refundOf };
}

function totalsOf(invoice: Invoice, rows: Payment[]) {
  return ledgerTotals(BigInt(invoice.totalMinor), rows.map(entryOf), BigInt(invoice.creditedMinor));
}

function found(rows: Payment[], id: string): Payment {
  const row = isUuid(id) ? rows.find((candidate) => candidate.id === id) : undefined;
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

function toModel(
  row: Payment,
  rows: Payment[],
  currency: string,
  receiptStatus: ReceiptStatus | null,
): PaymentModel {
  const amount = BigInt(row.amountMinor);
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amount: fromMinor(amount, currency),
    method: row.method,
    paidOn: row.paidOn,
    reference: row.reference,
    note: row.note,
    refundOf: row.refundOf,
    refundable: row.refundOf
      ? 0
      : fromMinor(refundableMinor(entryOf(row), rows.map(entryOf)), currency),
    online: row.stripeObjectId !== null,
    receiptStatus,
    createdById: row.createdById,
    createdAt: row.createdAt,
  };
}
