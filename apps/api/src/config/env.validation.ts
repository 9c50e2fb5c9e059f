import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  validateSync,
} from 'class-validator';
import addressparser from 'nodemailer/lib/addressparser';

// Reads the raw string: implicit conversion would already have made Boolean('false') true.
const toBoolean = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return typeof raw === 'string' ? ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase()) : raw;
};

/**
 * Every environment variable the api and worker read, with its default. `.env.example`
 * lists the same set; a malformed value stops the process at boot with a clear message.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @Matches(/^postgres(ql)?:\/\/[^\s]+$/, {
    message:
      'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user@host:5432/dealdraft',
  })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/dealdraft';

  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE: number = 10;

  @Matches(/^rediss?:\/\/[^\s]+$/, {
    message: 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
  })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /** Keeps BullMQ and rate-limit keys of several installs (or test runs) apart on one Redis. */
  @Matches(/^[a-zA-Z0-9:_-]{1,40}$/, {
    message: 'QUEUE_PREFIX may hold letters, digits, ":", "_" and "-"',
  })
  QUEUE_PREFIX: string = 'dealdraft';

  @Matches(/^https?:\/\/[^\s/]+$/, {
    message:
      'WEB_ORIGIN must be an origin such as http://localhost:3000 (no path, no trailing slash)',
  })
  WEB_ORIGIN: string = 'http://localhost:3000';

  /** Required in production; in local mode one is generated once and kept in DATA_DIR. */
  @ValidateIf(
    (env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.JWT_SECRET !== undefined,
  )
  // class-validator runs the lowest decorator first; with stopAtFirstError "required" wins.
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  @IsString({ message: 'JWT_SECRET is required in production' })
  JWT_SECRET?: string;

  /**
   * Seals the Stripe keys workspaces connect for their clients' card payments. In
   * local mode one is generated once and kept in DATA_DIR; in production, without it, no
   * workspace can connect an account.
   */
  @IsOptional()
  @MinLength(32, { message: 'PAYMENT_KEYS_SECRET must be at least 32 characters' })
  @IsString()
  PAYMENT_KEYS_SECRET?: string;

  /** Session length in seconds (7 days). */
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS: number = 7 * 24 * 3600;

  /** The in-browser GraphQL IDE and introspection; defaults to on outside production. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  GRAPHQL_IDE?: boolean;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 512kb or 1mb' })
  BODY_LIMIT: string = '1mb';

  /** Where local-mode state lives (generated secrets, embedded database). */
  @IsString()
  DATA_DIR: string = '.data';

  /** The built SPA the api serves when present; empty turns it off. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Express "trust proxy" (e.g. 1, loopback) so per-IP limits see the client behind a load balancer. */
  @IsString()
  @MaxLength(100)
  TRUST_PROXY: string = 'loopback';

  @IsInt()
  @Min(1000)
  SHUTDOWN_TIMEOUT_MS: number = 25_000;

  /**
   * How long an idle keep-alive connection stays open. Behind a load balancer it must outlast
   * the balancer's own idle timeout (60 s on AWS's and most others), so the balancer, never the
   * api, closes an idle connection; else a request the balancer sends on it as the api closes it
   * fails with ECONNRESET or 502. Node's default is 5 s.
   */
  @IsInt()
  @Min(1000)
  @Max(299_000)
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number = 65_000;

  /**
   * How long a client may take to send a request's headers; above the keep-alive timeout, so a
   * request that arrives on a connection just before it idles out is never cut by this one.
   * At most Node's request timeout (300 s).
   */
  @IsInt()
  @Max(300_000)
  @ValidateBy({
    name: 'exceedsKeepAlive',
    validator: {
      validate: (value, args) =>
        typeof value === 'number' &&
        value > (args?.object as EnvironmentVariables).HTTP_KEEP_ALIVE_TIMEOUT_MS,
      defaultMessage: () =>
        'HTTP_HEADERS_TIMEOUT_MS must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS, e.g. 66000 for 65000',
    },
  })
  HTTP_HEADERS_TIMEOUT_MS: number = 66_000;

  /**
   * After SIGTERM the api keeps serving this long with readiness answering 503, so a load
   * balancer stops sending before the port closes; part of SHUTDOWN_TIMEOUT_MS. 0: no pause.
   */
  @IsInt()
  @Min(0)
  @Max(60_000)
  SHUTDOWN_DRAIN_MS: number = 0;

  /**
   * Port of the Prometheus metrics server (/metrics, /live, /ready) each api and worker process
   * runs beside the app's own port, never on it; 0 turns it off.
   */
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT: number = 9464;

  /** Chromium for PDF rendering (Debian's /usr/bin/chromium by default; never a downloaded one). */
  @IsString()
  PUPPETEER_EXECUTABLE_PATH: string = '/usr/bin/chromium';

  /** Pages kept open in the worker's warm browser: the number of PDFs rendered at once. */
  @IsInt()
  @Min(1)
  @Max(16)
  PDF_PAGE_POOL_SIZE: number = 2;

  @IsInt()
  @Min(1000)
  PDF_RENDER_TIMEOUT_MS: number = 20_000;

  /**
   * How long a worker holds a job before another may take it over (BullMQ lockDuration), and
   * how often workers look for jobs whose worker died (stalledInterval).
   */
  @IsInt()
  @Min(500)
  QUEUE_LOCK_DURATION_MS: number = 30_000;

  @IsInt()
  @Min(500)
  QUEUE_STALLED_INTERVAL_MS: number = 30_000;

  /** Accounts one client IP may create an hour; past it, 429. */
  @IsInt()
  @Min(1)
  SIGNUPS_PER_IP_PER_HOUR: number = 10;

  /** Per-user PDF renders and e-mail sends a minute (each); past it, 429. */
  @IsInt()
  @Min(1)
  EXPORTS_PER_MINUTE: number = 30;

  /**
   * Rows one workspace may create a minute: proposals, invoices, clients, catalogue items,
   * client links and imports together, over GraphQL (aliases included) and REST alike; past
   * it, 429.
   */
  @IsInt()
  @Min(1)
  CREATES_PER_MINUTE: number = 60;

  /**
   * Sent as the X-Operator-Token header, it allows the operators' system ping (a round trip
   * through the queue and a worker). Unset, the ping answers 404.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'OPERATOR_TOKEN must be at least 32 characters' })
  OPERATOR_TOKEN?: string;

  /** Requests one client IP may make to client links (page, answers, PDF) a minute; past it, 429. */
  @IsInt()
  @Min(1)
  CLIENT_LINK_REQUESTS_PER_MINUTE: number = 60;

  /** Requests one API key may make a minute, REST and GraphQL together; past it, 429. */
  @IsInt()
  @Min(1)
  API_KEY_REQUESTS_PER_MINUTE: number = 600;

  /** How often the worker sweeps for due reminders and overdue invoices. */
  @IsInt()
  @Min(10_000)
  REMINDER_SWEEP_EVERY_MS: number = 15 * 60_000;

  /** How often the worker issues the recurring invoices that have come due. */
  @IsInt()
  @Min(10_000)
  RECURRING_SWEEP_EVERY_MS: number = 5 * 60_000;

  /** Members a Business workspace may have (every other plan is for one person). */
  @IsInt()
  @Min(1)
  @Max(1000)
  // libs/domain's DEFAULT_BUSINESS_SEATS; written out because config loads before that package
  // may be built (the migration runner, the tests' global set-up).
  BUSINESS_SEATS: number = 5;

  /** Outgoing mail. `npm start` runs MailDev on 1025 when this is not set. */
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL: string = 'smtp://127.0.0.1:1025';

  /**
   * The From header of every message, e.g. "Dealdraft <billing@example.com>". E-mails to
   * clients keep its address and show the business's name alone ("Acme Ltd"); its domain is the
   * one SPF, DKIM and DMARC must vouch for (docs/operations.md, Sending from your own domain).
   */
  @IsString()
  @Matches(/^[^\r\n]+$/, { message: 'MAIL_FROM must be a single line' })
  @ValidateBy({
    name: 'hasMailAddress',
    validator: {
      validate: (value) => typeof value === 'string' && mailFromAddress(value) !== null,
      defaultMessage: () =>
        'MAIL_FROM must hold an e-mail address, e.g. "Dealdraft <billing@example.com>"',
    },
  })
  MAIL_FROM: string = 'Dealdraft <no-reply@localhost>';

  /** Base URL for links in e-mails (tracking pixel, client links); defaults to WEB_ORIGIN. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  /** Stripe secret key. Unset outside production, a labelled simulated checkout stands in. */
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\S+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)',
  })
  STRIPE_SECRET_KEY?: string;

  /** The webhook endpoint's signing secret; without it no payment could ever activate a plan. */
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_WEBHOOK_SECRET !== undefined,
  )
  @Matches(/^whsec_\S+$/, { message: 'STRIPE_WEBHOOK_SECRET must look like whsec_...' })
  @IsString({ message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Stripe price of the Freelancer plan; the client never names a price. */
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_PRICE_FREELANCER !== undefined,
  )
  @Matches(/^price_\S+$/, {
    message: 'STRIPE_PRICE_FREELANCER must be a Stripe price id (price_...)',
  })
  @IsString({ message: 'STRIPE_PRICE_FREELANCER is required with STRIPE_SECRET_KEY' })
  STRIPE_PRICE_FREELANCER?: string;

  /** Stripe price of the Business plan. */
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_PRICE_BUSINESS !== undefined,
  )
  @Matches(/^price_\S+$/, {
    message: 'STRIPE_PRICE_BUSINESS must be a Stripe price id (price_...)',
  })
  @IsString({ message: 'STRIPE_PRICE_BUSINESS is required with STRIPE_SECRET_KEY' })
  STRIPE_PRICE_BUSINESS?: string;

  /** Where the Stripe SDK sends requests instead of api.stripe.com (a local fake in tests). */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/?$/, {
    message: 'STRIPE_API_BASE must be an origin such as http://127.0.0.1:12111',
  })
  STRIPE_API_BASE?: string;

  /**
   * An OpenAI-compatible endpoint for AI drafting (OpenAI, Azure, Ollama, vLLM, LM Studio), e.g.
   * http://127.0.0.1:11434/v1. Without it and AI_API_KEY, the built-in template engine drafts.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'AI_BASE_URL must be an http(s) URL' })
  AI_BASE_URL?: string;

  /** Sent as the Bearer token; alone (no AI_BASE_URL) it means api.openai.com. */
  @IsOptional()
  @IsString()
  @Matches(/^\S+$/, { message: 'AI_API_KEY must not contain spaces' })
  AI_API_KEY?: string;

  @IsString()
  @Matches(/^\S{1,200}$/, { message: 'AI_MODEL must be a model name without spaces' })
  AI_MODEL: string = 'gpt-4o-mini';

  /** The whole draft, repair attempt included; past it the template draft stands in. */
  @IsInt()
  @Min(500)
  @Max(300_000)
  AI_TIMEOUT_MS: number = 30_000;

  /** Drafts one user may request a minute (either engine); past it, 429. */
  @IsInt()
  @Min(1)
  AI_DRAFTS_PER_MINUTE: number = 10;
}

/** Parses and validates `env`; throws one error that lists every problem. */
/** The address of MAIL_FROM ("Dealdraft <billing@example.com>" or a bare address), or null. */
export function mailFromAddress(from: string): string | null {
  const [first] = addressparser(from, { flatten: true });
  return first?.address.includes('@') ? first.address : null;
}

export function validateEnv(env: Record<string, string | undefined>): EnvironmentVariables {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = plainToInstance(EnvironmentVariables, defined, { enableImplicitConversion: true });
  const errors = validateSync(parsed, { stopAtFirstError: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((message) => `  - ${error.property}: ${message}`),
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
