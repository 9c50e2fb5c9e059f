import {
  DAY_MS,
  ErrorCode,
  isCurrentPlan,
  isPaidPlan,
  PLANS,
  SubscriptionMessages,
} from '@dealdraft/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { AppConfig } from '../config/app-config';
import { isOwnPage } from './return-url';
import { isPlanActive, Workspace } from '../workspaces/workspace.entity';
import { CheckoutInput } from './dto/checkout.input';
import { CheckoutSessionModel } from './models/checkout-session.model';
import { SimulatedCheckoutModel } from './models/simulated-checkout.model';
import { SimulatedSessions } from './simulated-checkout';
import { StripeEvent } from './stripe-event.entity';
import { STRIPE_CLIENT } from './stripe.client';
import { isLiveStatus, SubscriptionSnapshot, targetOf, toSnapshot } from './subscription-snapshot';

const M = SubscriptionMessages;
/** Ids of the simulated checkout's subscriptions; Stripe never sees them. */
const SIMULATED_PREFIX = 'sim_';
const SIMULATED_CHECKOUT_PATH = '/checkout/simulated';

/**
 * Paid plans. Checkout (Stripe's hosted page, or the simulated one outside production) only
 * ever starts a payment; a plan changes only in `applySubscription`, reached from a verified
 * webhook or a simulated Pay, inside a transaction that also records the event once.
 */
