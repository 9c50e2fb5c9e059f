import {
  DocumentMessages,
  Messages,
  SubscriptionMessages,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = WorkspaceMessages;
const ORIGIN = 'http://localhost:3000';
const URLS = { successUrl: `${ORIGIN}/payment-success`, cancelUrl: `${ORIGIN}/payment-decline` };

describe('workspaces: settings, members, switching', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ WEB_ORIGIN: ORIGIN, BUSINESS_SEATS: '7' });
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.app.get(DataSource);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Adds `user` to `workspaceId` as invitations will (built elsewhere): a plain row. */
  const join = (workspaceId: string, user: SignedUpUser, role: string) =>
    db().query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)', [
      workspaceId,
      user.id,
      role,
    ]);
  /** A token of `user` acting in `workspaceId`, through the REST switch. */
  const switchTo = async (user: SignedUpUser, workspaceId: string): Promise<string> => {
    const response = await ctx
      .http()
      .post(`/api/workspaces/${workspaceId}/switch`)
      .set(auth(user.token))
      .expect(200);
    expect(response.body.message).toBe(M.switched);
    return response.body.data.token;
  };
  /** An owner with an admin and a member in their workspace, each holding a token for it. */
  const team = async () => {
    const owner = await ctx.newUser({ name: 'Olive Owner' });
    const admin = await ctx.newUser({ name: 'Adam Admin' });
    const member = await ctx.newUser({ name: 'Mia Member' });
    await join(owner.workspaceId, admin, 'admin');
    await join(owner.workspaceId, member, 'member');
    return {
      owner,
      admin: { ...admin, token: await switchTo(admin, owner.workspaceId) },
      member: { ...member, token: await switchTo(member, owner.workspaceId) },
    };
  };
  const roleIn = async (workspaceId: string, userId: string) =>
    (
      await db().query(
        'SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
        [workspaceId, userId],
      )
    )[0]?.role ?? null;

  describe('settings', () => {
    it('shows the active workspace with seats by plan, member count and the caller role', async () => {
      const { owner, member } = await team();
      const response = await ctx.http().get('/api/workspace').set(auth(member.token)).expect(200);
      expect(response.body).toEqual({
        status: 'success',
        message: M.fetched,
        data: {
          id: owner.workspaceId,
          name: "Olive Owner's workspace",
          address: null,
          email: owner.email,
          phone: null,
          taxNumber: null,
          paymentTerms: null,
          invoiceOnAccept: false,
          proposalNumberPattern: null,
          invoiceNumberPattern: null,
          currency: 'USD',
          language: 'en',
          roundingScope: 'total',
          roundingMethod: 'half-up',
          legalName: null,
          postalCode: null,
          city: null,
          countryCode: null,
          taxRegistrationNumber: null,
          iban: null,
          bic: null,
          accountHolder: null,
          eInvoiceFormat: 'none',
          documentLayout: 'classic',
          documentFont: 'inter',
          documentFooter: null,
          paymentInstructions: null,
          plan: 'trial',
          seats: 1,
          memberCount: 3,
          role: 'member',
        },
      });
      await db().query("UPDATE workspaces SET plan = 'business' WHERE id = $1", [
        owner.workspaceId,
      ]);
      const { data } = await ctx.graphql<{ workspace: { seats: number; role: string } }>(
        '{ workspace { seats role } }',
        {},
        owner.token,
      );
      expect(data!.workspace).toEqual({ seats: 7, role: 'owner' });
    });

    it('lets an owner or admin edit the profile (trimmed; left-out fields cleared), not a member', async () => {
      const { owner, admin, member } = await team();
      const profile = {
        name: '  Acme Studio ',
        address: '1 Main St\nSpringfield',
        email: ' Billing@Acme.test ',
        phone: '+1 555 0100',
        taxNumber: 'VAT-123',
        paymentTerms: 'Net 30',
      };
      const response = await ctx
        .http()
        .put('/api/workspace')
        .set(auth(admin.token))
        .send(profile)
        .expect(200);
      expect(response.body.message).toBe(M.updated);
      expect(response.body.data).toMatchObject({
        name: 'Acme Studio',
        address: '1 Main St\nSpringfield',
        email: 'billing@acme.test',
        phone: '+1 555 0100',
        taxNumber: 'VAT-123',
        paymentTerms: 'Net 30',
        role: 'admin',
      });

      const updated = await ctx.graphql<{ updateWorkspace: Record<string, unknown> }>(
        'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { name email phone } }',
        { input: { name: 'Acme', email: '' } },
        owner.token,
      );
      expect(updated.data!.updateWorkspace).toEqual({ name: 'Acme', email: null, phone: null });

      const refused = await ctx
        .http()
        .put('/api/workspace')
        .set(auth(member.token))
        .send({ name: 'Mine now' })
        .expect(403);
      expect(refused.body.message).toBe(M.adminOnly);
      const gql = await ctx.graphql(
        'mutation { updateWorkspace(input: { name: "Mine" }) { name } }',
        {},
        member.token,
      );
      expect(gql.errors![0]).toMatchObject({
        message: M.adminOnly,
        extensions: { code: 'FORBIDDEN' },
      });
      const [row] = await db().query('SELECT name FROM workspaces WHERE id = $1', [
        owner.workspaceId,
      ]);
      expect(row.name).toBe('Acme');
    });

    it.each([
      [{ name: '   ' }, `name: ${M.nameRequired}`],
      [{}, `name: ${M.nameRequired}`],
      [{ name: 'x'.repeat(201) }, `name: ${DocumentMessages.tooLong(200)}`],
      [{ name: 'Acme', email: 'not-an-email' }, `email: ${Messages.validation.email}`],
      [{ name: 'Acme\u0000' }, `name: ${Messages.validation.controlCharacters}`],
      [{ name: 'Acme', phone: 'a\nb' }, `phone: ${DocumentMessages.singleLine}`],
      [{ name: 'Acme', plan: 'business' }, 'plan'],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      const owner = await ctx.newUser();
      const response = await ctx
        .http()
        .put('/api/workspace')
        .set(auth(owner.token))
        .send(body)
        .expect(400);
      expect(response.body.message).toContain(message);
    });
  });

  describe('switching', () => {
    it('lists every membership, marks the active one, and switching changes the lists', async () => {
      const alice = await ctx.newUser({ name: 'Alice' });
      const bob = await ctx.newUser({ name: 'Bob' });
      await join(alice.workspaceId, bob, 'member');
      const alicesProposal = await ctx.create(alice, 'proposals', proposalPayload());
      const bobsProposal = await ctx.create(bob, 'proposals', proposalPayload());

      const listed = await ctx.http().get('/api/workspaces').set(auth(bob.token)).expect(200);
      expect(listed.body.message).toBe(M.listed);
      expect(listed.body.data).toEqual([
        { id: bob.workspaceId, name: "Bob's workspace", role: 'owner', active: true },
        { id: alice.workspaceId, name: "Alice's workspace", role: 'member', active: false },
      ]);
      const ids = async (token: string) =>
        (await ctx.http().get('/api/proposals').set(auth(token)).expect(200)).body.data.map(
          (p: { id: string }) => p.id,
        );
      expect(await ids(bob.token)).toEqual([bobsProposal.id]);

      const switched = await ctx.graphql<{
        switchWorkspace: { token: string; user: { id: string; role: string } };
      }>(
        'mutation($id: ID!) { switchWorkspace(id: $id) { token user { id role } } }',
        { id: alice.workspaceId },
        bob.token,
      );
      const { token, user } = switched.data!.switchWorkspace;
      expect(user).toEqual({ id: bob.id, role: 'member' });
      expect(await ids(token)).toEqual([alicesProposal.id]);
      const after = await ctx.graphql<{ workspaces: { id: string; active: boolean }[] }>(
        '{ workspaces { id active } }',
        {},
        token,
      );
      expect(after.data!.workspaces).toEqual([
        { id: bob.workspaceId, active: false },
        { id: alice.workspaceId, active: true },
      ]);
      // The old token stays valid (other tabs), still in its own workspace.
      expect(await ids(bob.token)).toEqual([bobsProposal.id]);
    });

    it('answers 404 for a workspace the person is not a member of', async () => {
      const alice = await ctx.newUser();
      const stranger = await ctx.newUser();
      const response = await ctx
        .http()
        .post(`/api/workspaces/${alice.workspaceId}/switch`)
        .set(auth(stranger.token))
        .expect(404);
      expect(response.body.message).toBe(M.notFound);
      const gql = await ctx.graphql(
        'mutation($id: ID!) { switchWorkspace(id: $id) { token } }',
        { id: alice.workspaceId },
        stranger.token,
      );
      expect(gql.errors![0]).toMatchObject({
        message: M.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
      await ctx
        .http()
        .post('/api/workspaces/not-a-uuid/switch')
        .set(auth(stranger.token))
        .expect(400);
    });
  });

  describe('shared documents', () => {
    it('a second member lists, reads and edits the first one’s proposals; authorship is recorded', async () => {
      const { owner, member } = await team();
      const created = await ctx.create(
        owner,
        'proposals',
        proposalPayload({ proposalTitle: 'Site' }),
      );
      const list = await ctx.http().get('/api/proposals').set(auth(member.token)).expect(200);
      expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([created.id]);
      await ctx.http().get(`/api/proposals/${created.id}`).set(auth(member.token)).expect(200);
      const edited = await ctx
        .http()
        .put(`/api/proposals/${created.id}`)
        .set(auth(member.token))
        .send(proposalPayload({ proposalTitle: 'Site v2' }))
        .expect(200);
      expect(edited.body.data.proposalTitle).toBe('Site v2');
      const [row] = await db().query(
        'SELECT workspace_id, created_by_id, updated_by_id FROM proposals WHERE id = $1',
        [created.id],
      );
      expect(row).toEqual({
        workspace_id: owner.workspaceId,
        created_by_id: owner.id,
        updated_by_id: member.id,
      });
      const mine = await ctx.create(member, 'proposals', proposalPayload());
      const query = `query($me: Boolean) { proposals(createdByMe: $me) { nodes { id createdById updatedById } } }`;
      const all = await ctx.graphql<{ proposals: { nodes: { id: string }[] } }>(
        query,
        {},
        member.token,
      );
      expect(all.data!.proposals.nodes.map((p) => p.id).sort()).toEqual(
        [created.id, mine.id].sort(),
      );
      const onlyMine = await ctx.graphql<{ proposals: { nodes: unknown[] } }>(
        query,
        { me: true },
        member.token,
      );
      expect(onlyMine.data!.proposals.nodes).toEqual([
        { id: mine.id, createdById: member.id, updatedById: member.id },
      ]);
    });
  });

  describe('members', () => {
    it('lists the team, owner first, marking the caller', async () => {
      const { owner, admin, member } = await team();
      const response = await ctx
        .http()
        .get('/api/workspace/members')
        .set(auth(member.token))
        .expect(200);
      expect(response.body.message).toBe(M.membersListed);
      expect(
        response.body.data.map(({ joinedAt: _j, ...rest }: Record<string, unknown>) => rest),
      ).toEqual([
        { userId: owner.id, name: 'Olive Owner', email: owner.email, role: 'owner', isYou: false },
        { userId: admin.id, name: 'Adam Admin', email: admin.email, role: 'admin', isYou: false },
        { userId: member.id, name: 'Mia Member', email: member.email, role: 'member', isYou: true },
      ]);
    });

    it('changes roles: admins manage members, only the owner manages admins, nobody the owner', async () => {
      const { owner, admin, member } = await team();
      const patch = (token: string, userId: string, role: string) =>
        ctx.http().patch(`/api/workspace/members/${userId}`).set(auth(token)).send({ role });

      const promoted = await patch(admin.token, member.id, 'admin').expect(200);
      expect(promoted.body.message).toBe(M.roleChanged);
      expect(promoted.body.data).toMatchObject({ userId: member.id, role: 'admin', isYou: false });
      // Now both are admins: one admin cannot demote another; the owner can.
      expect((await patch(admin.token, member.id, 'member').expect(403)).body.message).toBe(
        M.onlyOwnerManagesAdmins,
      );
      await patch(owner.token, member.id, 'member').expect(200);
      expect(await roleIn(owner.workspaceId, member.id)).toBe('member');

      expect((await patch(admin.token, owner.id, 'member').expect(403)).body.message).toBe(
        M.ownerRoleFixed,
      );
      expect((await patch(owner.token, owner.id, 'admin').expect(403)).body.message).toBe(
        M.ownerRoleFixed,
      );
      expect((await patch(owner.token, member.id, 'owner').expect(400)).body.message).toBe(
        `role: ${M.roleInvalid}`,
      );
      expect((await patch(member.token, admin.id, 'member').expect(403)).body.message).toBe(
        M.adminOnly,
      );
      const stranger = await ctx.newUser();
      expect((await patch(owner.token, stranger.id, 'member').expect(404)).body.message).toBe(
        M.memberNotFound,
      );

      const gql = await ctx.graphql<{ changeMemberRole: { role: string } }>(
        'mutation($u: ID!, $r: String!) { changeMemberRole(userId: $u, role: $r) { role } }',
        { u: admin.id, r: 'member' },
        owner.token,
      );
      expect(gql.data!.changeMemberRole).toEqual({ role: 'member' });
      const bad = await ctx.graphql(
        'mutation($u: ID!, $r: String!) { changeMemberRole(userId: $u, role: $r) { role } }',
        { u: admin.id, r: 'boss' },
        owner.token,
      );
      expect(bad.errors![0]).toMatchObject({
        message: `role: ${M.roleInvalid}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });
    });

    it('removal takes effect on the removed member’s very next request', async () => {
      const { owner, admin, member } = await team();
      await ctx.http().get('/api/proposals').set(auth(member.token)).expect(200);
      const removed = await ctx
        .http()
        .delete(`/api/workspace/members/${member.id}`)
        .set(auth(admin.token))
        .expect(200);
      expect(removed.body.message).toBe(M.memberRemoved);
      const next = await ctx.http().get('/api/proposals').set(auth(member.token)).expect(401);
      expect(next.body.message).toBe(M.notAMember);
      expect(await roleIn(owner.workspaceId, member.id)).toBeNull();
    });

    it('refuses to remove the owner, and an admin by anyone but the owner', async () => {
      const { owner, admin, member } = await team();
      const remove = (token: string, userId: string) =>
        ctx.http().delete(`/api/workspace/members/${userId}`).set(auth(token));
      expect((await remove(admin.token, owner.id).expect(403)).body.message).toBe(
        M.ownerCannotBeRemoved,
      );
      expect((await remove(member.token, admin.id).expect(403)).body.message).toBe(M.adminOnly);
      await ctx.graphql(
        'mutation($u: ID!) { changeMemberRole(userId: $u, role: "admin") { role } }',
        { u: member.id },
        owner.token,
      );
      expect((await remove(admin.token, member.id).expect(403)).body.message).toBe(
        M.onlyOwnerManagesAdmins,
      );
      const gql = await ctx.graphql<{ removeMember: boolean }>(
        'mutation($u: ID!) { removeMember(userId: $u) }',
        { u: member.id },
        owner.token,
      );
      expect(gql.data!.removeMember).toBe(true);
      expect(await roleIn(owner.workspaceId, member.id)).toBeNull();
      // Owner removing themselves is leaving, which an owner cannot do.
      expect((await remove(owner.token, owner.id).expect(403)).body.message).toBe(
        M.ownerCannotLeave,
      );
    });

    it('someone removed from their last workspace gets a planless one of their own', async () => {
      const owner = await ctx.newUser();
      const loner = await ctx.newUser({ name: 'Lone Wolf' });
      await join(owner.workspaceId, loner, 'member');
      await db().query('DELETE FROM workspaces WHERE id = $1', [loner.workspaceId]);
      await ctx
        .http()
        .delete(`/api/workspace/members/${loner.id}`)
        .set(auth(owner.token))
        .expect(200);
      const rows = await db().query(
        `SELECT w.name, w.plan, w.is_subscription_active, w.proposals_limit, w.invoices_limit, m.role
           FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id WHERE m.user_id = $1`,
        [loner.id],
      );
      expect(rows).toEqual([
        {
          name: "Lone Wolf's workspace",
          plan: 'none',
          is_subscription_active: false,
          proposals_limit: 0,
          invoices_limit: 0,
          role: 'owner',
        },
      ]);
      // They can still sign in, into that workspace.
      await ctx
        .http()
        .post('/api/auth/login')
        .send({ email: loner.email, password: loner.password })
        .expect(200);
    });
  });

  describe('leaving and transferring', () => {
    it('a non-owner leaves and gets a token for their oldest remaining workspace', async () => {
      const { owner, member } = await team();
      const left = await ctx.graphql<{ leaveWorkspace: { token: string; user: { role: string } } }>(
        'mutation { leaveWorkspace { token user { role } } }',
        {},
        member.token,
      );
      expect(left.data!.leaveWorkspace.user.role).toBe('owner');
      const workspace = await ctx
        .http()
        .get('/api/workspace')
        .set(auth(left.data!.leaveWorkspace.token))
        .expect(200);
      expect(workspace.body.data.id).toBe(member.workspaceId);
      expect(await roleIn(owner.workspaceId, member.id)).toBeNull();
      const old = await ctx.http().get('/api/workspace').set(auth(member.token)).expect(401);
      expect(old.body.message).toBe(M.notAMember);

      const refused = await ctx.graphql('mutation { leaveWorkspace { token } }', {}, owner.token);
      expect(refused.errors![0]).toMatchObject({
        message: M.ownerCannotLeave,
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('the owner hands over to a member, who becomes owner; the old owner becomes admin', async () => {
      const { owner, admin, member } = await team();
      expect(
        (
          await ctx
            .http()
            .post('/api/workspace/transfer')
            .set(auth(admin.token))
            .send({ userId: member.id })
            .expect(403)
        ).body.message,
      ).toBe(M.ownerOnly);
      const stranger = await ctx.newUser();
      expect(
        (
          await ctx
            .http()
            .post('/api/workspace/transfer')
            .set(auth(owner.token))
            .send({ userId: stranger.id })
            .expect(404)
        ).body.message,
      ).toBe(M.memberNotFound);
      expect(await roleIn(owner.workspaceId, owner.id)).toBe('owner');

      const response = await ctx
        .http()
        .post('/api/workspace/transfer')
        .set(auth(owner.token))
        .send({ userId: member.id })
        .expect(200);
      expect(response.body.message).toBe(M.ownershipTransferred);
      expect(response.body.data).toMatchObject({ id: owner.workspaceId, role: 'admin' });
      expect(await roleIn(owner.workspaceId, owner.id)).toBe('admin');
      expect(await roleIn(owner.workspaceId, member.id)).toBe('owner');
      // The roles count from the next request: the new owner may subscribe, the old one not.
      await ctx
        .http()
        .post('/api/subscription/subscribe')
        .set(auth(owner.token))
        .send({ plan: 'business', ...URLS })
        .expect(403);

      const back = await ctx.graphql<{ transferOwnership: { role: string } }>(
        'mutation($u: ID!) { transferOwnership(userId: $u) { role } }',
        { u: owner.id },
        member.token,
      );
      expect(back.data!.transferOwnership).toEqual({ role: 'admin' });
      expect(await roleIn(owner.workspaceId, owner.id)).toBe('owner');
    });
  });

  describe('deleting a workspace', () => {
    const countIn = async (workspaceId: string) =>
      (
        await db().query(
          `SELECT (SELECT count(*)::int FROM workspaces WHERE id = $1) AS workspaces,
                  (SELECT count(*)::int FROM proposals WHERE workspace_id = $1) AS proposals,
                  (SELECT count(*)::int FROM workspace_members WHERE workspace_id = $1) AS members`,
          [workspaceId],
        )
      )[0];

    it('only with its name typed, never while a paid plan renews, and by the owner only', async () => {
      const { owner, admin } = await team();
      await ctx.create(owner, 'proposals', proposalPayload());
      const before = await countIn(owner.workspaceId);

      const wrong = await ctx
        .http()
        .delete('/api/workspace')
        .set(auth(owner.token))
        .send({ confirmName: 'Someone else' })
        .expect(400);
      expect(wrong.body.message).toBe(M.deleteNameMismatch);

      const byAdmin = await ctx.graphql(
        'mutation($n: String!) { deleteWorkspace(confirmName: $n) { token } }',
        { n: "Olive Owner's workspace" },
        admin.token,
      );
      expect(byAdmin.errors?.[0]).toMatchObject({
        message: M.ownerOnly,
        extensions: { code: 'FORBIDDEN' },
      });

      await db().query(
        `UPDATE workspaces SET plan = 'business', is_subscription_active = true,
                plan_end = now() + interval '20 days', cancel_at_period_end = false WHERE id = $1`,
        [owner.workspaceId],
      );
      const renewing = await ctx
        .http()
        .delete('/api/workspace')
        .set(auth(owner.token))
        .send({ confirmName: "Olive Owner's workspace" })
        .expect(409);
      expect(renewing.body.message).toBe(M.deleteCancelFirst);
      expect(await countIn(owner.workspaceId)).toEqual(before);
    });

    it('removes everything it owns; every former member keeps a workspace and the owner gets a session in theirs', async () => {
      const { owner, member } = await team();
      await ctx.create(owner, 'proposals', proposalPayload());
      const deleted = await ctx.graphql<{
        deleteWorkspace: { token: string; user: { role: string } };
      }>(
        'mutation($n: String!) { deleteWorkspace(confirmName: $n) { token user { role } } }',
        { n: "  Olive Owner's workspace " },
        owner.token,
      );
      expect(deleted.errors).toBeUndefined();
      expect(await countIn(owner.workspaceId)).toEqual({ workspaces: 0, proposals: 0, members: 0 });

      // The owner's answer works in a workspace of their own (a fresh planless one).
      const home = await ctx
        .http()
        .get('/api/workspace')
        .set(auth(deleted.data!.deleteWorkspace.token))
        .expect(200);
      expect(home.body.data).toMatchObject({ role: 'owner', plan: 'none' });
      // The member's token for the deleted workspace stops at once; they still have their own.
      const gone = await ctx.http().get('/api/proposals').set(auth(member.token)).expect(401);
      expect(gone.body.message).toBe(M.notAMember);
      const own = await ctx.http().get('/api/workspaces').set(auth(member.token));
      expect(own.status).toBe(401);
      expect(await roleIn(member.workspaceId, member.id)).toBe('owner');
    });
  });

  describe('billing belongs to the owner', () => {
    it.each(['admin', 'member'] as const)(
      'a %s gets 403 on subscribe (REST and GraphQL)',
      async (role) => {
        const people = await team();
        const token = people[role].token;
        const rest = await ctx
          .http()
          .post('/api/subscription/subscribe')
          .set(auth(token))
          .send({ plan: 'business', ...URLS })
          .expect(403);
        expect(rest.body.message).toBe(M.ownerOnly);
        const gql = await ctx.graphql(
          'mutation($input: CheckoutInput!) { subscribe(input: $input) { url } }',
          { input: { plan: 'business', ...URLS } },
          token,
        );
        expect(gql.errors![0]).toMatchObject({
          message: M.ownerOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      },
    );

    it('the owner may subscribe', async () => {
      const { owner } = await team();
      const rest = await ctx
        .http()
        .post('/api/subscription/subscribe')
        .set(auth(owner.token))
        .send({ plan: 'business', ...URLS })
        .expect(200);
      expect(rest.body.message).toBe(SubscriptionMessages.checkoutCreated);
      const gql = await ctx.graphql<{ subscribe: { url: string } }>(
        'mutation($input: CheckoutInput!) { subscribe(input: $input) { url } }',
        { input: { plan: 'business', ...URLS } },
        owner.token,
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.subscribe.url).toContain('/checkout/simulated');
    });
  });
});
