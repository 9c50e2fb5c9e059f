import {
  ErrorCode,
  formatMinor,
  fromMinor,
  onlinePaymentNotice,
  OnlinePaymentMessages,
  PaymentSessionMessages,
  todayIso,
  unappliedPaymentNotice,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { newStripe } from '../common/stripe/new-stripe';
import { AppConfig } from '../config/app-config';
import { InvoiceStore } from '../invoices/invoice-store';
import {
  InvoiceLedgerService,
  SIMULATED_OBJECT_PREFIX,
  type OnlineRecorded,
} from '../invoices/ledger/invoice-ledger.service';
import { NotificationsService } from '../notifications/notifications.service';
import { LiveEvents } from '../live/live-events';
import { ActivityKind } from '../live/models/activity-event.model';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { ReceiptQueue } from '../invoices/ledger/receipt-queue';
import type { PaymentSession } from '../invoices/payment-sessions/payment-session.entity';
import { PaymentSessionsService } from '../invoices/payment-sessions/payment-sessions.service';
import { PaymentAccount } from './payment-account.entity';
import { PaymentKeySealer } from './payment-key-sealer';
import { SimulatedInvoicePayments } from './simulated-invoice-payments';

const M = OnlinePaymentMessages;
/** Stripe's metadata keys on the sessions we create: the webhook finds the invoice by them. */
const META = {
  kind: 'dealdraft_kind',
  workspace: 'dealdraft_workspace',
  invoice: 'dealdraft_invoice',
};
const KIND = 'invoice_payment';
/** The web page of the simulated gateway (apps/web). */
const SIMULATED_PAGE = '/pay/simulated';

/** How the client can pay an invoice online, as the client page shows it. */
export interface PayOptions {
  canPayOnline: boolean;
  /** The gateway is the app's own test page: no money moves. */
  simulated: boolean;
}

/**
 * The client pays an invoice by card: Stripe Checkout in payment mode on the
 * workspace's own account, for the balance due; Stripe's webhooks to the workspace's own
 * endpoint record the payment (and its refunds) in the ledger once. Without keys, outside
 * production, the simulated gateway stands in and records through the same ledger call.
 */
@Injectable()
export class InvoiceCheckoutService {
  private readonly logger = new Logger(InvoiceCheckoutService.name);
  private readonly simulatedSessions: SimulatedInvoicePayments;

  constructor(
    @InjectRepository(PaymentAccount) private readonly accounts: Repository<PaymentAccount>,
    private readonly sealer: PaymentKeySealer,
    private readonly invoices: InvoiceStore,
    private readonly ledger: InvoiceLedgerService,
    private readonly receipts: ReceiptQueue,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly live: LiveEvents,
    private readonly sessions: PaymentSessionsService,
  ) {
    this.simulatedSessions = new SimulatedInvoicePayments(config.jwt.secret);
  }

  async options(invoice: InvoiceModel, workspaceId: string): Promise<PayOptions> {
    const gateway = await this.gatewayOf(workspaceId);
    return {
      canPayOnline: gateway !== null && invoice.balanceDue > 0,
      simulated: gateway === 'simulated',
    };
  }

  /**
   * A payment page for the invoice's balance; `pageUrl` is the client page the client comes
   * back to (with `?payment=success` or `?payment=cancelled`).
   */
  async start(workspaceId: string, invoiceId: string, pageUrl: string): Promise<{ url: string }> {
    const gateway = await this.gatewayOf(workspaceId);
    if (!gateway) throw new AppError(ErrorCode.Conflict, M.unavailable);
    const invoice = await this.invoices.getStored(workspaceId, invoiceId);
    // The page's row first, under the invoice's lock: from now on the amount it asks stays.
    const { session, amountMinor } = await this.sessions.open(
      workspaceId,
      invoiceId,
      gateway === 'simulated' ? 'simulated' : 'stripe',
    );
    const successUrl = `${pageUrl}?payment=success`;
    const cancelUrl = `${pageUrl}?payment=cancelled`;

    if (gateway === 'simulated') {
      await this.sessions.attach(session.id, `${SIMULATED_OBJECT_PREFIX}${session.id}`);
      const token = this.simulatedSessions.create({
        id: session.id,
        workspaceId,
        invoiceId,
        amountMinor: amountMinor.toString(),
        currency: session.currency,
        language: invoice.language,
        invoiceNumber: invoice.invoiceNumber,
        payee: invoice.businessName,
        successUrl,
        cancelUrl,
      });
      const url = new URL(SIMULATED_PAGE, this.config.publicUrl);
      url.searchParams.set('session', token);
      return { url: url.toString() };
    }

    const stripe = newStripe(this.sealer.unseal(gateway.secretKeySealed), this.config);
    const metadata = {
      [META.kind]: KIND,
      [META.workspace]: workspaceId,
      [META.invoice]: invoiceId,
    };
    try {
      const created = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: session.currency.toLowerCase(),
              unit_amount: Number(amountMinor),
              product_data: { name: `${invoice.invoiceNumber} · ${invoice.businessName}` },
            },
          },
        ],
        customer_email: invoice.clientEmail,
        client_reference_id: invoiceId,
        metadata,
        payment_intent_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
        // Stripe closes the page when our row says it closes.
        expires_at: Math.floor(session.expiresAt.getTime() / 1000),
      });
      if (!created.url) throw new Error('Checkout Session without a url');
      await this.sessions.attach(session.id, created.id);
      return { url: created.url };
    } catch (error) {
      await this.sessions.abandon(session.id);
      this.logger.warn(
        { workspaceId, invoiceId, reason: (error as Error).message },
        'Stripe refused to open a payment page',
      );
      throw new AppError(ErrorCode.ServiceUnavailable, M.gatewayFailed);
    }
  }

  /**
   * The owner closes the invoice's open payment pages (to change or delete it): closed here at
   * once, then expired at Stripe so they cannot be paid. A payment Stripe took in between is
   * kept as a credit on the client when its webhook comes.
   */
  async closePages(workspaceId: string, invoiceId: string): Promise<{ closed: number }> {
    const closed = await this.sessions.close(workspaceId, invoiceId);
    await this.expireAtGateway(workspaceId, closed);
    return { closed: closed.length };
  }

  // --- Stripe's webhooks on the workspace's own endpoint ----------------------------------

  /**
   * Verifies the signature with the workspace's own signing secret on the exact bytes
   * received, then records what the event reports. Every record is idempotent on Stripe's
   * object id, so a repeated or late event records nothing twice; a refund that comes before
   * its payment is answered 409, and Stripe delivers it again.
   */
  async handleWebhook(
    workspaceId: string,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<void> {
    const account = isUuid(workspaceId) ? await this.accounts.findOneBy({ workspaceId }) : null;
    if (!account) throw AppError.notFound(M.noAccount);
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('No body or no signature');
      event = Stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.sealer.unseal(account.webhookSecretSealed),
      );
    } catch {
      throw new AppError(ErrorCode.BadRequest, M.invalidSignature);
    }
    const paidOn = todayIso(new Date(event.created * 1000));

    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    )
      return this.recordSession(workspaceId, event.id, event.data.object, paidOn);
    if (event.type === 'refund.created' || event.type === 'refund.updated')
      return this.recordRefund(workspaceId, event.data.object, paidOn);
    // Anything else the endpoint was sent is not the ledger's: acknowledged, nothing done.
  }

  private async recordSession(
    workspaceId: string,
    eventId: string,
    session: Stripe.Checkout.Session,
    paidOn: string,
  ): Promise<void> {
    const invoiceId = session.metadata?.[META.invoice];
    if (session.metadata?.[META.kind] !== KIND || !invoiceId) return;
    if (session.metadata[META.workspace] !== workspaceId) {
      this.logger.warn({ event: eventId }, 'Session names another workspace; ignored');
      return;
    }
    // Bank debits complete later: their async_payment_succeeded event says "paid".
    if (session.payment_status !== 'paid' || session.amount_total === null) return;
    const intent = session.payment_intent;
    const recorded = await this.ledger.recordOnline(
      {
        workspaceId,
        invoiceId,
        amountMinor: BigInt(session.amount_total),
        currency: session.currency ?? '',
        objectId: session.id,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        paidOn,
      },
      { clientName: session.customer_details?.name ?? session.customer_email ?? 'A client' },
    );
    await this.afterOnline(workspaceId, invoiceId, recorded, BigInt(session.amount_total));
  }

  private async recordRefund(
    workspaceId: string,
    refund: Stripe.Refund,
    paidOn: string,
  ): Promise<void> {
    const intent = refund.payment_intent;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    if (refund.status !== 'succeeded' || !intentId) return;
    const recorded = await this.ledger.recordOnlineRefund({
      workspaceId,
      refundId: refund.id,
      paymentIntentId: intentId,
      amountMinor: BigInt(refund.amount),
      paidOn,
    });
    if (recorded === 'unknown') throw new AppError(ErrorCode.Conflict, M.refundBeforePayment);
  }

  // --- The simulated gateway (no keys, never in production) -------------------------------

  simulated(token: string) {
    const session = this.readSimulated(token);
    return {
      invoiceNumber: session.invoiceNumber,
      payee: session.payee,
      amount: fromMinor(session.amountMinor, session.currency),
      currency: session.currency,
      // A session sealed before the page spoke the invoice's language reads English.
      language: session.language ?? 'en',
      cancelUrl: session.cancelUrl,
    };
  }

  /** The simulated Pay button: the ledger records it as a webhook would, once per session. */
  async paySimulated(token: string): Promise<{ url: string }> {
    const session = this.readSimulated(token);
    const objectId = `${SIMULATED_OBJECT_PREFIX}${session.id}`;
    // As Stripe refuses an expired Checkout Session, the test page refuses a closed one.
    const row = await this.sessions.find(session.workspaceId, objectId);
    if (row?.status === 'expired')
      throw new AppError(ErrorCode.Conflict, PaymentSessionMessages.pageClosed);
    const recorded = await this.ledger.recordOnline(
      {
        workspaceId: session.workspaceId,
        invoiceId: session.invoiceId,
        amountMinor: BigInt(session.amountMinor),
        currency: session.currency,
        objectId,
        paymentIntentId: null,
        paidOn: todayIso(this.clock.now()),
      },
      { clientName: row?.clientName ?? 'A client' },
    );
    await this.afterOnline(
      session.workspaceId,
      session.invoiceId,
      recorded,
      BigInt(session.amountMinor),
    );
    return { url: session.successUrl };
  }

  /**
   * After an online payment's report: its receipt (queued again on a repeat: the queue and the
   * worker send it once), and the first time, the owner's notice in the bell and by e-mail, as
   * a client's answer has. Money kept as a credit is told the same way, with why; the pages a
   * payment in full closed are expired at the gateway.
   */
  private async afterOnline(
    workspaceId: string,
    invoiceId: string,
    recorded: OnlineRecorded,
    amountMinor: bigint,
  ): Promise<void> {
    await this.expireAtGateway(workspaceId, recorded.closed);
    if (recorded.kind === 'credit') {
      if (!recorded.created) return;
      const { credit } = recorded;
      const notice = await this.notifications.record(this.accounts.manager, {
        workspaceId,
        documentKind: 'invoice',
        documentId: credit.invoiceId ?? invoiceId,
        message: unappliedPaymentNotice(
          credit.clientName,
          formatMinor(amountMinor, credit.currency.trim()),
          credit.invoiceNumber,
          credit.reason,
        ),
      });
      await this.notifications.email(notice);
      return;
    }
    await this.receipts.queue(recorded.paymentId);
    if (!recorded.created) return;
    const invoice = await this.invoices.getStored(workspaceId, invoiceId);
    const notice = await this.notifications.record(this.accounts.manager, {
      workspaceId,
      documentKind: 'invoice',
      documentId: invoiceId,
      message: onlinePaymentNotice(
        invoice.clientName,
        formatMinor(amountMinor, invoice.currency),
        invoice.invoiceNumber,
      ),
    });
    await this.notifications.email(notice);
    await this.live.publish(workspaceId, ActivityKind.PAID, 'invoice', async () => invoice, notice);
  }

  /**
   * Expires closed pages at Stripe (the official SDK), so a second page cannot be paid. A
   * failure is logged, not thrown: the page is closed in our rows already, and a payment
   * Stripe still takes on it is kept as a credit.
   */
  private async expireAtGateway(workspaceId: string, closed: PaymentSession[]): Promise<void> {
    const atStripe = closed.filter((page) => page.gateway === 'stripe' && page.gatewaySessionId);
    if (!atStripe.length) return;
    const account = await this.accounts.findOneBy({ workspaceId });
    if (!account) return;
    const stripe = newStripe(this.sealer.unseal(account.secretKeySealed), this.config);
    for (const page of atStripe) {
      try {
        await stripe.checkout.sessions.expire(page.gatewaySessionId!);
      } catch (error) {
        this.logger.warn(
          { workspaceId, session: page.gatewaySessionId, reason: (error as Error).message },
          'Stripe did not expire a closed payment page',
        );
      }
    }
  }

  /** The workspace's own account, the simulated gateway, or none. */
  private async gatewayOf(workspaceId: string): Promise<PaymentAccount | 'simulated' | null> {
    const account = await this.accounts.findOneBy({ workspaceId });
    if (account) return account;
    return this.config.isProduction ? null : 'simulated';
  }

  private readSimulated(token: string) {
    const session = this.config.isProduction ? null : this.simulatedSessions.read(token);
    if (!session) throw AppError.notFound(M.simulatedNotFound);
    return session;
  }
}
