import {
  ErrorCode,
  FieldCode,
  PAYMENT_WEBHOOK_EVENTS,
  PaymentAccountMessages,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { Repository } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { newStripe } from '../common/stripe/new-stripe';
import { AppConfig } from '../config/app-config';
import { ConnectStripeInput } from './dto/connect-stripe.input';
import { PaymentAccountModel } from './models/payment-account.model';
import { PaymentAccount } from './payment-account.entity';
import { PaymentKeySealer } from './payment-key-sealer';

const M = PaymentAccountMessages;

/**
 * Connects a workspace's own Stripe account. A key is tried on Stripe (GET /v1/account) before
 * it is kept, so a mistyped or revoked key is refused with Stripe's own words, on the field.
 */
@Injectable()
export class PaymentAccountsService {
  private readonly logger = new Logger(PaymentAccountsService.name);

  constructor(
    @InjectRepository(PaymentAccount) private readonly accounts: Repository<PaymentAccount>,
    private readonly sealer: PaymentKeySealer,
    private readonly config: AppConfig,
  ) {}

  async status(workspaceId: string): Promise<PaymentAccountModel> {
    return this.toModel(workspaceId, await this.accounts.findOneBy({ workspaceId }));
  }

  async connect(
    workspaceId: string,
    userId: string,
    input: ConnectStripeInput,
  ): Promise<PaymentAccountModel> {
    if (!this.sealer.available) throw new AppError(ErrorCode.Conflict, M.notConfigured);
    const account = await this.accountOf(input.secretKey);
    await this.accounts.upsert(
      {
        workspaceId,
        secretKeySealed: this.sealer.seal(input.secretKey),
        webhookSecretSealed: this.sealer.seal(input.webhookSecret),
        keyHint: input.secretKey.slice(-4),
        livemode: input.secretKey.includes('_live_'),
        stripeAccountId: account.id,
        accountName:
          account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
        connectedById: userId,
        // A new key is a new connection: its date, not the first one's.
        connectedAt: new Date(),
      },
      ['workspaceId'],
    );
    return this.status(workspaceId);
  }

  async disconnect(workspaceId: string): Promise<PaymentAccountModel> {
    await this.accounts.delete({ workspaceId });
    return this.toModel(workspaceId, null);
  }

  /** The account the key opens; a refused key is the caller's input error, on its field. */
  private async accountOf(secretKey: string): Promise<Stripe.Account> {
    // Someone waits on the form: one retry, ten seconds.
    const stripe = newStripe(secretKey, this.config, { maxNetworkRetries: 1, timeout: 10_000 });
    try {
      return await stripe.accounts.retrieveCurrent();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeAuthenticationError ||
        error instanceof Stripe.errors.StripePermissionError
      ) {
        throw invalidField('secretKey', FieldCode.KeyRefused, error.message);
      }
      this.logger.warn(`Stripe refused the account check: ${(error as Error).message}`);
      throw new AppError(ErrorCode.ServiceUnavailable, M.stripeUnreachable);
    }
  }

  private toModel(workspaceId: string, account: PaymentAccount | null): PaymentAccountModel {
    return {
      // Known before connecting: Stripe gives the signing secret once the endpoint exists.
      webhookUrl: `${this.config.publicUrl}/api/payments/webhook/${workspaceId}`,
      webhookEvents: [...PAYMENT_WEBHOOK_EVENTS],
      connected: account !== null,
      keyHint: account?.keyHint ?? null,
      livemode: account?.livemode ?? null,
      stripeAccountId: account?.stripeAccountId ?? null,
      accountName: account?.accountName ?? null,
      connectedAt: account?.connectedAt ?? null,
      available: this.sealer.available,
    };
  }
}
