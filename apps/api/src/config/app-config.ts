import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { PaidPlanId } from '@dealdraft/domain';
import { EnvironmentVariables, mailFromAddress, validateEnv } from './env.validation';

/** The repository root, from either src/config (ts) or dist/config (js). */
const REPO_ROOT = resolve(__dirname, '../../../..');

/**
 * Typed, validated configuration. The only place that reads `process.env`; every module
 * injects this instead.
 */
export class AppConfig {
  readonly env: EnvironmentVariables['NODE_ENV'];
  readonly isProduction: boolean;
  readonly port: number;
  readonly database: { url: string; poolSize: number };
  readonly redis: { url: string; prefix: string };
  readonly queue: { lockDurationMs: number; stalledIntervalMs: number };
  readonly webOrigin: string;
  readonly jwt: { secret: string; ttlSeconds: number; issuer: string; audience: string };
  readonly graphqlIde: boolean;
  readonly logLevel: string;
  readonly bodyLimit: string;
  readonly dataDir: string;
  readonly webDistDir: string | null;
  readonly trustProxy: string;
  readonly shutdownTimeoutMs: number;
  /** The HTTP server's idle keep-alive and header timeouts (see HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  readonly http: { keepAliveTimeoutMs: number; headersTimeoutMs: number };
  /** How long the api keeps serving, readiness at 503, after SIGTERM. */
  readonly shutdownDrainMs: number;
  /** Null when METRICS_PORT is 0: then no metrics server runs. */
  readonly metricsPort: number | null;
  readonly pdf: { executablePath: string; poolSize: number; timeoutMs: number };
  /** Null without STRIPE_SECRET_KEY: then checkout is simulated, or refused in production. */
  readonly stripe: StripeSettings | null;
  /** Where the Stripe SDK connects: Stripe itself (null), or STRIPE_API_BASE's host. */
  readonly stripeApi: StripeApi | null;
  /** Seals workspaces' own Stripe keys; null in production without PAYMENT_KEYS_SECRET. */
  readonly paymentKeysSecret: string | null;
  /** No Stripe keys outside production: the app's own labelled test checkout stands in. */
  readonly simulatedPayments: boolean;
  /** `fromAddress`: MAIL_FROM's address alone, for e-mails sent in a user's name. */
  readonly mail: { smtpUrl: string; from: string; fromAddress: string };
  readonly exportsPerMinute: number;
  readonly createsPerMinute: number;
  /** Null without OPERATOR_TOKEN: then operator-only routes answer 404. */
  readonly operatorToken: string | null;
  readonly signupsPerIpPerHour: number;
  readonly publicUrl: string;
  readonly ai: AiSettings;
  readonly clientLinkRequestsPerMinute: number;
  readonly apiKeyRequestsPerMinute: number;
  readonly reminderSweepEveryMs: number;
  /** How often the worker issues due recurring invoices. */
  readonly recurringSweepEveryMs: number;
  /** Members a Business workspace may have. */
  readonly businessSeats: number;

