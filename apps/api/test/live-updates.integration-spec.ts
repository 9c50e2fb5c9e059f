import { clientAnswerNotice, onlinePaymentNotice } from '@dealdraft/domain';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/auth/token.service';
import { AppConfig } from '../src/config/app-config';
import { SUBSCRIPTION_OVER_HTTP } from '../src/graphql/socket-only.rule';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { clientLinkToken, sentInvoiceId } from './support/payments';
import {
  ACTIVITY_SUBSCRIPTION,
  LiveSubscriber,
  SubscriptionRefused,
  subscribe,
} from './support/subscriptions';

/**
 * Live updates: what a client does reaches the owner's open screens over graphql-ws,
 * through Redis pub/sub, on a real port with a real client; only the subscriber's own workspace,
 * and only while its credential holds.
 */
describe('live updates: Subscription.activity over graphql-ws', () => {
  let ctx: TestApp;
  let url: string;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let ip = 0;
  const open: LiveSubscriber[] = [];

  beforeAll(async () => {
    ctx = await bootApp({ PUBLIC_URL: 'https://app.dealdraft.test' });
    await ctx.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    for (const user of [owner, other]) await ctx.upgrade(user);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.app.get(DataSource);
  const live = async (token: string) => {
    const subscriber = await subscribe(url, token);
    open.push(subscriber);
    return subscriber;
  };
  const refusal = (token: string | null) =>
    subscribe(url, token).then(
      (s) => {
        open.push(s);
        throw new Error('subscribed');
      },
      (error: SubscriptionRefused) => ({ code: error.code, reason: error.reason }),
    );
  /** A fresh client IP per call keeps the per-IP limit out. */
  const from = () => `203.0.113.${++ip % 250}`;
  const view = async (token: string) =>
    (await ctx.http().get(`/api/client/${token}`).set('x-forwarded-for', from()).expect(200)).body
      .data as { version: string };
  const answer = (token: string, decision: 'accept' | 'decline', body: object) =>
    ctx.http().post(`/api/client/${token}/${decision}`).set('x-forwarded-for', from()).send(body);
  const proposalWithLink = async (user: SignedUpUser, title: string) => {
    const proposal = await ctx.create(
      user,
      'proposals',
      proposalPayload({ proposalTitle: title, status: 'sent' }),
    );
    return { proposal, token: await clientLinkToken(ctx, user, proposal.id, 'proposal') };
  };
  const noticeOf = async (documentId: string) =>
    (
      await db().query('SELECT id, message, created_at FROM notifications WHERE document_id = $1', [
        documentId,
      ])
    )[0] as { id: string; message: string; created_at: Date };

  it("a client's decline through the link reaches the owner's subscriber; the other workspace hears nothing of it", async () => {
    const ownerLive = await live(owner.token);
    const otherLive = await live(other.token);
    const { proposal, token } = await proposalWithLink(owner, 'Live decline');

    // Two loads of the page in a row: one VIEWED (a visit, not every reload).
    await view(token);
    const { version } = await view(token);
    await answer(token, 'decline', { reason: 'Over budget', version }).expect(200);

    const document = {
      documentKind: 'proposal',
      documentId: proposal.id,
      number: proposal.proposalNumber,
      title: 'Live decline',
      clientName: 'Globex Corporation',
    };
    expect(await ownerLive.next()).toEqual({
      id: expect.any(String),
      kind: 'VIEWED',
      ...document,
      status: 'sent',
      occurredAt: expect.any(String),
      notification: null,
    });
    const notice = await noticeOf(proposal.id);
    expect(await ownerLive.next()).toEqual({
      id: expect.any(String),
      kind: 'DECLINED',
      ...document,
      status: 'rejected',
      occurredAt: expect.any(String),
      notification: {
        id: notice.id,
        documentKind: 'proposal',
        documentId: proposal.id,
        message: clientAnswerNotice('declined', 'Live decline', 'Globex Corporation'),
        createdAt: notice.created_at.toISOString(),
        seenAt: null,
      },
    });

    // The other workspace's first event is its own, published after the owner's: had the
    // owner's reached it, they would have come first (one Redis connection, in order).
    const theirs = await proposalWithLink(other, 'Their own');
    await view(theirs.token);
    expect(await otherLive.next()).toMatchObject({
      kind: 'VIEWED',
      documentId: theirs.proposal.id,
      title: 'Their own',
    });
    expect(otherLive.events).toHaveLength(1);
    expect(ownerLive.events).toHaveLength(2);
  });

  it('an acceptance arrives as ACCEPTED with its notice', async () => {
    const ownerLive = await live(owner.token);
    const { proposal, token } = await proposalWithLink(owner, 'Live accept');
    const { version } = await view(token);
    await answer(token, 'accept', { fullName: 'Hank Scorpio', version }).expect(200);

    expect((await ownerLive.next()).kind).toBe('VIEWED');
    expect(await ownerLive.next()).toMatchObject({
      kind: 'ACCEPTED',
      documentId: proposal.id,
      status: 'accepted',
      notification: {
        id: (await noticeOf(proposal.id)).id,
        message: clientAnswerNotice('accepted', 'Live accept', 'Globex Corporation'),
      },
    });
  });

  it('an e-mail opened by the client arrives as OPENED, once per send however often the image loads', async () => {
    const ownerLive = await live(owner.token);
    const { proposal } = await proposalWithLink(owner, 'Live e-mail');
    const send = await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(owner.token, { type: 'bearer' })
      .expect(202);
    // What the worker does once the message has gone: the send is sent, its image is live.
    const tracking = 'liveUpdatesTracking123'.padEnd(22, 'x').slice(0, 22);
    await db().query(
      `UPDATE email_sends SET status = 'sent', sent_at = now(), tracking_token = $2 WHERE id = $1`,
      [send.body.data.id, tracking],
    );
    await ctx.http().get(`/api/t/${tracking}.gif`).expect(200);
    await ctx.http().get(`/api/t/${tracking}.gif`).expect(200);
    // Then something else happens, so that a second OPENED would have come before it.
    const { token } = await proposalWithLink(owner, 'After the e-mail');
    await view(token);

    expect(await ownerLive.next()).toMatchObject({
      kind: 'OPENED',
      documentKind: 'proposal',
      documentId: proposal.id,
      title: 'Live e-mail',
      notification: null,
    });
    expect(await ownerLive.next()).toMatchObject({ kind: 'VIEWED', title: 'After the e-mail' });
  });

  it('a payment made online (the simulated gateway, as the Stripe webhook records it) arrives as PAID', async () => {
    const ownerLive = await live(owner.token);
    const invoiceId = await sentInvoiceId(ctx, owner);
    const token = await clientLinkToken(ctx, owner, invoiceId);
    const pay = await ctx
      .http()
      .post(`/api/client/${token}/pay`)
      .set('x-forwarded-for', from())
      .expect(200);
    const session = new URL(pay.body.data.url).searchParams.get('session');
    await ctx.http().post('/api/payments/simulated/pay').send({ session }).expect(200);

    const [invoice] = await db().query(
      'SELECT invoice_number, client_name FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(await ownerLive.next()).toEqual({
      id: expect.any(String),
      kind: 'PAID',
      documentKind: 'invoice',
      documentId: invoiceId,
      number: invoice.invoice_number,
      title: null,
      clientName: invoice.client_name,
      status: 'paid',
      occurredAt: expect.any(String),
      notification: expect.objectContaining({
        id: (await noticeOf(invoiceId)).id,
        message: onlinePaymentNotice(invoice.client_name, '$1,960.47', invoice.invoice_number),
      }),
    });
  });

  it("the bell's feed: the newest notices first, read or not, and the unread count in all", async () => {
    const bell = await ctx.newUser({ name: 'Bea Bell' });
    await ctx.upgrade(bell);
    for (const [title, decision] of [
      ['First answer', 'decline'],
      ['Second answer', 'accept'],
    ] as const) {
      const { token } = await proposalWithLink(bell, title);
      const { version } = await view(token);
      const body = decision === 'accept' ? { fullName: 'Hank Scorpio' } : { reason: 'No' };
      await answer(token, decision, { ...body, version }).expect(200);
    }
    const feed = async (first: number) => {
      const { data, errors } = await ctx.graphql<{
        notificationFeed: {
          unreadCount: number;
          items: { message: string; seenAt: string | null; id: string }[];
        };
      }>(
        'query($first: Int!) { notificationFeed(first: $first) { unreadCount items { id message seenAt } } }',
        { first },
        bell.token,
      );
      if (!data) throw new Error(JSON.stringify(errors));
      return data.notificationFeed;
    };
    const newest = clientAnswerNotice('accepted', 'Second answer', 'Globex Corporation');
    const before = await feed(1);
    expect(before).toEqual({
      unreadCount: 2,
      items: [{ id: expect.any(String), message: newest, seenAt: null }],
    });
    await ctx.graphql(
      'mutation($ids: [ID!]!) { markNotificationsSeen(ids: $ids) }',
      { ids: [before.items[0].id] },
      bell.token,
    );
    expect(await feed(10)).toEqual({
      unreadCount: 1,
      items: [
        { id: before.items[0].id, message: newest, seenAt: expect.any(String) },
        {
          id: expect.any(String),
          message: clientAnswerNotice('declined', 'First answer', 'Globex Corporation'),
          seenAt: null,
        },
      ],
    });
    const { errors } = await ctx.graphql(
      '{ notificationFeed(first: 51) { unreadCount } }',
      {},
      bell.token,
    );
    expect(errors?.[0]?.message).toBe('first: first must not be greater than 50');
  });

  it('refuses a socket without a valid credential with 4403: none, a wrong one, a logged-out session', async () => {
    expect(await refusal(null)).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(await refusal('not-a-token')).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(await refusal('ddk_abcdefgh_nonsense')).toEqual({ code: 4403, reason: 'Forbidden' });

    const session = await ctx.app.get(TokenService).issue(owner.id, owner.workspaceId);
    await ctx.http().post('/api/auth/logout').auth(session, { type: 'bearer' }).expect(200);
    expect(await refusal(session)).toEqual({ code: 4403, reason: 'Forbidden' });
  });

  it('closes an open socket with 4403 once its session is logged out, before the next event', async () => {
    const session = await ctx.app.get(TokenService).issue(owner.id, owner.workspaceId);
    const loggedOut = await live(session);
    const still = await live(owner.token);
    await ctx.http().post('/api/auth/logout').auth(session, { type: 'bearer' }).expect(200);

    const { proposal, token } = await proposalWithLink(owner, 'After logout');
    await view(token);

    expect(await still.next()).toMatchObject({ kind: 'VIEWED', documentId: proposal.id });
    expect(await loggedOut.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(loggedOut.events).toEqual([]);
  });

  it('closes an idle socket with 4403 when its session expires, without waiting for an event', async () => {
    const config = ctx.app.get(AppConfig);
    const shortLived = await ctx.app.get(JwtService).signAsync(
      { sub: owner.id, wid: owner.workspaceId },
      {
        jwtid: randomUUID(),
        algorithm: 'HS256',
        secret: config.jwt.secret,
        expiresIn: 2,
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
      },
    );
    const expiring = await live(shortLived);
    const still = await live(owner.token);
    const started = Date.now();

    expect(await expiring.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    // jsonwebtoken's exp is whole seconds: between one and two seconds after signing.
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(expiring.events).toEqual([]);
    // The owner's other socket, on a session that has not expired, stays open.
    const { proposal, token } = await proposalWithLink(owner, 'After expiry');
    await view(token);
    expect(await still.next()).toMatchObject({ kind: 'VIEWED', documentId: proposal.id });
  });

  it('takes an API key as the credential (keys may read), until the key is revoked', async () => {
    const { data } = await ctx.graphql<{
      createApiKey: { secret: string; apiKey: { id: string } };
    }>(
      'mutation { createApiKey(input: { name: "Screens", role: "member" }) { secret apiKey { id } } }',
      {},
      owner.token,
    );
    const key = data!.createApiKey;
    const keyLive = await live(key.secret);
    const { proposal, token } = await proposalWithLink(owner, 'Seen by a key');
    await view(token);
    expect(await keyLive.next()).toMatchObject({ kind: 'VIEWED', documentId: proposal.id });

    await ctx.graphql(
      'mutation ($id: ID!) { revokeApiKey(id: $id) }',
      { id: key.apiKey.id },
      owner.token,
    );
    expect(await refusal(key.secret)).toEqual({ code: 4403, reason: 'Forbidden' });
    const after = await proposalWithLink(owner, 'After the key');
    await view(after.token);
    expect(await keyLive.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(keyLive.events).toHaveLength(1);
  });

  it('refuses a subscription the schema does not have, as it refuses any operation', async () => {
    const refused = await subscribe(url, owner.token, 'subscription { activity { nope } }').then(
      () => null,
      (error: SubscriptionRefused) => error.errors.map((e) => e.message),
    );
    expect(refused).toEqual(['Cannot query field "nope" on type "ActivityEvent".']);
  });

  it('answers a subscription sent over HTTP with a 4xx that says to use the socket', async () => {
    const response = await ctx
      .http()
      .post('/graphql')
      .auth(owner.token, { type: 'bearer' })
      .send({ query: ACTIVITY_SUBSCRIPTION });
    expect({ status: response.status, errors: response.body.errors }).toEqual({
      status: 400,
      errors: [
        expect.objectContaining({
          message: SUBSCRIPTION_OVER_HTTP,
          extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
        }),
      ],
    });
  });
});