@Injectable()
export class SubscriptionService {
  private readonly logger = new Logger(SubscriptionService.name);
  private readonly simulatedSessions: SimulatedSessions;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Workspace) private readonly workspaces: Repository<Workspace>,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {
    this.simulatedSessions = new SimulatedSessions(config.jwt.secret);
  }

  /** A checkout for a plan the workspace is not already on. */
  async subscribe(workspaceId: string, input: CheckoutInput): Promise<CheckoutSessionModel> {
    const workspace = await this.workspaces.findOneByOrFail({ id: workspaceId });
    const profile = { plan: workspace.plan, isSubscriptionActive: isPlanActive(workspace) };
    if (isCurrentPlan(input.plan, profile)) {
      throw new AppError(ErrorCode.Conflict, M.alreadySubscribed);
    }
    return this.startCheckout(workspace, input);
  }

  /**
   * A paid plan moved to another plan, or a lapsed one bought again. Either way it is a new
   * checkout whose completion replaces the previous subscription (see `retire`), so the
   * customer is never billed for two at once.
   */
  async upgrade(workspaceId: string, input: CheckoutInput): Promise<CheckoutSessionModel> {
    const workspace = await this.workspaces.findOneByOrFail({ id: workspaceId });
    if (!isPaidPlan(workspace.plan))
      throw new AppError(ErrorCode.BadRequest, M.upgradeNeedsPaidPlan);
    if (workspace.plan === input.plan && isPlanActive(workspace)) {
      throw new AppError(ErrorCode.Conflict, M.alreadySubscribed);
    }
    return this.startCheckout(workspace, input);
  }

  /** Ends the subscription with its current period: access continues until planEnd. */
  async cancel(workspaceId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const workspace = await lockWorkspace(manager, { id: workspaceId });
      if (!workspace || !isPaidPlan(workspace.plan) || !isPlanActive(workspace)) {
        throw new AppError(ErrorCode.BadRequest, M.nothingToCancel);
      }
      if (workspace.cancelAtPeriodEnd) return;
      await this.setCancelAtPeriodEnd(manager, workspace, true);
    });
  }

  /** Undoes a pending cancel while its period lasts: the plan renews at planEnd again. */
  async resume(workspaceId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const workspace = await lockWorkspace(manager, { id: workspaceId });
      if (!workspace || !isPaidPlan(workspace.plan) || !workspace.cancelAtPeriodEnd) {
        throw new AppError(ErrorCode.Conflict, M.nothingToResume);
      }
      if (!isPlanActive(workspace)) throw new AppError(ErrorCode.BadRequest, M.resumePeriodOver);
      await this.setCancelAtPeriodEnd(manager, workspace, false);
    });
  }

  // --- Stripe webhooks ---------------------------------------------------------------------

  /**
   * Verifies the signature on the exact bytes received (default tolerance: 5 minutes), then
   * applies the event once. Anything thrown after verification rolls the event back, and the
   * non-2xx answer makes Stripe deliver it again.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const settings = this.config.stripe;
    const stripe = this.stripe;
    if (!settings || !stripe) {
      throw new AppError(ErrorCode.ServiceUnavailable, M.webhookNotConfigured);
    }
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('No body or no signature');
      event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      throw new AppError(ErrorCode.BadRequest, M.invalidSignature);
    }

    const target = targetOf(event);
    await this.once(event.id, event.type, async (manager) => {
      if (!target) return;
      const workspace = await lockWorkspace(manager, { stripeCustomerId: target.customerId });
      if (!workspace) {
        this.logger.warn(
          { event: event.id, customer: target.customerId },
          'Event for no workspace',
        );
        return;
      }
      if (target.workspaceId && target.workspaceId !== workspace.id) {
        this.logger.warn({ event: event.id }, 'Checkout session names another workspace; ignored');
        return;
      }
      // Events arrive late, twice and out of order; Stripe's current state is the truth.
      const subscription = await this.callStripe('read a subscription', () =>
        stripe.subscriptions.retrieve(target.subscriptionId),
      );
      const snapshot = this.snapshotOf(subscription);
      if (snapshot) await this.applySubscription(manager, workspace, snapshot);
    });
  }

  // --- Simulated checkout (no Stripe keys, never in production) ------------------------------

  async getSimulatedCheckout(workspaceId: string, token: string): Promise<SimulatedCheckoutModel> {
    const session = this.readSimulatedSession(workspaceId, token);
    const plan = PLANS[session.plan];
    return {
      plan: plan.id,
      planName: plan.name,
      price: plan.price,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
    };
  }

  /**
   * The simulated Pay button: the same activation a verified checkout webhook performs, once
   * per session, then back to the session's successUrl.
   */
  async paySimulatedCheckout(workspaceId: string, token: string): Promise<CheckoutSessionModel> {
    const session = this.readSimulatedSession(workspaceId, token);
    await this.once(
      `${SIMULATED_PREFIX}evt_${session.id}`,
      'simulated.checkout.paid',
      async (manager) => {
        const workspace = await lockWorkspace(manager, { id: workspaceId });
        if (!workspace) throw AppError.notFound(M.checkoutNotFound);
        const now = new Date();
        await this.applySubscription(manager, workspace, {
          id: `${SIMULATED_PREFIX}sub_${session.id}`,
          customerId: workspace.stripeCustomerId,
          plan: session.plan,
          active: true,
          live: true,
          cancelAtPeriodEnd: false,
          periodStart: now,
          periodEnd: new Date(now.getTime() + PLANS[session.plan].durationDays * DAY_MS),
          endedAt: null,
          created: Math.floor(now.getTime() / 1000),
        });
      },
    );
    return { url: session.successUrl };
  }

  // --- Internals ----------------------------------------------------------------------------

  /**
   * Schedules (or unschedules) the end of the workspace's subscription. `workspace` is locked by the
   * caller. No idempotency key of ours: setting a flag is idempotent anyway, and a fixed key
   * would make Stripe replay a cancel made before a resume (keys live 24 hours) instead of
   * cancelling again. The SDK still sends one key per call, reused by its retries.
   */
  private async setCancelAtPeriodEnd(
    manager: EntityManager,
    workspace: Workspace,
    cancelAtPeriodEnd: boolean,
  ): Promise<void> {
    const subscriptionId = workspace.stripeSubscriptionId;
    const stripe = this.stripe;
    if (stripe && subscriptionId && !subscriptionId.startsWith(SIMULATED_PREFIX)) {
      const subscription = await this.callStripe(
        cancelAtPeriodEnd ? 'cancel a subscription' : 'resume a subscription',
        () =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
      );
      // The webhook will say the same; applying Stripe's answer now keeps the profile honest.
      const snapshot = this.snapshotOf(subscription);
      if (snapshot) await this.applySubscription(manager, workspace, snapshot);
      return;
    }
    await manager.update(Workspace, workspace.id, { cancelAtPeriodEnd });
  }

  private async startCheckout(
    workspace: Workspace,
    input: CheckoutInput,
  ): Promise<CheckoutSessionModel> {
    this.assertOwnPages(input.successUrl, input.cancelUrl);
    const stripe = this.stripe;
    if (!stripe || !this.config.stripe) {
      if (!this.config.simulatedPayments) {
        throw new AppError(ErrorCode.ServiceUnavailable, M.paymentsUnavailable);
      }
      const { token } = this.simulatedSessions.create({
        workspaceId: workspace.id,
        plan: input.plan,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      // The site as the browser opened it (a checked page of ours, perhaps 127.0.0.1 in
      // development): its session lives on that origin, not on WEB_ORIGIN's alias.
      const url = new URL(SIMULATED_CHECKOUT_PATH, new URL(input.successUrl).origin);
      url.searchParams.set('session', token);
      return { url: url.toString() };
    }

    const customer = await this.customerOf(stripe, workspace);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer,
      client_reference_id: workspace.id,
      line_items: [{ price: this.config.stripe.prices[input.plan], quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { workspaceId: workspace.id, plan: input.plan },
      subscription_data: { metadata: { workspaceId: workspace.id, plan: input.plan } },
    };
    // Same request within the minute (a double click) → the same session, not a second one.
    const minute = Math.floor(Date.now() / 60_000);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([params, minute]))
      .digest('base64url')
      .slice(0, 32);
    const session = await this.callStripe('create a checkout session', () =>
      stripe.checkout.sessions.create(params, {
        idempotencyKey: `checkout-${workspace.id}-${fingerprint}`,
      }),
    );
    if (!session.url) throw new AppError(ErrorCode.ServiceUnavailable, M.checkoutNoUrl);
    return { url: session.url };
  }

  /** Stripe must only ever send the browser back to our own pages (no open redirect). */
  private assertOwnPages(...urls: string[]): void {
    const rule = {
      origins: [this.config.webOrigin, new URL(this.config.publicUrl).origin],
      development: !this.config.isProduction,
    };
    if (!urls.every((url) => isOwnPage(url, rule)))
      throw new AppError(ErrorCode.BadRequest, M.invalidReturnUrl);
  }

  /** The workspace's Stripe customer, created on the first checkout and reused ever after. */
  private async customerOf(stripe: Stripe, workspace: Workspace): Promise<string> {
    if (workspace.stripeCustomerId) return workspace.stripeCustomerId;
    // Two first checkouts at once send the same key, so Stripe makes one customer.
    const customer = await this.callStripe('create a customer', () =>
      stripe.customers.create(
        {
          email: workspace.email ?? undefined,
          name: workspace.name,
          metadata: { workspaceId: workspace.id },
        },
        { idempotencyKey: `customer-${workspace.id}` },
      ),
    );
    await this.workspaces.update(
      { id: workspace.id, stripeCustomerId: IsNull() },
      { stripeCustomerId: customer.id },
    );
    const stored = await this.workspaces.findOneByOrFail({ id: workspace.id });
    return stored.stripeCustomerId ?? customer.id;
  }

  /**
   * Runs `work` once per event id, in one transaction with the record of it. A concurrent
   * duplicate blocks on the primary key until the first commits, then finds it and skips.
   */
  private async once(
    eventId: string,
    type: string,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEvent)
        .values({ id: eventId, type })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return;
      await work(manager);
    });
  }

  /**
   * The one activation path. `workspace` is locked by the caller. A subscription other than the
   * workspace's current one takes over only when it is paid up; the one it replaces is cancelled.
   * A new billing period (a later period start, or a new subscription) resets the counters
   * and sets the plan's limits; replaying a snapshot changes nothing.
   */
  private async applySubscription(
    manager: EntityManager,
    workspace: Workspace,
    snapshot: SubscriptionSnapshot,
  ): Promise<void> {
    if (snapshot.customerId !== workspace.stripeCustomerId) {
      this.logger.warn({ subscription: snapshot.id }, 'Subscription of another customer; ignored');
      return;
    }
    const isCurrent = workspace.stripeSubscriptionId === snapshot.id;
    if (!isCurrent) {
      if (!snapshot.active) return;
      if (
        workspace.stripeSubscriptionId &&
        !(await this.retire(workspace.stripeSubscriptionId, snapshot))
      ) {
        return;
      }
    }

    const newPeriod =
      snapshot.active &&
      (!isCurrent ||
        workspace.planStart === null ||
        snapshot.periodStart.getTime() > workspace.planStart.getTime());
    const plan = PLANS[snapshot.plan];
    const changes: Partial<Workspace> = {
      stripeSubscriptionId: snapshot.id,
      plan: snapshot.plan,
      isSubscriptionActive: snapshot.active,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      planEnd: snapshot.endedAt ?? snapshot.periodEnd,
    };
    if (newPeriod || workspace.plan !== snapshot.plan) {
      Object.assign(changes, {
        proposalsLimit: plan.proposalsLimit,
        invoicesLimit: plan.invoicesLimit,
      });
    }
    if (newPeriod) {
      Object.assign(changes, {
        planStart: snapshot.periodStart,
        proposalsUsed: 0,
        invoicesUsed: 0,
      });
    }
    await manager.update(Workspace, workspace.id, changes);
  }

  /**
   * Ends `previousId` now that `next` replaces it. Unused paid time is credited (prorated),
   * so an upgrade never bills twice. False when `previousId` is the newer of the two and
   * should keep the plan.
   */
  private async retire(previousId: string, next: SubscriptionSnapshot): Promise<boolean> {
    const stripe = this.stripe;
    if (!stripe || previousId.startsWith(SIMULATED_PREFIX)) return true;
    const previous = await this.callStripe('read a subscription', () =>
      stripe.subscriptions.retrieve(previousId),
    );
    if (!isLiveStatus(previous.status)) return true;
    if (previous.created > next.created) return false;
    await this.callStripe('cancel a replaced subscription', () =>
      stripe.subscriptions.cancel(
        previousId,
        { prorate: previous.status === 'active' },
        { idempotencyKey: `replace-${previousId}` },
      ),
    );
    return true;
  }

  private snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
    const snapshot = toSnapshot(subscription, this.config.stripe!.prices);
    if (!snapshot)
      this.logger.error({ subscription: subscription.id }, 'Subscription to no plan of ours');
    return snapshot;
  }

  private readSimulatedSession(workspaceId: string, token: string) {
    const session = this.config.simulatedPayments ? this.simulatedSessions.read(token) : null;
    // Another workspace's session is as unknown as a forged one.
    if (!session || session.workspaceId !== workspaceId)
      throw AppError.notFound(M.checkoutNotFound);
    return session;
  }

  /** Stripe's failures become one clear 503; the details go to the log, not the client. */
  private async callStripe<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error(
        {
          type: error.type,
          code: error.code,
          status: error.statusCode,
          requestId: error.requestId,
        },
        `Stripe refused to ${action}: ${error.message}`,
      );
      throw new AppError(ErrorCode.ServiceUnavailable, M.providerUnavailable);
    }
  }
}

/** The workspace row, locked until the transaction ends, so their events apply one at a time. */
function lockWorkspace(
  manager: EntityManager,
  where: { id: string } | { stripeCustomerId: string },
): Promise<Workspace | null> {
  return manager.findOne(Workspace, { where, lock: { mode: 'pessimistic_write' } });
}
