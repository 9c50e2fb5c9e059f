import { ApiKeyMessages, Messages, WorkspaceMessages } from '@dealdraft/domain';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/auth/token.service';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = ApiKeyMessages;

describe('Workspace API keys', () => {
  let ctx: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    ctx = await bootApp();
    db = ctx.app.get(DataSource);
  });
  afterAll(() => ctx.close());

  const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });
  const listKeys = (credential: string) =>
    ctx.http().get('/api/workspace/api-keys').set(bearer(credential));
  const createKey = (credential: string, body: object) =>
    ctx.http().post('/api/workspace/api-keys').set(bearer(credential)).send(body);
  const revokeKey = (credential: string, id: string) =>
    ctx.http().delete(`/api/workspace/api-keys/${id}`).set(bearer(credential));

  /** A key made over REST by `user` (expecting 201); returns its model and secret. */
  async function newKey(user: SignedUpUser, role = 'member', name = 'Zapier') {
    const response = await createKey(user.token, { name, role }).expect(201);
    return response.body.data as { apiKey: { id: string; prefix: string }; secret: string };
  }

  /** Makes `person` a member of `owner`'s workspace with `role`; returns a session there. */
  async function join(owner: SignedUpUser, person: SignedUpUser, role: string): Promise<string> {
    await db.query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [owner.workspaceId, person.id, role],
    );
    return ctx.app.get(TokenService).issue(person.id, owner.workspaceId);
  }

  it('shows the secret once, keeps only its SHA-256, and lists the key without it', async () => {
    const owner = await ctx.newUser({ name: 'Olga Owner' });
    const created = await createKey(owner.token, { name: '  Zapier  ', role: 'admin' }).expect(201);
    expect(created.body).toMatchObject({ status: 'success', message: M.created });
    const { apiKey, secret } = created.body.data;
    expect(secret).toMatch(/^ddk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'Zapier',
      role: 'admin',
      prefix: secret.slice(4, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      createdByName: 'Olga Owner',
    });

    const [row] = await db.query('SELECT * FROM workspace_api_keys WHERE id = $1', [apiKey.id]);
    expect(row.workspace_id).toBe(owner.workspaceId);
    expect(row.created_by_id).toBe(owner.id);
    expect(row.secret_hash).toEqual(createHash('sha256').update(secret).digest());
    // Nothing in the row holds the secret part in the clear.
    const secretPart = secret.slice(13);
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(row.secret_hash.toString('utf8')).not.toContain(secretPart);

    const list = await listKeys(owner.token).expect(200);
    expect(list.body).toEqual({ status: 'success', data: [apiKey], message: M.fetched });
    expect(JSON.stringify(list.body)).not.toContain(secretPart);

    const { data } = await ctx.graphql<{ apiKeys: { id: string; prefix: string }[] }>(
      '{ apiKeys { id prefix } }',
      {},
      owner.token,
    );
    expect(data?.apiKeys).toEqual([{ id: apiKey.id, prefix: apiKey.prefix }]);
  });

  it('refuses a missing or long name and a role other than admin or member, naming the field', async () => {
    const owner = await ctx.newUser();
    const refused = async (body: object, message: string) => {
      const response = await createKey(owner.token, body).expect(400);
      expect(response.body).toMatchObject({ status: 'error', message });
    };
    await refused({ name: '   ', role: 'member' }, `name: ${M.nameRequired}`);
    await refused({ role: 'member' }, `name: ${M.nameRequired}`);
    await refused({ name: 'x'.repeat(101), role: 'member' }, `name: ${M.nameTooLong}`);
    await refused({ name: 'CI', role: 'owner' }, `role: ${M.roleInvalid}`);
    await refused({ name: 'CI' }, `role: ${M.roleInvalid}`);

    const { errors } = await ctx.graphql(
      'mutation { createApiKey(input: { name: "CI", role: "root" }) { secret } }',
      {},
      owner.token,
    );
    expect(errors?.[0]).toMatchObject({
      message: `role: ${M.roleInvalid}`,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(
      await db.query('SELECT 1 FROM workspace_api_keys WHERE workspace_id = $1', [
        owner.workspaceId,
      ]),
    ).toEqual([]);
  });

  it('works on REST and GraphQL as the workspace, recording who made what and when it was last used', async () => {
    const owner = await ctx.newUser({ name: 'Olga Owner' });
    const other = await ctx.newUser();
    const mine = await ctx.create(owner, 'proposals', proposalPayload({ proposalTitle: 'Ours' }));
    await ctx.create(other, 'proposals', proposalPayload({ proposalTitle: 'Theirs' }));
    const { apiKey, secret } = await newKey(owner, 'member');

    const list = await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([mine.id]);

    const { data, errors } = await ctx.graphql<{
      proposals: { nodes: { id: string }[] };
      me: { id: string; role: string };
    }>('{ proposals { nodes { id } } me { id role } }', {}, secret);
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      proposals: { nodes: [{ id: mine.id }] },
      me: { id: owner.id, role: 'member' },
    });

    // A document the key creates belongs to the workspace and records the key's creator.
    const created = await ctx
      .http()
      .post('/api/proposals')
      .set(bearer(secret))
      .send(proposalPayload({ proposalTitle: 'By the integration' }))
      .expect(201);
    const [row] = await db.query(
      'SELECT workspace_id, created_by_id FROM proposals WHERE id = $1',
      [created.body.data.id],
    );
    expect(row).toEqual({ workspace_id: owner.workspaceId, created_by_id: owner.id });

    const [{ last_used_at: lastUsed }] = await db.query(
      'SELECT last_used_at FROM workspace_api_keys WHERE id = $1',
      [apiKey.id],
    );
    expect(lastUsed).toBeInstanceOf(Date);
    expect(Date.now() - lastUsed.getTime()).toBeLessThan(60_000);
    // Written at most once a minute: later requests within the minute leave it alone.
    await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [again] = await db.query('SELECT last_used_at FROM workspace_api_keys WHERE id = $1', [
      apiKey.id,
    ]);
    expect(again.last_used_at).toEqual(lastUsed);
    const listed = await listKeys(owner.token).expect(200);
    expect(listed.body.data[0].lastUsedAt).toBe(lastUsed.toISOString());
  });

  it('keeps a member key to what members may do', async () => {
    const owner = await ctx.newUser();
    const { secret } = await newKey(owner, 'member');
    const adminOnly = await listKeys(secret).expect(403);
    expect(adminOnly.body).toMatchObject({ status: 'error', message: WorkspaceMessages.adminOnly });
    const ownerOnly = await ctx
      .http()
      .post('/api/subscription/cancel')
      .set(bearer(secret))
      .expect(403);
    expect(ownerOnly.body.message).toBe(WorkspaceMessages.ownerOnly);
    const { errors } = await ctx.graphql('{ apiKeys { id } }', {}, secret);
    expect(errors?.[0]).toMatchObject({
      message: WorkspaceMessages.adminOnly,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('lets an admin key list and revoke keys, but neither make keys nor act as the owner', async () => {
    const owner = await ctx.newUser();
    const { apiKey, secret } = await newKey(owner, 'admin');
    const listed = await listKeys(secret).expect(200);
    expect(listed.body.data.map((k: { id: string }) => k.id)).toEqual([apiKey.id]);

    const rest = await createKey(secret, { name: 'Another', role: 'admin' }).expect(403);
    expect(rest.body.message).toBe(M.sessionOnly);
    const { errors } = await ctx.graphql(
      'mutation { createApiKey(input: { name: "Another", role: "member" }) { secret } }',
      {},
      secret,
    );
    expect(errors?.[0]).toMatchObject({
      message: M.sessionOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    const billing = await ctx.http().post('/api/subscription/cancel').set(bearer(secret));
    expect([billing.status, billing.body.message]).toEqual([403, WorkspaceMessages.ownerOnly]);

    const other = await newKey(owner, 'member', 'Other');
    await revokeKey(secret, other.apiKey.id).expect(200);
    await ctx.http().get('/api/proposals').set(bearer(other.secret)).expect(401);
  });

  it('refuses to log out with a key, which stays valid', async () => {
    const owner = await ctx.newUser();
    const { secret } = await newKey(owner);
    const rest = await ctx.http().post('/api/auth/logout').set(bearer(secret)).expect(403);
    expect(rest.body).toMatchObject({ status: 'error', message: M.cannotLogOut });
    const { errors } = await ctx.graphql('mutation { logout }', {}, secret);
    expect(errors?.[0]).toMatchObject({
      message: M.cannotLogOut,
      extensions: { code: 'FORBIDDEN' },
    });
    await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);
  });

  it('stops a revoked key on its very next request, on REST and GraphQL', async () => {
    const owner = await ctx.newUser();
    const { apiKey, secret } = await newKey(owner);
    await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);

    const revoked = await revokeKey(owner.token, apiKey.id).expect(200);
    expect(revoked.body).toEqual({ status: 'success', data: null, message: M.revoked });

    const rest = await ctx.http().get('/api/proposals').set(bearer(secret)).expect(401);
    expect(rest.body).toMatchObject({ status: 'error', message: M.invalid });
    const { errors } = await ctx.graphql('{ me { id } }', {}, secret);
    expect(errors?.[0]).toMatchObject({
      message: M.invalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const [{ revoked_at: at }] = await db.query(
      'SELECT revoked_at FROM workspace_api_keys WHERE id = $1',
      [apiKey.id],
    );
    expect((await listKeys(owner.token).expect(200)).body.data).toEqual([
      { ...apiKey, lastUsedAt: expect.any(String), revokedAt: at.toISOString() },
    ]);

    // Revoked already: there is no live key by that id to revoke.
    await revokeKey(owner.token, apiKey.id).expect(404);
    const { data } = await ctx.graphql<{ revokeApiKey: boolean }>(
      'mutation ($id: ID!) { revokeApiKey(id: $id) }',
      { id: (await newKey(owner)).apiKey.id },
      owner.token,
    );
    expect(data).toEqual({ revokeApiKey: true });
  });

  it("answers 404 for another workspace's key or a malformed id, and leaves the key working", async () => {
    const owner = await ctx.newUser();
    const stranger = await ctx.newUser();
    const { apiKey, secret } = await newKey(owner);
    const response = await revokeKey(stranger.token, apiKey.id).expect(404);
    expect(response.body).toMatchObject({ status: 'error', message: M.notFound });
    await revokeKey(stranger.token, 'not-a-uuid').expect(404);
    const { errors } = await ctx.graphql(
      'mutation ($id: ID!) { revokeApiKey(id: $id) }',
      { id: apiKey.id },
      stranger.token,
    );
    expect(errors?.[0]).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
    await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);
  });

  it('refuses wrong and garbage keys with 401', async () => {
    const owner = await ctx.newUser();
    const { secret } = await newKey(owner);
    const tampered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    const unknownPrefix = `ddk_ZZZZZZZZ${secret.slice(12)}`;
    for (const credential of [tampered, unknownPrefix, 'ddk_', 'ddk_garbage', `${secret}x`]) {
      const response = await ctx.http().get('/api/proposals').set(bearer(credential)).expect(401);
      expect(response.body).toMatchObject({ status: 'error', message: M.invalid });
    }
    // Not a key at all: the session token's own answer.
    const jwt = await ctx.http().get('/api/proposals').set(bearer('garbage')).expect(401);
    expect(jwt.body.message).toBe(Messages.auth.sessionExpired);
  });

  it("closes a key when its creator leaves the workspace and caps it at the creator's role", async () => {
    const owner = await ctx.newUser();
    const admin = await ctx.newUser({ name: 'Adam Admin' });
    const adminSession = await join(owner, admin, 'admin');
    const { secret } = await newKey({ ...admin, token: adminSession }, 'admin');
    await listKeys(secret).expect(200);

    await db.query(
      "UPDATE workspace_members SET role = 'member' WHERE workspace_id = $1 AND user_id = $2",
      [owner.workspaceId, admin.id],
    );
    expect((await listKeys(secret).expect(403)).body.message).toBe(WorkspaceMessages.adminOnly);
    await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);

    await db.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      owner.workspaceId,
      admin.id,
    ]);
    const gone = await ctx.http().get('/api/proposals').set(bearer(secret)).expect(401);
    expect(gone.body.message).toBe(M.creatorLeft);
  });

  describe('when their creator leaves or is removed', () => {
    const revokedAt = async (id: string) =>
      (await db.query('SELECT revoked_at FROM workspace_api_keys WHERE id = $1', [id]))[0]
        .revoked_at as Date | null;
    const removeMember = (credential: string, userId: string) =>
      ctx.http().delete(`/api/workspace/members/${userId}`).set(bearer(credential));

    it('revokes a removed member’s keys, which stay revoked when they are invited back', async () => {
      const owner = await ctx.newUser();
      const admin = await ctx.newUser();
      const adminSession = await join(owner, admin, 'admin');
      const { apiKey, secret } = await newKey({ ...admin, token: adminSession }, 'admin');
      const mine = await newKey(owner, 'admin', 'Owner’s own');
      await ctx.http().get('/api/proposals').set(bearer(secret)).expect(200);

      await removeMember(owner.token, admin.id).expect(200);
      expect(await revokedAt(apiKey.id)).toBeInstanceOf(Date);
      expect(await revokedAt(mine.apiKey.id)).toBeNull();
      const gone = await ctx.http().get('/api/proposals').set(bearer(secret)).expect(401);
      expect(gone.body.message).toBe(M.creatorLeft);

      await join(owner, admin, 'admin');
      const back = await ctx.http().get('/api/proposals').set(bearer(secret)).expect(401);
      expect(back.body.message).toBe(M.invalid);
      // Still listed, after the live keys, with when it was revoked; over GraphQL too.
      const at = (await revokedAt(apiKey.id))!.toISOString();
      const list = await listKeys(owner.token).expect(200);
      expect(list.body.data).toEqual([
        mine.apiKey,
        { ...apiKey, lastUsedAt: expect.any(String), revokedAt: at },
      ]);
      const { data } = await ctx.graphql<{ apiKeys: { id: string; revokedAt: string | null }[] }>(
        '{ apiKeys { id revokedAt } }',
        {},
        owner.token,
      );
      expect(data?.apiKeys).toEqual([
        { id: mine.apiKey.id, revokedAt: null },
        { id: apiKey.id, revokedAt: at },
      ]);
    });

    it('revokes the keys of an admin who leaves', async () => {
      const owner = await ctx.newUser();
      const member = await ctx.newUser();
      const session = await join(owner, member, 'admin');
      const { apiKey } = await newKey({ ...member, token: session }, 'member');
      const { errors } = await ctx.graphql('mutation { leaveWorkspace { token } }', {}, session);
      expect(errors).toBeUndefined();
      expect(await revokedAt(apiKey.id)).toBeInstanceOf(Date);
    });

    it('refuses an API key removing its own creator with 403, over REST and GraphQL', async () => {
      const owner = await ctx.newUser();
      const admin = await ctx.newUser();
      const adminSession = await join(owner, admin, 'admin');
      const { apiKey, secret } = await newKey({ ...admin, token: adminSession }, 'admin');

      const removed = await removeMember(secret, admin.id).expect(403);
      expect(removed.body.message).toBe(M.cannotRemoveCreator);
      const { errors } = await ctx.graphql(
        'mutation($id: ID!) { removeMember(userId: $id) }',
        { id: admin.id },
        secret,
      );
      expect(errors?.[0]).toMatchObject({
        message: M.cannotRemoveCreator,
        extensions: { code: 'FORBIDDEN' },
      });
      const [membership] = await db.query(
        'SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
        [owner.workspaceId, admin.id],
      );
      expect(membership).toEqual({ role: 'admin' });
      expect(await revokedAt(apiKey.id)).toBeNull();
    });
  });
});

