import { DEFAULT_BUSINESS_SEATS } from '@dealdraft/domain';
import { AppConfig } from './app-config';
import { validateEnv } from './env.validation';

describe('validateEnv', () => {
  it('applies the defaults', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/dealdraft');
    expect(env.NODE_ENV).toBe('development');
  });

  it('rejects a malformed DATABASE_URL with a message that says what is expected', () => {
    expect(() => validateEnv({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      'Invalid configuration:\n  - DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user@host:5432/dealdraft',
    );
    expect(() => validateEnv({ DATABASE_URL: 'not a url' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
  });

  it("takes MAIL_FROM's address for e-mails sent in a user's name, and refuses one without", () => {
    const config = (vars: Record<string, string>) => new AppConfig(validateEnv(vars));
    expect(config({}).mail.fromAddress).toBe('no-reply@localhost');
    expect(config({ MAIL_FROM: '"Billing, Inc" <billing@example.com>' }).mail).toMatchObject({
      from: '"Billing, Inc" <billing@example.com>',
      fromAddress: 'billing@example.com',
    });
    expect(config({ MAIL_FROM: 'billing@example.com' }).mail.fromAddress).toBe(
      'billing@example.com',
    );
    expect(() => validateEnv({ MAIL_FROM: 'Dealdraft' })).toThrow(
      'MAIL_FROM: MAIL_FROM must hold an e-mail address, e.g. "Dealdraft <billing@example.com>"',
    );
  });

  it("keeps idle connections past a load balancer's 60 s, and headers above that", () => {
    expect(new AppConfig(validateEnv({})).http).toEqual({
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 66_000,
    });
    expect(
      new AppConfig(
        validateEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000', HTTP_HEADERS_TIMEOUT_MS: '121000' }),
      ).http,
    ).toEqual({ keepAliveTimeoutMs: 120_000, headersTimeoutMs: 121_000 });
    expect(() => validateEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000' })).toThrow(
      'Invalid configuration:\n  - HTTP_HEADERS_TIMEOUT_MS: HTTP_HEADERS_TIMEOUT_MS must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS, e.g. 66000 for 65000',
    );
    expect(() => validateEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(
      'HTTP_KEEP_ALIVE_TIMEOUT_MS: HTTP_KEEP_ALIVE_TIMEOUT_MS must not be less than 1000',
    );
  });

  it('lists every problem at once', () => {
    expect(() => validateEnv({ PORT: 'seventy', REDIS_URL: 'http://x' })).toThrow(
      /PORT: .*\n.*REDIS_URL: REDIS_URL must be a redis/s,
    );
  });

  it('requires a JWT secret in production and accepts one of 32+ characters', () => {
    expect(() => validateEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: JWT_SECRET is required in production/,
    );
    expect(() => validateEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
    expect(
      validateEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET,
    ).toHaveLength(32);
  });

  it('leaves the operator ping off by default and wants a 32+ character token to turn it on', () => {
    expect(AppConfig.fromEnv({}).operatorToken).toBeNull();
    expect(() => validateEnv({ OPERATOR_TOKEN: 'short' })).toThrow(
      'Invalid configuration:\n  - OPERATOR_TOKEN: OPERATOR_TOKEN must be at least 32 characters',
    );
    expect(AppConfig.fromEnv({ OPERATOR_TOKEN: 'o'.repeat(32) }).operatorToken).toBe(
      'o'.repeat(32),
    );
    expect(AppConfig.fromEnv({}).createsPerMinute).toBe(60);
  });

  it('parses booleans and numbers from strings', () => {
    const env = validateEnv({ GRAPHQL_IDE: 'false', PORT: '8080' });
    expect(env.GRAPHQL_IDE).toBe(false);
    expect(env.PORT).toBe(8080);
  });
});

describe('validateEnv: Stripe', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_PRICE_FREELANCER: 'price_f',
    STRIPE_PRICE_BUSINESS: 'price_b',
  };

  it('needs the webhook secret and both prices with a secret key', () => {
    expect(() => validateEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY.*\n.*STRIPE_PRICE_FREELANCER is required.*\n.*STRIPE_PRICE_BUSINESS is required/s,
    );
    expect(() => validateEnv({ ...STRIPE, STRIPE_PRICE_BUSINESS: 'prod_1' })).toThrow(
      /STRIPE_PRICE_BUSINESS must be a Stripe price id/,
    );
    expect(validateEnv(STRIPE).STRIPE_PRICE_FREELANCER).toBe('price_f');
  });

  it('turns STRIPE_API_BASE into the SDK host, port and protocol', () => {
    const config = AppConfig.fromEnv({
      ...STRIPE,
      JWT_SECRET: 'j'.repeat(32),
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: { freelancer: 'price_f', business: 'price_b' },
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(config.simulatedPayments).toBe(false);
  });

  it('simulates checkout without keys, except in production', () => {
    expect(AppConfig.fromEnv({ JWT_SECRET: 'j'.repeat(32) }).simulatedPayments).toBe(true);
    const production = AppConfig.fromEnv({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32) });
    expect([production.stripe, production.simulatedPayments]).toEqual([null, false]);
  });

  it('gives a Business workspace 5 seats unless BUSINESS_SEATS says otherwise', () => {
    // The config's default is written out; it must stay the product's.
    expect(AppConfig.fromEnv({}).businessSeats).toBe(DEFAULT_BUSINESS_SEATS);
    expect(AppConfig.fromEnv({ BUSINESS_SEATS: '12' }).businessSeats).toBe(12);
    expect(() => validateEnv({ BUSINESS_SEATS: '0' })).toThrow(/BUSINESS_SEATS/);
  });
});