  constructor(vars: EnvironmentVariables) {
    this.env = vars.NODE_ENV;
    this.isProduction = vars.NODE_ENV === 'production';
    this.port = vars.PORT;
    this.database = { url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE };
    this.redis = { url: vars.REDIS_URL, prefix: vars.QUEUE_PREFIX };
    this.queue = {
      lockDurationMs: vars.QUEUE_LOCK_DURATION_MS,
      stalledIntervalMs: vars.QUEUE_STALLED_INTERVAL_MS,
    };
    this.webOrigin = vars.WEB_ORIGIN;
    this.dataDir = isAbsolute(vars.DATA_DIR) ? vars.DATA_DIR : join(REPO_ROOT, vars.DATA_DIR);
    this.jwt = {
      secret: vars.JWT_SECRET ?? localSecret(this.dataDir, 'jwt-secret'),
      ttlSeconds: vars.JWT_TTL_SECONDS,
      issuer: 'dealdraft',
      audience: 'dealdraft-app',
    };
    this.graphqlIde = vars.GRAPHQL_IDE ?? !this.isProduction;
    this.logLevel = vars.LOG_LEVEL;
    this.bodyLimit = vars.BODY_LIMIT;
    this.webDistDir =
      vars.WEB_DIST_DIR === undefined
        ? join(REPO_ROOT, 'apps/web/dist')
        : vars.WEB_DIST_DIR || null;
    this.trustProxy = vars.TRUST_PROXY;
    this.shutdownTimeoutMs = vars.SHUTDOWN_TIMEOUT_MS;
    this.http = {
      keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: vars.HTTP_HEADERS_TIMEOUT_MS,
    };
    this.shutdownDrainMs = vars.SHUTDOWN_DRAIN_MS;
    this.metricsPort = vars.METRICS_PORT || null;
    this.mail = {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      fromAddress: mailFromAddress(vars.MAIL_FROM)!,
    };
    this.exportsPerMinute = vars.EXPORTS_PER_MINUTE;
    this.createsPerMinute = vars.CREATES_PER_MINUTE;
    this.operatorToken = vars.OPERATOR_TOKEN ?? null;
    this.signupsPerIpPerHour = vars.SIGNUPS_PER_IP_PER_HOUR;
    this.publicUrl = (vars.PUBLIC_URL ?? vars.WEB_ORIGIN).replace(/\/$/, '');
    this.clientLinkRequestsPerMinute = vars.CLIENT_LINK_REQUESTS_PER_MINUTE;
    this.apiKeyRequestsPerMinute = vars.API_KEY_REQUESTS_PER_MINUTE;
    this.reminderSweepEveryMs = vars.REMINDER_SWEEP_EVERY_MS;
    this.recurringSweepEveryMs = vars.RECURRING_SWEEP_EVERY_MS;
    this.businessSeats = vars.BUSINESS_SEATS;
    this.pdf = {
      executablePath: vars.PUPPETEER_EXECUTABLE_PATH,
      poolSize: vars.PDF_PAGE_POOL_SIZE,
      timeoutMs: vars.PDF_RENDER_TIMEOUT_MS,
    };
    this.stripeApi = stripeApi(vars);
    this.stripe = stripeSettings(vars, this.stripeApi);
    this.paymentKeysSecret =
      vars.PAYMENT_KEYS_SECRET ??
      (this.isProduction ? null : localSecret(this.dataDir, 'payment-keys-secret'));
    this.simulatedPayments = this.stripe === null && !this.isProduction;
    this.ai = {
      // A key alone means OpenAI itself; a base URL alone a local server that needs no key.
      endpoint:
        vars.AI_BASE_URL || vars.AI_API_KEY
          ? { baseUrl: vars.AI_BASE_URL ?? null, apiKey: vars.AI_API_KEY ?? null }
          : null,
      model: vars.AI_MODEL,
      timeoutMs: vars.AI_TIMEOUT_MS,
      draftsPerMinute: vars.AI_DRAFTS_PER_MINUTE,
    };
  }

  static fromEnv(env: Record<string, string | undefined> = process.env): AppConfig {
    return new AppConfig(validateEnv(env));
  }
}

export interface AiSettings {
  /** Null when no AI endpoint is configured: the offline template engine drafts. */
  endpoint: { baseUrl: string | null; apiKey: string | null } | null;
  model: string;
  timeoutMs: number;
  draftsPerMinute: number;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Our plans' Stripe prices: the server decides what a plan costs, never the client. */
  prices: Record<PaidPlanId, string>;
  /** The same as AppConfig.stripeApi, kept with the rest of the account's settings. */
  api: StripeApi | null;
}

/** The SDK's host/port/protocol, when STRIPE_API_BASE points it somewhere else. */
export interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

function stripeApi(vars: EnvironmentVariables): StripeApi | null {
  if (!vars.STRIPE_API_BASE) return null;
  const url = new URL(vars.STRIPE_API_BASE);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Env validation already requires the webhook secret and both prices with the key. */
function stripeSettings(vars: EnvironmentVariables, api: StripeApi | null): StripeSettings | null {
  if (!vars.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET!,
    prices: { freelancer: vars.STRIPE_PRICE_FREELANCER!, business: vars.STRIPE_PRICE_BUSINESS! },
    api,
  };
}

/**
 * Local mode has no JWT_SECRET (or PAYMENT_KEYS_SECRET): make one the first time and keep it,
 * so sessions and sealed keys survive restarts and every local process (api replicas, worker)
 * uses the same one.
 */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // wx: if another process won the race, read its secret instead of overwriting it.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
