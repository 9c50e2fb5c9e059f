import { Messages } from '@dealdraft/domain';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { TestApp, bootApp, uniqueEmail } from './support/app';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { id email name role } } }`;
const PROFILE = '{ profile { plan isSubscriptionActive proposalsUsed proposalsLimit } }';

describe('accounts: sign-up, sign-in, sign-out, sessions', () => {
  let ctx: TestApp;
  let config: AppConfig;
  beforeAll(async () => {
    ctx = await bootApp();
    config = ctx.app.get(AppConfig);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.app.get(DataSource);
  /** A distinct client IP per test keeps the per-IP limits apart. */
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;
  const signup = (body: object, ip = freshIp()) =>
    ctx.http().post('/api/auth/signup').set('x-forwarded-for', ip).send(body);
  const login = (body: object, ip = freshIp()) =>
    ctx.http().post('/api/auth/login').set('x-forwarded-for', ip).send(body);
  const profile = (token: string) => ctx.http().get('/api/profile').auth(token, { type: 'bearer' });

  describe('sign-up', () => {
    it('creates the account, normalises the e-mail and answers 201 with the user and a token', async () => {
      const email = uniqueEmail('Mixed.Case');
      const response = await signup({
        name: '  Grace Hopper ',
        email: `  ${email.toUpperCase()} `,
        password: 'secret1',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        status: 'success',
        message: 'Account created successfully! Welcome to Dealdraft.',
        data: {
          id: expect.any(String),
          name: 'Grace Hopper',
          email: email.toLowerCase(),
          role: 'owner',
          token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        },
      });
      const [row] = await db().query('SELECT email, password_hash FROM users WHERE id = $1', [
        response.body.data.id,
      ]);
      expect(row.email).toBe(email.toLowerCase());
      // The person owns a workspace of their own, where the trial runs.
      const workspaces = await db().query(
        `SELECT m.role, w.name, w.email, w.plan FROM workspace_members m
           JOIN workspaces w ON w.id = m.workspace_id WHERE m.user_id = $1`,
        [response.body.data.id],
      );
      expect(workspaces).toEqual([
        {
          role: 'owner',
          name: "Grace Hopper's workspace",
          email: email.toLowerCase(),
          plan: 'trial',
        },
      ]);
      // OWASP's argon2id baseline: 19 MiB, t=2, p=1.
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('starts a 7-day trial with 5 proposals and 5 invoices', async () => {
      const user = await ctx.newUser();
      const response = await profile(user.token).expect(200);
      expect(response.body).toEqual({
        status: 'success',
        message: 'Profile fetched successfully',
        data: {
          name: 'Ada Lovelace',
          email: user.email,
          role: 'owner',
          workspaceId: user.workspaceId,
          workspaceName: "Ada Lovelace's workspace",
          plan: 'trial',
          isSubscriptionActive: true,
          planStart: expect.any(String),
          planEnd: expect.any(String),
          cancelAtPeriodEnd: false,
          proposalsUsed: 0,
          proposalsLimit: 5,
          invoicesUsed: 0,
          invoicesLimit: 5,
        },
      });
      const { planStart, planEnd } = response.body.data;
      expect(Date.now() - Date.parse(planStart)).toBeLessThan(60_000);
      expect(Date.parse(planEnd) - Date.parse(planStart)).toBe(7 * 24 * 3600 * 1000);
    });

    it('refuses an e-mail already taken, whatever its case, with 409', async () => {
      const user = await ctx.newUser();
      const response = await signup({
        name: 'Someone',
        email: user.email.toUpperCase(),
        password: 'secret12',
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: 'An account with this email already exists. Please login instead.',
      });
    });

    it.each([
      [{}, 'name: Name is required; email: Email is required; password: Password is required'],
      [
        { name: 'A', email: 'a@b.co', password: 'secret1' },
        'name: Name must be at least 2 characters',
      ],
      [
        { name: 'Ab', email: 'not-an-email', password: 'secret1' },
        'email: Please enter a valid email address',
      ],
      [
        { name: 'Ab', email: 'a@b.co', password: '12345' },
        'password: Password must be at least 6 characters',
      ],
      [
        { name: 'Ab', email: 'a@b.co', password: 'secret1', role: 'admin' },
        'role: property role should not exist',
      ],
    ])('answers 400 naming the failing fields for %j', async (body, message) => {
      const response = await signup(body);
      expect(response.status).toBe(400);
      expect(response.body.status).toBe('error');
      expect(response.body.message).toBe(message);
    });

    it('limits sign-ups per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        expect(
          (await signup({ name: 'Bulk', email: uniqueEmail('bulk'), password: 'secret1' }, ip))
            .status,
        ).toBe(201);
      }
      const response = await signup(
        { name: 'Bulk', email: uniqueEmail('bulk'), password: 'secret1' },
        ip,
      );
      expect(response.status).toBe(429);
      expect(response.body.message).toBe(Messages.auth.tooManySignups);
    });
  });

  describe('sign-in', () => {
    it('answers 200 with the user and a working token', async () => {
      const user = await ctx.newUser();
      const response = await login({
        email: user.email.toUpperCase(),
        password: user.password,
      }).expect(200);
      expect(response.body).toEqual({
        status: 'success',
        message: 'Login successful! Welcome back.',
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: 'owner',
          token: expect.any(String),
        },
      });
      await profile(response.body.data.token).expect(200);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const user = await ctx.newUser();
      const wrong = await login({ email: user.email, password: 'wrong-password' });
      const unknown = await login({ email: uniqueEmail('nobody'), password: 'wrong-password' });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          status: 'error',
          data: null,
          message: 'Invalid email or password. Please check your credentials.',
        });
      }
    });

    it('validates the payload with the spec messages', async () => {
      const response = await login({ email: '', password: '' }).expect(400);
      expect(response.body.message).toBe(
        'email: Email is required; password: Password is required',
      );
    });

    it('refuses with 429 after 10 failed attempts for one e-mail, even with the right password, from an address new to the account', async () => {
      const user = await ctx.newUser();
      for (let i = 0; i < 10; i++) {
        await login({ email: user.email, password: 'wrong-password' }).expect(401);
      }
      const response = await login({ email: user.email, password: user.password });
      expect(response.status).toBe(429);
      expect(response.body.message).toBe(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    });

    it('keeps the owner in from an address they signed in from, while rotating guessers stay locked out', async () => {
      const user = await ctx.newUser();
      const home = freshIp();
      await login({ email: user.email, password: user.password }, home).expect(200);
      // Ten failures for the account, each from another address: the old lock-out of the owner.
      for (let i = 0; i < 10; i++) {
        await login({ email: user.email, password: `guess-${i}` }).expect(401);
      }
      const owner = await login({ email: user.email, password: user.password }, home).expect(200);
      expect(owner.body.data.email).toBe(user.email);
      // The owner's success hands the attacker no fresh guesses: a new address is still refused,
      // right password or not, before any password is checked.
      for (const password of ['guess-10', user.password]) {
        const attacker = await login({ email: user.email, password }).expect(429);
        expect(attacker.body.message).toBe(Messages.auth.tooManyLogins);
      }
      // An address the owner has signed in from is still limited on its own failures.
      for (let i = 0; i < 10; i++) {
        await login({ email: user.email, password: `typo-${i}` }, home).expect(401);
      }
      await login({ email: user.email, password: user.password }, home).expect(429);
    });

    it('counts the address an account was created from as one it signed in from', async () => {
      const ip = freshIp();
      const user = { name: 'Grace Hopper', email: uniqueEmail('known'), password: 'correct horse' };
      await signup(user, ip).expect(201);
      for (let i = 0; i < 10; i++) {
        await login({ email: user.email, password: `guess-${i}` }).expect(401);
      }
      await login({ email: user.email, password: user.password }, ip).expect(200);
      await login({ email: user.email, password: user.password }).expect(429);
    });

    it('refuses with 429 after 10 failed attempts from one IP across e-mails', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        await login({ email: uniqueEmail('spray'), password: 'wrong-password' }, ip).expect(401);
      }
      await login({ email: uniqueEmail('spray'), password: 'wrong-password' }, ip).expect(429);
    });

    it('lets no GraphQL alias slip past the failed-login limit', async () => {
      const user = await ctx.newUser();
      const ip = freshIp();
      const aliases = Array.from(
        { length: 10 }, // the most top-level fields an operation may have
        (_, i) =>
          `a${i}: login(input: { email: "${user.email}", password: "guess-${i}" }) { token }`,
      );
      const burst = () =>
        ctx
          .http()
          .post('/graphql')
          .set('x-forwarded-for', ip)
          .send({ query: `mutation { ${aliases.join('\n')} }` });
      // Mutations run one after another and a failed non-null login ends the operation,
      // so each burst makes exactly one counted attempt, never ten uncounted ones.
      for (let i = 0; i < 10; i++) {
        const response = await burst();
        expect(
          response.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code),
        ).toEqual(['UNAUTHENTICATED']);
      }
      const blocked = await burst();
      expect(blocked.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      const after = await ctx.graphql(LOGIN, {
        input: { email: user.email, password: user.password },
      });
      expect(after.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      expect(after.errors?.[0].message).toBe(Messages.auth.tooManyLogins);
    });

    it('signs in through GraphQL too', async () => {
      const user = await ctx.newUser();
      const { data } = await ctx.graphql<{ login: { token: string; user: { email: string } } }>(
        LOGIN,
        {
          input: { email: user.email, password: user.password },
        },
      );
      expect(data?.login.user.email).toBe(user.email);
      const me = await ctx.graphql<{ me: { id: string } }>('{ me { id } }', {}, data?.login.token);
      expect(me.data?.me.id).toBe(user.id);
    });

    it('rejects a bad GraphQL login with the spec messages and codes', async () => {
      const { errors } = await ctx.graphql(LOGIN, { input: { email: 'x', password: '1' } });
      expect(errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
      expect(errors?.[0].message).toBe(
        'email: Please enter a valid email address; password: Password must be at least 6 characters',
      );
    });
  });

  describe('sessions', () => {
    it('revokes the token on logout, for REST and GraphQL', async () => {
      const user = await ctx.newUser();
      const other = await login({ email: user.email, password: user.password }).expect(200);
      const response = await ctx
        .http()
        .post('/api/auth/logout')
        .auth(user.token, { type: 'bearer' })
        .expect(200);
      expect(response.body).toEqual({
        status: 'success',
        data: null,
        message: 'Logged out successfully. See you soon!',
      });
      const rest = await profile(user.token).expect(401);
      expect(rest.body.message).toBe('Your session has expired. Please sign in again.');
      const gql = await ctx.graphql(PROFILE, {}, user.token);
      expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      // Only that token: the user's other session still works.
      await profile(other.body.data.token).expect(200);
    });

    it('logs out through GraphQL', async () => {
      const user = await ctx.newUser();
      expect((await ctx.graphql('mutation { logout }', {}, user.token)).data).toEqual({
        logout: true,
      });
      await profile(user.token).expect(401);
    });

    it('asks for a session on every operation but sign-up, login and health', async () => {
      const rest = await ctx.http().get('/api/profile').expect(401);
      expect(rest.body).toEqual({
        status: 'error',
        data: null,
        message: 'Please sign in to continue.',
      });
      await ctx.http().post('/api/auth/logout').expect(401);
      for (const query of [PROFILE, '{ me { id } }', 'mutation { logout }']) {
        const { errors } = await ctx.graphql(query);
        expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    describe('refuses forged and stale tokens', () => {
      const now = () => Math.floor(Date.now() / 1000);
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const sign = (header: object, payload: object, secret = config.jwt.secret) => {
        const body = `${b64(header)}.${b64(payload)}`;
        return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
      };
      let claims: Record<string, unknown>;
      beforeAll(async () => {
        const user = await ctx.newUser();
        claims = {
          sub: user.id,
          jti: 'test-jti',
          iss: 'dealdraft',
          aud: 'dealdraft-app',
          iat: now(),
          exp: now() + 600,
        };
      });
      const HS256 = { alg: 'HS256', typ: 'JWT' };

      it('accepts a well-formed token (the control)', async () => {
        await profile(sign(HS256, claims)).expect(200);
      });

      it.each([
        ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
        ['expired', () => sign(HS256, { ...claims, exp: now() - 10 })],
        ['no sub', () => sign(HS256, { ...claims, sub: undefined })],
        [
          'unknown sub',
          () => sign(HS256, { ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
        ],
        ['wrong issuer', () => sign(HS256, { ...claims, iss: 'someone-else' })],
        ['wrong audience', () => sign(HS256, { ...claims, aud: 'other-app' })],
        ['another secret', () => sign(HS256, claims, 'x'.repeat(48))],
        [
          'tampered payload',
          () => {
            const [header, , signature] = sign(HS256, claims).split('.');
            return `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000001' })}.${signature}`;
          },
        ],
      ])('%s → 401', async (_name, token) => {
        const response = await profile(token()).expect(401);
        expect(response.body.status).toBe('error');
        const gql = await ctx.graphql('{ me { id } }', {}, token());
        expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      });
    });

    it('reads an expired trial as inactive', async () => {
      const user = await ctx.newUser();
      await db().query(
        `UPDATE workspaces SET plan_end = now() - interval '1 minute' WHERE id = $1`,
        [user.workspaceId],
      );
      const response = await profile(user.token).expect(200);
      expect(response.body.data).toMatchObject({ plan: 'trial', isSubscriptionActive: false });
    });
  });
});
