import { AccountMessages, ApiKeyMessages, Messages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import type { ParsedMail } from 'mailparser';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, TestClock, bootApp, startWorker, uniqueEmail } from './support/app';

const PUBLIC_URL = 'https://app.dealdraft.test';
const RESET_LINK = /https:\/\/app\.dealdraft\.test\/reset-password\/([A-Za-z0-9_-]{43})/;
const CONFIRM_LINK = /https:\/\/app\.dealdraft\.test\/confirm-email\/([A-Za-z0-9_-]{43})/;

describe('password reset and e-mail change: single-use hashed links by e-mail, an hour, sessions out', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  const clock = new TestClock();
  let ipCounter = 0;
  /** A network of its own per request, so the per-IP limit stays out of the tests that are not about it. */
  const freshIp = () => `172.16.${process.pid % 250}.${++ipCounter % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <team@dealdraft.test>',
      PUBLIC_URL,
      QUEUE_PREFIX: `account-${process.pid}`,
    };
    ctx = await bootApp(env);
    ctx.app.get(Clock).now = () => clock.now();
    worker = await startWorker(env, { clock });
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const mailsTo = (address: string) =>
    smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === address);
  const mailTo = async (address: string, count = 1): Promise<ParsedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = mailsTo(address);
      if (mails.length >= count) return mails[mails.length - 1];
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const requestReset = (email: string, ip = freshIp()) =>
    ctx.http().post('/api/auth/password-reset').set('x-forwarded-for', ip).send({ email });
  const reset = (token: string, password: string) =>
    ctx.http().post('/api/auth/password-reset/confirm').send({ token, password });
  const me = (token: string) => ctx.http().get('/api/profile').auth(token, { type: 'bearer' });
  const resetLinkFor = async (user: SignedUpUser, count = 1) => {
    await requestReset(user.email).expect(202);
    return RESET_LINK.exec((await mailTo(user.email, count)).text ?? '')![1];
  };

  it('mails a link; the reset signs every old session out and this one in; the link works once', async () => {
    const user = await ctx.newUser({ name: 'Rosa Reset' });
    const otherSession = (
      await ctx.http().post('/api/auth/login').send({ email: user.email, password: user.password })
    ).body.data.token as string;
    await me(user.token).expect(200);

    const response = await requestReset(user.email.toUpperCase()).expect(202);
    expect(response.body).toEqual({
      status: 'success',
      message: AccountMessages.resetRequested,
      data: null,
    });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your Dealdraft password');
    expect(mail.text).toContain('Hello Rosa Reset,');
    expect(mail.text).toContain('The link works for 1 hour and only once.');
    const token = RESET_LINK.exec(mail.text ?? '')![1];
    // Only the hash is kept: the database alone opens nothing.
    const [row] = await db().query(
      'SELECT token_hash, purpose, used_at FROM account_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(row).toMatchObject({ purpose: 'password-reset', used_at: null });
    expect(Buffer.from(row.token_hash).equals(createHash('sha256').update(token).digest())).toBe(
      true,
    );

    const done = await reset(token, 'a new secret').expect(200);
    expect(done.body.message).toBe(AccountMessages.resetDone);
    expect(done.body.data).toMatchObject({ email: user.email, token: expect.any(String) });
    await me(done.body.data.token).expect(200);
    for (const old of [user.token, otherSession]) {
      const refused = await me(old).expect(401);
      expect(refused.body.message).toBe(Messages.auth.sessionExpired);
    }
    // The old password is gone, the new one signs in.
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(401);
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'a new secret' })
      .expect(200);
    // Single use.
    const again = await reset(token, 'yet another one').expect(400);
    expect(again.body.message).toBe(AccountMessages.resetLinkInvalid);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const before = smtp.messages.length;
    const response = await requestReset(email).expect(202);
    expect(response.body).toEqual({
      status: 'success',
      message: AccountMessages.resetRequested,
      data: null,
    });
    const gql = await ctx
      .http()
      .post('/graphql')
      .set('x-forwarded-for', freshIp())
      .send({ query: `mutation { requestPasswordReset(input: { email: "${email}" }) }` })
      .expect(200);
    expect(gql.body.data).toEqual({ requestPasswordReset: AccountMessages.resetRequested });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.length).toBe(before);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('refuses an expired link, a retired one, and anything that is not a link', async () => {
    const user = await ctx.newUser();
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user, 2);
    // Asking again retires the older link: only the newest e-mail works.
    expect((await reset(first, 'a new secret').expect(400)).body.message).toBe(
      AccountMessages.resetLinkInvalid,
    );
    clock.advanceDays(61 / (24 * 60));
    try {
      expect((await reset(second, 'a new secret').expect(400)).body.message).toBe(
        AccountMessages.resetLinkInvalid,
      );
    } finally {
      clock.advanceDays(-61 / (24 * 60));
    }
    expect((await reset('not-a-token', 'a new secret').expect(400)).body.message).toBe(
      AccountMessages.resetLinkInvalid,
    );
    const missing = await ctx
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ password: 'a new secret' })
      .expect(400);
    expect(missing.body.message).toBe(`token: ${AccountMessages.tokenRequired}`);
    const short = await reset(second, '123').expect(400);
    expect(short.body.message).toBe('password: Password must be at least 6 characters');
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('limits requests per address and per network, with the same answer for unknown addresses', async () => {
    const user = await ctx.newUser();
    for (let i = 0; i < 3; i++) await requestReset(user.email).expect(202);
    const limited = await requestReset(user.email).expect(429);
    expect(limited.body.message).toBe(AccountMessages.tooManyResets);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await requestReset(uniqueEmail('probe'), ip).expect(202);
    expect((await requestReset(uniqueEmail('probe'), ip).expect(429)).body.message).toBe(
      AccountMessages.tooManyResets,
    );
  });

  it('resets over GraphQL too, and signs in with the new password', async () => {
    const user = await ctx.newUser();
    const token = await resetLinkFor(user);
    const { data, errors } = await ctx.graphql<{ resetPassword: { user: { email: string } } }>(
      `mutation($input: PasswordResetInput!) { resetPassword(input: $input) { token user { email } } }`,
      { input: { token, password: 'graph secret' } },
    );
    expect(errors).toBeUndefined();
    expect(data!.resetPassword.user.email).toBe(user.email);
    await me(user.token).expect(401);
  });

  describe('changing the e-mail address', () => {
    const change = (token: string, body: object) =>
      ctx.http().post('/api/auth/email-change').auth(token, { type: 'bearer' }).send(body);
    const confirm = (token: string) =>
      ctx.http().post('/api/auth/email-change/confirm').send({ token });

    it('needs the password, mails the new address, and moves the account when the link is opened', async () => {
      const user = await ctx.newUser({ name: 'Mo Mover' });
      const newEmail = uniqueEmail('moved');
      const wrong = await change(user.token, { email: newEmail, password: 'not it at all' }).expect(
        400,
      );
      expect(wrong.body.message).toBe(`password: ${AccountMessages.passwordIncorrect}`);
      const same = await change(user.token, { email: user.email, password: user.password }).expect(
        400,
      );
      expect(same.body.message).toBe(`email: ${AccountMessages.emailUnchanged}`);

      const asked = await change(user.token, {
        email: newEmail.toUpperCase(),
        password: user.password,
      }).expect(202);
      expect(asked.body).toEqual({
        status: 'success',
        message: AccountMessages.emailChangeRequested(newEmail),
        data: { email: newEmail },
      });
      const mail = await mailTo(newEmail);
      expect(mail.subject).toBe('Confirm your new Dealdraft e-mail address');
      expect(mailsTo(user.email)).toHaveLength(0);
      const token = CONFIRM_LINK.exec(mail.text ?? '')![1];
      // Nothing changes until the link is opened.
      expect((await me(user.token).expect(200)).body.data.email).toBe(user.email);

      const done = await confirm(token).expect(200);
      expect(done.body).toEqual({
        status: 'success',
        message: AccountMessages.emailChanged(newEmail),
        data: { email: newEmail },
      });
      expect((await me(user.token).expect(200)).body.data.email).toBe(newEmail);
      await ctx
        .http()
        .post('/api/auth/login')
        .send({ email: newEmail, password: user.password })
        .expect(200);
      await ctx
        .http()
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(401);
      expect((await confirm(token).expect(400)).body.message).toBe(
        AccountMessages.emailChangeLinkInvalid,
      );
    });

    it("refuses an address that has an account, and an API key changing its creator's address", async () => {
      const user = await ctx.newUser();
      const other = await ctx.newUser();
      const taken = await change(user.token, {
        email: other.email,
        password: user.password,
      }).expect(409);
      expect(taken.body.message).toBe(Messages.auth.emailTaken);

      // The address is taken between the e-mail and the click.
      const later = uniqueEmail('later');
      await change(user.token, { email: later, password: user.password }).expect(202);
      const token = CONFIRM_LINK.exec((await mailTo(later)).text ?? '')![1];
      await ctx.newUser({ email: later });
      expect((await confirm(token).expect(409)).body.message).toBe(Messages.auth.emailTaken);

      const key = await ctx
        .http()
        .post('/api/workspace/api-keys')
        .auth(user.token, { type: 'bearer' })
        .send({ name: 'CI', role: 'admin' })
        .expect(201);
      const refused = await change(key.body.data.secret, {
        email: uniqueEmail('key'),
        password: user.password,
      }).expect(403);
      expect(refused.body.message).toBe(ApiKeyMessages.sessionOnly);
    });
  });
});
