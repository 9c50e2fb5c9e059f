import {
  alreadyInvitedMessage,
  alreadyMemberMessage,
  InvitationMessages as M,
  Messages,
  seatLimitMessage,
  WorkspaceMessages,
  wrongInviteeMessage,
} from '@dealdraft/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { Queues } from '../src/queue/queues';
import { proposalPayload } from './factories/proposal';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, TestClock, bootApp, startWorker, uniqueEmail } from './support/app';

const PUBLIC_URL = 'https://app.dealdraft.test';
const LINK = /https:\/\/app\.dealdraft\.test\/invitations\/([A-Za-z0-9_-]{43})/;

describe('workspace invitations: e-mailed through the worker, single use, 7 days, seats', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  const clock = new TestClock();

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <team@dealdraft.test>',
      PUBLIC_URL,
      // Its own queues: another file's worker must not mail these invitations to its SMTP peer.
      QUEUE_PREFIX: `invitations-${process.pid}`,
    };
    ctx = await bootApp(env);
    // The api's one Clock (a global provider) reads the test's clock, so days pass on demand.
    const appClock = ctx.app.get(Clock);
    appClock.now = () => clock.now();
    worker = await startWorker(env, { clock });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    await business(owner);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const business = (user: { workspaceId: string }) =>
    db().query(
      `UPDATE workspaces SET plan = 'business', proposals_limit = 100, invoices_limit = 100,
              plan_end = now() + interval '30 days' WHERE id = $1`,
      [user.workspaceId],
    );
  const as = (token: string) => ({
    invite: (email: string, role = 'member') =>
      ctx
        .http()
        .post('/api/workspace/invitations')
        .auth(token, { type: 'bearer' })
        .send({ email, role }),
    list: () => ctx.http().get('/api/workspace/invitations').auth(token, { type: 'bearer' }),
    resend: (id: string) =>
      ctx.http().post(`/api/workspace/invitations/${id}/resend`).auth(token, { type: 'bearer' }),
    revoke: (id: string) =>
      ctx.http().delete(`/api/workspace/invitations/${id}`).auth(token, { type: 'bearer' }),
    accept: (link: string) =>
      ctx.http().post(`/api/invitations/${link}/accept`).auth(token, { type: 'bearer' }),
  });
  const preview = (link: string) => ctx.http().get(`/api/invitations/${link}`);
  /** The invitation e-mail to `address` (the newest), as the SMTP peer received it. */
  const mailTo = async (address: string, count = 1): Promise<ParsedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === address);
      if (mails.length >= count) return mails[mails.length - 1];
      if (Date.now() > deadline) throw new Error(`no invitation e-mail to ${address}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const linkIn = (mail: ParsedMail) => LINK.exec(mail.text ?? '')![1];
  const invited = async (inviter: string, email: string, role = 'member') => {
    const response = await as(inviter).invite(email, role).expect(201);
    return { id: response.body.data.id as string, token: linkIn(await mailTo(email)) };
  };

  it('invites by e-mail, the invitee signs up, accepts and sees the shared proposals', async () => {
    const proposal = await ctx.create(owner, 'proposals', proposalPayload());
    const email = uniqueEmail('grace');

    const response = await as(owner.token).invite(email.toUpperCase(), 'member').expect(201);
    expect(response.body).toMatchObject({
      status: 'success',
      message: M.sent,
      data: {
        id: expect.any(String),
        email,
        role: 'member',
        invitedByName: 'Ada Owner',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    });
    const { createdAt, expiresAt } = response.body.data;
    expect(new Date(expiresAt).getTime() - new Date(createdAt).getTime()).toBe(7 * 86_400_000);

    const mail = await mailTo(email);
    expect(mail.from?.value).toEqual([
      { name: 'Ada Owner via Dealdraft', address: 'team@dealdraft.test' },
    ]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Ada Owner', address: owner.email }]);
    expect(mail.subject).toBe("Ada Owner invited you to join Ada Owner's workspace on Dealdraft");
    expect(mail.text).toContain(
      "Ada Owner invited you to join Ada Owner's workspace on Dealdraft as a member.",
    );
    expect(mail.html).toMatch(/<a href="https:\/\/app\.dealdraft\.test\/invitations\/[\w-]{43}"/);
    const token = linkIn(mail);

    // Only the token's SHA-256 is stored.
    const [row] = await db().query(
      `SELECT encode(token_hash, 'hex') AS hash FROM workspace_invitations WHERE id = $1`,
      [response.body.data.id],
    );
    expect(row.hash).toBe(createHash('sha256').update(token).digest('hex'));

    const shown = await preview(token).expect(200);
    expect(shown.body).toMatchObject({
      message: M.fetched,
      data: {
        workspaceName: "Ada Owner's workspace",
        email,
        role: 'member',
        invitedByName: 'Ada Owner',
        expiresAt,
      },
    });
    const { data: gqlPreview } = await ctx.graphql<{ invitation: { workspaceName: string } }>(
      'query($token: String!) { invitation(token: $token) { workspaceName email role } }',
      { token },
    );
    expect(gqlPreview?.invitation).toEqual({
      workspaceName: "Ada Owner's workspace",
      email,
      role: 'member',
    });

    const grace = await ctx.newUser({ name: 'Grace Hopper', email });
    const joined = await as(grace.token).accept(token).expect(200);
    expect(joined.body).toMatchObject({
      message: M.accepted,
      data: {
        id: grace.id,
        email,
        name: 'Grace Hopper',
        role: 'member',
        token: expect.any(String),
      },
    });
    const session = joined.body.data.token as string;
    const list = await ctx
      .http()
      .get('/api/proposals')
      .auth(session, { type: 'bearer' })
      .expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(proposal.id);
    // Her own sign-up workspace is untouched: its token still sees nothing of Ada's.
    const own = await ctx.http().get('/api/proposals').auth(grace.token, { type: 'bearer' });
    expect(own.body.data).toEqual([]);

    const [member] = await db().query(
      'SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
      [owner.workspaceId, grace.id],
    );
    expect(member).toEqual({ role: 'member' });

    // Single use: the link is spent for everyone, its owner included.
    expect((await preview(token).expect(404)).body.message).toBe(M.linkUsed);
    expect((await as(session).accept(token).expect(404)).body.message).toBe(M.linkUsed);
    // Accepted: no longer pending.
    const pending = await as(owner.token).list().expect(200);
    expect(pending.body.data.map((i: { email: string }) => i.email)).not.toContain(email);
    // And now a member: inviting her again is a conflict.
    expect((await as(owner.token).invite(email).expect(409)).body.message).toBe(
      alreadyMemberMessage(email),
    );
  });

  it('joins as an admin through GraphQL and answers a session in the joined workspace', async () => {
    const email = uniqueEmail('admin');
    const { data, errors } = await ctx.graphql<{ inviteMember: { id: string; role: string } }>(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id email role invitedByName } }',
      { input: { email, role: 'admin' } },
      owner.token,
    );
    expect(errors).toBeUndefined();
    expect(data?.inviteMember.role).toBe('admin');
    const mail = await mailTo(email);
    expect(mail.text).toContain('on Dealdraft as an admin.');
    const invitee = await ctx.newUser({ name: 'Alan Admin', email });
    const accepted = await ctx.graphql<{
      acceptInvitation: { token: string; user: { role: string } };
    }>(
      'mutation($token: String!) { acceptInvitation(token: $token) { token user { id role } } }',
      { token: linkIn(mail) },
      invitee.token,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptInvitation.user.role).toBe('admin');
    // The admin may see the team's invitations in the joined workspace.
    await as(accepted.data!.acceptInvitation.token).list().expect(200);
    await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      owner.workspaceId,
      invitee.id,
    ]);
  });

  it('is single use even when two accepts race', async () => {
    const email = uniqueEmail('racer');
    const { token } = await invited(owner.token, email);
    const invitee = await ctx.newUser({ name: 'Ray Sir', email });
    const answers = await Promise.all([
      as(invitee.token).accept(token),
      as(invitee.token).accept(token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)?.body.message).toBe(M.linkUsed);
    const [{ n }] = await db().query(
      'SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
      [owner.workspaceId, invitee.id],
    );
    expect(n).toBe(1);
    await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      owner.workspaceId,
      invitee.id,
    ]);
  });

  it('refuses an account with another e-mail, naming the invited address', async () => {
    const email = uniqueEmail('invitee');
    const { id, token } = await invited(owner.token, email);
    const stranger = await ctx.newUser({ name: 'Eve Else' });
    const refused = await as(stranger.token).accept(token).expect(403);
    expect(refused.body.message).toBe(wrongInviteeMessage(email));
    // Still pending and usable by the right person.
    await preview(token).expect(200);
    await as(owner.token).revoke(id).expect(200);
  });

  it('expires after 7 days on the test clock', async () => {
    const email = uniqueEmail('late');
    const { id, token } = await invited(owner.token, email);
    const invitee = await ctx.newUser({ name: 'Late Larry', email });
    clock.advanceDays(7);
    try {
      expect((await preview(token).expect(404)).body.message).toBe(M.linkExpired);
      expect((await as(invitee.token).accept(token).expect(404)).body.message).toBe(M.linkExpired);
      // Expired: not listed, and it no longer blocks a new invitation of the same address.
      const listed = await as(owner.token).list().expect(200);
      expect(listed.body.data.map((i: { id: string }) => i.id)).not.toContain(id);
      const again = await as(owner.token).invite(email).expect(201);
      const fresh = linkIn(await mailTo(email, 2));
      expect(fresh).not.toBe(token);
      await as(invitee.token).accept(fresh).expect(200);
      await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
        owner.workspaceId,
        invitee.id,
      ]);
      expect(again.body.data.id).not.toBe(id);
    } finally {
      clock.set(new Date().toISOString());
    }
  });

  it('a day before expiry the link still works', async () => {
    const email = uniqueEmail('ontime');
    const { token } = await invited(owner.token, email);
    const invitee = await ctx.newUser({ name: 'On Time', email });
    clock.advanceDays(6.9);
    try {
      await as(invitee.token).accept(token).expect(200);
    } finally {
      clock.set(new Date().toISOString());
    }
    await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      owner.workspaceId,
      invitee.id,
    ]);
  });

  it('answers a pending address with 409 suggesting a resend; resend issues a new link and a new week', async () => {
    const email = uniqueEmail('twice');
    const { id, token } = await invited(owner.token, email);
    expect((await as(owner.token).invite(email).expect(409)).body.message).toBe(
      alreadyInvitedMessage(email),
    );
    const [{ expires_at: before }] = await db().query(
      'SELECT expires_at FROM workspace_invitations WHERE id = $1',
      [id],
    );
    clock.advanceDays(3);
    try {
      const resent = await as(owner.token).resend(id).expect(200);
      expect(resent.body).toMatchObject({ message: M.resent, data: { id, email } });
      expect(new Date(resent.body.data.expiresAt).getTime()).toBe(
        new Date(before).getTime() + 3 * 86_400_000,
      );
      const fresh = linkIn(await mailTo(email, 2));
      expect(fresh).not.toBe(token);
      expect((await preview(token).expect(404)).body.message).toBe(M.linkInvalid);
      await preview(fresh).expect(200);
    } finally {
      clock.set(new Date().toISOString());
    }
    await as(owner.token).revoke(id).expect(200);
  });

  it('revoke: the link answers 404 with its reason, and the invitation leaves the list', async () => {
    const email = uniqueEmail('revoked');
    const { id, token } = await invited(owner.token, email);
    const listed = await as(owner.token).list().expect(200);
    expect(listed.body).toMatchObject({ message: M.listed });
    expect(listed.body.data.find((i: { id: string }) => i.id === id)).toMatchObject({
      email,
      role: 'member',
      invitedByName: 'Ada Owner',
    });
    const revoked = await as(owner.token).revoke(id).expect(200);
    expect(revoked.body).toMatchObject({ message: M.revoked, data: null });
    expect((await preview(token).expect(404)).body.message).toBe(M.linkRevoked);
    const invitee = await ctx.newUser({ name: 'Rev Oked', email });
    expect((await as(invitee.token).accept(token).expect(404)).body.message).toBe(M.linkRevoked);
    expect((await as(owner.token).list()).body.data.map((i: { id: string }) => i.id)).not.toContain(
      id,
    );
    // Revoking or resending it again: it is no longer pending.
    expect((await as(owner.token).revoke(id).expect(404)).body.message).toBe(M.notFound);
    expect((await as(owner.token).resend(id).expect(404)).body.message).toBe(M.notFound);
    // The address may be invited anew.
    const again = await as(owner.token).invite(email).expect(201);
    await as(owner.token).revoke(again.body.data.id).expect(200);
  });

  it('answers an unknown or malformed token with 404', async () => {
    expect((await preview('x'.repeat(43)).expect(404)).body.message).toBe(M.linkInvalid);
    expect((await preview('short').expect(404)).body.message).toBe(M.linkInvalid);
    const { errors } = await ctx.graphql(
      'query($token: String!) { invitation(token: $token) { email } }',
      { token: 'y'.repeat(43) },
    );
    expect(errors?.[0]).toMatchObject({
      message: M.linkInvalid,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("another workspace's invitation answers 404 and stays as it was", async () => {
    const email = uniqueEmail('theirs');
    const { id, token } = await invited(owner.token, email);
    const other = await ctx.newUser({ name: 'Mallory' });
    await as(other.token).revoke(id).expect(404);
    await as(other.token).resend(id).expect(404);
    await preview(token).expect(200);
    await as(owner.token).revoke(id).expect(200);
  });

  it('validates the input', async () => {
    const bad = await as(owner.token).invite('not-an-email', 'owner').expect(400);
    expect(JSON.stringify(bad.body)).toContain(M.roleInvalid);
  });

  describe('seats', () => {
    it('a trial or Freelancer workspace has one seat: inviting answers 403 with the upgrade message', async () => {
      const trial = await ctx.newUser({ name: 'Trial Tess' });
      expect((await as(trial.token).invite(uniqueEmail()).expect(403)).body.message).toBe(
        seatLimitMessage('trial', 1),
      );
      expect(seatLimitMessage('trial', 1)).toBe(
        'Your Free Trial includes 1 seat. Upgrade to Business to invite teammates.',
      );
      const freelancer = await ctx.newUser({ name: 'Free Lance' });
      await ctx.upgrade(freelancer);
      const refused = await ctx.graphql(
        'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }',
        { input: { email: uniqueEmail(), role: 'member' } },
        freelancer.token,
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Your Freelancer plan includes 1 seat. Upgrade to Business to invite teammates.',
        extensions: { code: 'PLAN_LIMIT_REACHED' },
      });
      const [{ n }] = await db().query(
        'SELECT count(*)::int AS n FROM workspace_invitations WHERE workspace_id = ANY($1)',
        [[trial.workspaceId, freelancer.workspaceId]],
      );
      expect(n).toBe(0);
    });

    it('Business has 5: members and pending invitations both count; the 6th is refused', async () => {
      const boss = await ctx.newUser({ name: 'Bea Boss' });
      await business(boss);
      // One member joins (2 taken), three are pending (5 taken).
      const joiner = uniqueEmail('joiner');
      const { token } = await invited(boss.token, joiner);
      const joined = await ctx.newUser({ name: 'Jo Iner', email: joiner });
      await as(joined.token).accept(token).expect(200);
      const pending: string[] = [];
      for (let i = 0; i < 3; i++) {
        pending.push((await as(boss.token).invite(uniqueEmail('seat')).expect(201)).body.data.id);
      }
      const refused = await as(boss.token).invite(uniqueEmail('sixth')).expect(403);
      expect(refused.body.message).toBe(seatLimitMessage('business', 5));
      expect(refused.body.message).toBe(
        'Your Business plan includes 5 seats, counting pending invitations. Remove a member or revoke an invitation to invite someone else.',
      );
      // Revoking one frees its seat.
      await as(boss.token).revoke(pending[0]).expect(200);
      await as(boss.token).invite(uniqueEmail('fifth')).expect(201);
      await as(boss.token).invite(uniqueEmail('sixth')).expect(403);

      // Concurrent invites never overbook: free one seat, then race five invites for it.
      await as(boss.token).revoke(pending[1]).expect(200);
      const raced = await Promise.all(
        Array.from({ length: 5 }, () => as(boss.token).invite(uniqueEmail('race'))),
      );
      expect(raced.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    });
  });

  describe('admins only', () => {
    it('a member gets 403 on invite, resend, revoke and list, REST and GraphQL alike', async () => {
      const email = uniqueEmail('member');
      const { id, token } = await invited(owner.token, email);
      const member = await ctx.newUser({ name: 'Mem Ber', email });
      const session = (await as(member.token).accept(token).expect(200)).body.data.token as string;
      for (const call of [
        as(session).invite(uniqueEmail()),
        as(session).list(),
        as(session).resend(id),
        as(session).revoke(id),
      ]) {
        const refused = await call.expect(403);
        expect(refused.body.message).toBe(WorkspaceMessages.adminOnly);
      }
      const { errors } = await ctx.graphql('{ invitations { id } }', {}, session);
      expect(errors?.[0]).toMatchObject({
        message: WorkspaceMessages.adminOnly,
        extensions: { code: 'FORBIDDEN' },
      });
      // Accepting needs a session.
      const anonymous = await ctx.http().post(`/api/invitations/${token}/accept`).expect(401);
      expect(anonymous.body.message).toBe(Messages.auth.sessionRequired);
      await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
        owner.workspaceId,
        member.id,
      ]);
    });
  });

  it('keeps the token out of Redis once the e-mail is sent', async () => {
    const email = uniqueEmail('redis');
    const response = await as(owner.token).invite(email).expect(201);
    await mailTo(email);
    const queue = worker.get<Queue>(getQueueToken(Queues.Email));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const jobs = await queue.getJobs(['completed']);
      const job = jobs.find((j) => j.data.invitationId === response.body.data.id);
      if (job) {
        expect(job.data).toEqual({ invitationId: response.body.data.id, token: null });
        break;
      }
      if (Date.now() > deadline) throw new Error('no completed invitation job');
      await new Promise((r) => setTimeout(r, 50));
    }
    await as(owner.token).revoke(response.body.data.id).expect(200);
  });
});