describe('Workspace API keys: rate limit', () => {
  let ctx: TestApp;
  beforeAll(async () => (ctx = await bootApp({ API_KEY_REQUESTS_PER_MINUTE: '3' })));
  afterAll(() => ctx.close());

  it('answers 429 past the per-key limit, counting REST and GraphQL together, one count a request', async () => {
    const owner = await ctx.newUser();
    const create = async () =>
      (
        await ctx
          .http()
          .post('/api/workspace/api-keys')
          .auth(owner.token, { type: 'bearer' })
          .send({ name: 'Busy', role: 'member' })
          .expect(201)
      ).body.data.secret as string;
    const busy = await create();
    const calm = await create();
    const get = (secret: string) =>
      ctx.http().get('/api/proposals').set('authorization', `Bearer ${secret}`);

    await get(busy).expect(200);
    // Three top-level fields in one request count once.
    const { errors } = await ctx.graphql('{ me { id } profile { plan } stats { plan } }', {}, busy);
    expect(errors).toBeUndefined();
    await get(busy).expect(200);
    const limited = await get(busy).expect(429);
    expect(limited.body).toMatchObject({ status: 'error', message: M.rateLimited(3) });
    const graphql = await ctx.graphql('{ me { id } }', {}, busy);
    expect(graphql.errors?.[0]).toMatchObject({
      message: M.rateLimited(3),
      extensions: { code: 'RATE_LIMITED' },
    });

    // Per key: another key of the same workspace, and the person's own session, are unaffected.
    await get(calm).expect(200);
    await ctx.http().get('/api/proposals').auth(owner.token, { type: 'bearer' }).expect(200);
  });
});
