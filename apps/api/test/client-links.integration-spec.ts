import {
  ClientLinkMessages,
  DocumentMessages,
  FieldCode,
  ownerNoticeLines,
  proposalExpiredMessage,
} from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { pdfPages } from './support/pdf-text';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { asBuffer } from './support/bodies';
import { stableJson } from '../src/documents/content/printable-content';

const M = ClientLinkMessages;
const TOKEN_URL = /https:\/\/app\.dealdraft\.test\/c\/([A-Za-z0-9_-]{43})/;

describe('client links: the public page, the answer, and views', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let ipCounter = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
      CLIENT_LINK_REQUESTS_PER_MINUTE: '20',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Ada Owner' });
    stranger = await ctx.newUser({ name: 'Eve Stranger' });
    for (const user of [owner, stranger]) await ctx.upgrade(user);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  /** A fresh client IP per call keeps the per-IP limit out of tests that are not about it. */
  const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const page = (token: string, ip = nextIp()) =>
    ctx.http().get(`/api/client/${token}`).set('x-forwarded-for', ip);
  /** The version the page shows; an answer sends it back. */
  const versionOf = async (token: string): Promise<string> =>
    (await page(token).expect(200)).body.data.version;
  const accept = (token: string, body: object, ip = nextIp()) =>
    ctx.http().post(`/api/client/${token}/accept`).set('x-forwarded-for', ip).send(body);
  const decline = (token: string, body: object, ip = nextIp()) =>
    ctx.http().post(`/api/client/${token}/decline`).set('x-forwarded-for', ip).send(body);
  const create = (kind: 'proposals' | 'invoices', payload: object, user = owner) =>
    ctx.create(user, kind, payload);
  const newLink = async (
    documentKind: 'proposal' | 'invoice',
    documentId: string,
    user = owner,
    expiresAt?: string,
  ) => {
    const result = await ctx.graphql<{ createClientLink: { id: string; url: string } }>(
      `mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { id url live } }`,
      { input: { documentKind, documentId, ...(expiresAt ? { expiresAt } : {}) } },
      user.token,
    );
    return result;
  };
  const linkOf = async (kind: 'proposal' | 'invoice', id: string) => {
    const { data } = await newLink(kind, id);
    const url = data!.createClientLink.url;
    return { id: data!.createClientLink.id, url, token: TOKEN_URL.exec(url)![1] };
  };
  const ownerProposal = async (id: string) =>
    (await ctx.http().get(`/api/proposals/${id}`).auth(owner.token, { type: 'bearer' }).expect(200))
      .body.data;

  it('puts the client link in the e-mail; the page shows the document and counts views', async () => {
    const proposal = await create(
      'proposals',
      proposalPayload({ proposalNumber: 'PROP-LINK-1', clientEmail: 'link1@globex.example' }),
    );
    await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(owner.token, { type: 'bearer' })
      .expect(202);
    const deadline = Date.now() + 20_000;
    while (
      !smtp.messages.some(
        (m) => m.subject === 'Proposal: Website redesign' && m.text?.includes('PROP-LINK-1'),
      ) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 100));
    const message = smtp.messages.find((m) => m.text?.includes('PROP-LINK-1'))!;
    expect(message.text).toContain(
      'You can also view it online, and accept or decline it, here: https://app.dealdraft.test/c/',
    );
    const token = TOKEN_URL.exec(message.text!)![1];
    expect(message.html).toContain(`<a href="https://app.dealdraft.test/c/${token}"`);
    // The token is stored only as a hash and a sealed copy.
    const [stored] = await db().query(
      `SELECT encode(token_hash, 'hex') AS hash, sealed_token FROM client_links WHERE document_id = $1`,
      [proposal.id],
    );
    expect(stored.hash).toHaveLength(64);
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await page(token, '203.0.113.7').expect(200);
    expect(first.body).toMatchObject({ status: 'success', message: M.fetched });
    expect(first.body.data).toMatchObject({
      kind: 'proposal',
      title: 'Website redesign',
      number: 'PROP-LINK-1',
      status: 'sent',
      total: 2600.5,
      canRespond: true,
      expired: false,
      answer: null,
      from: { heading: 'From', name: 'Studio Ada' },
      to: { heading: 'Prepared for', name: 'Globex Corporation' },
    });
    // Client-facing fields only: no owner id, no account e-mail, no internal ids.
    const body = JSON.stringify(first.body);
    for (const secret of [owner.id, owner.email, proposal.id, 'ownerId', 'documentId'])
      expect(body).not.toContain(secret);
    await page(token).expect(200);
    await page(token).expect(200);

    const seen = await ownerProposal(proposal.id);
    expect(seen).toMatchObject({ clientViewCount: 3, clientLastViewedAt: expect.any(String) });
    const links = await ctx.graphql<{
      clientLinks: { viewCount: number; live: boolean; url: string }[];
    }>(
      'query($id: ID!) { clientLinks(documentId: $id) { viewCount live url firstViewedAt lastViewedAt } }',
      { id: proposal.id },
      owner.token,
    );
    expect(links.data?.clientLinks).toEqual([
      expect.objectContaining({
        viewCount: 3,
        live: true,
        url: `https://app.dealdraft.test/c/${token}`,
      }),
    ]);
    const [{ last_viewer_ip_hash: ipHash }] = await db().query(
      'SELECT last_viewer_ip_hash FROM client_links WHERE document_id = $1',
      [proposal.id],
    );
    expect(ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ipHash).not.toContain('203.0.113.7');
  });

  it('answers 404 with one message for wrong, malformed, revoked and expired tokens', async () => {
    const proposal = await create('proposals', proposalPayload());
    const link = await linkOf('proposal', proposal.id);
    const version = await versionOf(link.token);

    const wrong = await page('A'.repeat(43)).expect(404);
    const malformed = await page('nope').expect(404);
    expect(wrong.body).toMatchObject({ status: 'error', message: M.notFound });
    expect(malformed.body.message).toBe(M.notFound);

    const revoked = await ctx.graphql<{ revokeClientLink: { live: boolean; revokedAt: string } }>(
      'mutation($id: ID!) { revokeClientLink(id: $id) { live revokedAt } }',
      { id: link.id },
      owner.token,
    );
    expect(revoked.data?.revokeClientLink).toMatchObject({
      live: false,
      revokedAt: expect.any(String),
    });
    expect((await page(link.token).expect(404)).body.message).toBe(M.notFound);
    expect(
      (await accept(link.token, { fullName: 'Hank Scorpio', version }).expect(404)).body.message,
    ).toBe(M.notFound);

    // Expiry: a link that was live stops at its expiresAt.
    const expiring = await newLink(
      'proposal',
      proposal.id,
      owner,
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    const token = TOKEN_URL.exec(expiring.data!.createClientLink.url)![1];
    await page(token).expect(200);
    await db().query(
      `UPDATE client_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.data!.createClientLink.id],
    );
    expect((await page(token).expect(404)).body.message).toBe(M.notFound);

    // An expiry in the past is refused up front.
    const past = await newLink('proposal', proposal.id, owner, '2020-01-01T00:00:00Z');
    expect(past.errors?.[0]).toMatchObject({
      message: `expiresAt: ${M.expiresInPast}`,
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'expiresAt', code: FieldCode.DateInPast, message: M.expiresInPast }],
      },
    });
  });

  it('keeps links to the owner: another user can neither list, make nor revoke them', async () => {
    const proposal = await create('proposals', proposalPayload());
    const link = await linkOf('proposal', proposal.id);
    const listed = await ctx.graphql<{ clientLinks: unknown[] }>(
      'query($id: ID!) { clientLinks(documentId: $id) { id } }',
      { id: proposal.id },
      stranger.token,
    );
    expect(listed.errors?.[0]).toMatchObject({
      message: DocumentMessages.documentNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const made = await newLink('proposal', proposal.id, stranger);
    expect(made.errors?.[0]).toMatchObject({
      message: 'Proposal not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const revoked = await ctx.graphql(
      'mutation($id: ID!) { revokeClientLink(id: $id) { id } }',
      { id: link.id },
      stranger.token,
    );
    expect(revoked.errors?.[0]).toMatchObject({
      message: M.linkNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    await page(link.token).expect(200);
    const reminders = await ctx.graphql<{ reminders: unknown[] }>(
      'query($id: ID!) { reminders(documentId: $id) { id } }',
      { id: proposal.id },
      stranger.token,
    );
    expect(reminders.errors?.[0]).toMatchObject({
      message: DocumentMessages.documentNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const toggled = await ctx.graphql(
      'mutation($input: DocumentRemindersInput!) { setDocumentReminders(input: $input) }',
      { input: { documentKind: 'proposal', documentId: proposal.id, enabled: false } },
      stranger.token,
    );
    expect(toggled.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    // Signed-out callers get nothing either.
    const anonymous = await ctx.graphql('query($id: ID!) { clientLinks(documentId: $id) { id } }', {
      id: proposal.id,
    });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('accepts with the typed name once and for all, tells the owner, and prints the record', async () => {
    const proposal = await create(
      'proposals',
      proposalPayload({ proposalNumber: 'PROP-ACCEPT-1', proposalTitle: 'Brand refresh' }),
    );
    const link = await linkOf('proposal', proposal.id);
    const version = await versionOf(link.token);
    expect(version).toMatch(/^[0-9a-f]{64}$/);

    const missing = await accept(link.token, { fullName: '  ', version }).expect(400);
    expect(missing.body.message).toBe(`fullName: ${M.nameRequired}`);
    const extra = await accept(link.token, {
      fullName: 'Hank Scorpio',
      version,
      status: 'paid',
    }).expect(400);
    expect(extra.body.status).toBe('error');
    // The version is required: an answer without one says which field is missing.
    const unversioned = await accept(link.token, { fullName: 'Hank Scorpio' }).expect(400);
    expect(unversioned.body.message).toBe(`version: ${M.versionRequired}`);

    const accepted = await accept(
      link.token,
      { fullName: 'Hank  Scorpio', version },
      '203.0.113.9',
    ).expect(200);
    expect(accepted.body).toMatchObject({
      status: 'success',
      message: M.accepted,
      data: {
        status: 'accepted',
        version,
        canRespond: false,
        answer: { decision: 'accepted', acceptedByName: 'Hank Scorpio', at: expect.any(String) },
      },
    });
    // A second click changes nothing; the other answer is refused.
    const again = await accept(link.token, { fullName: 'Somebody Else', version }).expect(200);
    expect(again.body.data.answer).toEqual(accepted.body.data.answer);
    const refused = await decline(link.token, { reason: 'Changed my mind', version }).expect(409);
    expect(refused.body.message).toBe(M.alreadyAccepted);

    const record = await ownerProposal(proposal.id);
    expect(record).toMatchObject({
      status: 'accepted',
      acceptedByName: 'Hank Scorpio',
      respondedAt: accepted.body.data.answer.at,
      declineReason: null,
      responseIpFingerprint: expect.stringMatching(/^[0-9a-f]{12}$/),
    });

    // The owner: a notice for the next load (once), and an e-mail.
    const notices = await ctx.graphql<{ unseenNotifications: { id: string; message: string }[] }>(
      '{ unseenNotifications { id message documentId } }',
      {},
      owner.token,
    );
    const notice = notices.data!.unseenNotifications.find((n) =>
      n.message.includes('Brand refresh'),
    )!;
    expect(notice.message).toBe('Globex Corporation accepted your proposal "Brand refresh".');
    await ctx.graphql(
      'mutation($ids: [ID!]!) { markNotificationsSeen(ids: $ids) }',
      { ids: [notice.id] },
      owner.token,
    );
    const later = await ctx.graphql<{ unseenNotifications: { id: string }[] }>(
      '{ unseenNotifications { id } }',
      {},
      owner.token,
    );
    expect(later.data!.unseenNotifications.map((n) => n.id)).not.toContain(notice.id);
    const deadline = Date.now() + 20_000;
    while (!smtp.messages.some((m) => m.subject === notice.message) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const mail = smtp.messages.find((m) => m.subject === notice.message)!;
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.text?.trim()).toBe(
      ownerNoticeLines('Ada Owner', notice.message, 'https://app.dealdraft.test/proposals').join(
        '\n',
      ),
    );

    // The client's PDF download carries the acceptance record.
    const pdf = await ctx
      .http()
      .get(`/api/client/${link.token}/pdf`)
      .set('x-forwarded-for', nextIp())
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="PROP-ACCEPT-1.pdf"');
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Accepted by Hank Scorpio on');
    expect(text).toContain(`IP fingerprint ${record.responseIpFingerprint}`);
    // The PDF's text layer may drop the space before the hash.
    expect(text).toMatch(new RegExp(`· version ?${version.slice(0, 12)}`));
    expect(text.replace(/\s+/g, '')).toContain(`SHA-256${version}`);
  });

  it('declines with an optional reason, finally; through GraphQL without signing in', async () => {
    const proposal = await create('proposals', proposalPayload({ proposalTitle: 'Retainer' }));
    const link = await linkOf('proposal', proposal.id);
    const version = await versionOf(link.token);
    const declined = await ctx.graphql<{
      declineProposal: { status: string; answer: { decision: string; declineReason: string } };
    }>(
      'mutation($token: String!, $input: DeclineProposalInput!) { declineProposal(token: $token, input: $input) { status canRespond answer { decision declineReason } } }',
      { token: link.token, input: { reason: 'Over our budget this quarter', version } },
    );
    expect(declined.data?.declineProposal).toMatchObject({
      status: 'rejected',
      answer: { decision: 'declined', declineReason: 'Over our budget this quarter' },
    });
    await decline(link.token, { version }).expect(200);
    const refused = await accept(link.token, { fullName: 'Hank Scorpio', version }).expect(409);
    expect(refused.body.message).toBe(M.alreadyDeclined);
    expect(await ownerProposal(proposal.id)).toMatchObject({
      status: 'rejected',
      declineReason: 'Over our budget this quarter',
      acceptedByName: null,
    });
    const tooLong = await decline(link.token, { reason: 'x'.repeat(2001), version }).expect(400);
    expect(tooLong.body.message).toBe(`reason: ${M.reasonTooLong}`);
  });

  it('refuses to accept a proposal past its expiration date, and says so on the page', async () => {
    const proposal = await create(
      'proposals',
      proposalPayload({ proposalDate: '2026-01-05', expirationDate: '2026-01-31' }),
    );
    const link = await linkOf('proposal', proposal.id);
    const shown = await page(link.token).expect(200);
    expect(shown.body.data).toMatchObject({
      expired: true,
      canRespond: false,
      expiredMessage: proposalExpiredMessage('2026-01-31'),
    });
    expect(proposalExpiredMessage('2026-01-31')).toBe(
      'This proposal expired on January 31, 2026 and can no longer be accepted.',
    );
    const refused = await accept(link.token, {
      fullName: 'Hank Scorpio',
      version: shown.body.data.version,
    }).expect(409);
    expect(refused.body.message).toBe(proposalExpiredMessage('2026-01-31'));
    expect((await ownerProposal(proposal.id)).status).toBe('draft');
  });

  it('shows an invoice, which has nothing to accept', async () => {
    const invoice = await create('invoices', invoicePayload({ invoiceNumber: 'INV-LINK-1' }));
    const link = await linkOf('invoice', invoice.id);
    const shown = await page(link.token).expect(200);
    expect(shown.body.data).toMatchObject({
      kind: 'invoice',
      number: 'INV-LINK-1',
      unitLabel: 'Rate',
      canRespond: false,
      answer: null,
    });
    const refused = await accept(link.token, {
      fullName: 'Hank Scorpio',
      version: shown.body.data.version,
    }).expect(400);
    expect(refused.body.message).toBe(M.notAProposal);
  });

  it('binds the answer to the version the client saw: a changed proposal is reviewed first', async () => {
    const proposal = await create(
      'proposals',
      proposalPayload({
        proposalNumber: 'PROP-BIND-1',
        services: [{ description: 'Logo design', price: 500, quantity: 1 }],
      }),
    );
    const link = await linkOf('proposal', proposal.id);
    const seen = (await page(link.token).expect(200)).body.data;
    expect(seen.total).toBe(500);

    // The owner changes the price while the client's page is open.
    await ctx
      .http()
      .put(`/api/proposals/${proposal.id}`)
      .auth(owner.token, { type: 'bearer' })
      .send(
        proposalPayload({
          proposalNumber: 'PROP-BIND-1',
          services: [{ description: 'Logo design', price: 5000, quantity: 1 }],
        }),
      )
      .expect(200);
    const stale = await accept(link.token, {
      fullName: 'Hank Scorpio',
      version: seen.version,
    }).expect(409);
    // The conflict names its field and code, so a client tells it from an answer given elsewhere.
    const changed = { field: 'version', code: FieldCode.VersionChanged, message: M.versionChanged };
    expect(stale.body).toEqual({
      status: 'error',
      message: M.versionChanged,
      data: { errors: [changed] },
    });
    const staleDecline = await ctx.graphql(
      'mutation($token: String!, $input: DeclineProposalInput!) { declineProposal(token: $token, input: $input) { status } }',
      { token: link.token, input: { version: seen.version } },
    );
    expect(staleDecline.errors?.[0]).toMatchObject({
      message: M.versionChanged,
      extensions: { code: 'CONFLICT', fields: [changed] },
    });
    const [untouched] = await db().query(
      'SELECT status, responded_at, answered_snapshot FROM proposals WHERE id = $1',
      [proposal.id],
    );
    expect(untouched).toEqual({ status: 'draft', responded_at: null, answered_snapshot: null });

    // The reloaded page shows the new version, which the client can accept.
    const current = (await page(link.token).expect(200)).body.data;
    expect(current.total).toBe(5000);
    expect(current.version).not.toBe(seen.version);
    await accept(link.token, { fullName: 'Hank Scorpio', version: current.version }).expect(200);
    const [stored] = await db().query(
      'SELECT answered_snapshot, answered_snapshot_sha256 FROM proposals WHERE id = $1',
      [proposal.id],
    );
    expect(stored.answered_snapshot_sha256).toBe(current.version);
    expect(stored.answered_snapshot).toMatchObject({
      number: 'PROP-BIND-1',
      total: 5000,
      lines: [{ description: 'Logo design', quantity: 1, unitPrice: 5000, total: 5000 }],
    });
    expect(createHash('sha256').update(stableJson(stored.answered_snapshot)).digest('hex')).toBe(
      current.version,
    );
    expect((await ownerProposal(proposal.id)).answeredVersion).toBe(current.version);

    // Even a change behind the API's back never reaches the PDF: it prints the stored snapshot.
    await db().query(
      `UPDATE proposals SET total_minor = 99900, services = '[{"description":"Swapped","unitPriceMinor":99900,"quantity":1}]'
        WHERE id = $1`,
      [proposal.id],
    );
    const ownerPdf = await ctx
      .http()
      .post('/api/pdf/proposal')
      .auth(owner.token, { type: 'bearer' })
      .send({ id: proposal.id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const clientPdf = await ctx
      .http()
      .get(`/api/client/${link.token}/pdf`)
      .set('x-forwarded-for', nextIp())
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    for (const pdf of [ownerPdf, clientPdf]) {
      const text = (await pdfPages(pdf.body as Buffer)).join('\n');
      expect(text).toContain('Logo design');
      expect(text).toContain('$5,000.00');
      expect(text).not.toContain('Swapped');
      expect(text).toContain(`Accepted by Hank Scorpio on`);
      expect(text).toMatch(new RegExp(`· version ?${current.version.slice(0, 12)}`));
      expect(text.replace(/\s+/g, '')).toContain(`SHA-256${current.version}`);
    }
    // The client's page shows the content answered, too.
    const answered = (await page(link.token).expect(200)).body.data;
    expect(answered).toMatchObject({ total: 5000, version: current.version, canRespond: false });
  });

  it('never answers 5xx for an answered proposal set back by hand, with no expiration date', async () => {
    const proposal = await create('proposals', proposalPayload({ expirationDate: null }));
    const link = await linkOf('proposal', proposal.id);
    const version = await versionOf(link.token);
    await decline(link.token, { version }).expect(200);
    // The API refuses the reset now; rows set back before it still exist.
    await db().query(`UPDATE proposals SET status = 'sent' WHERE id = $1`, [proposal.id]);
    const shown = (await page(link.token).expect(200)).body.data;
    expect(shown).toMatchObject({ status: 'sent', canRespond: false, expired: false });
    const accepted = await accept(link.token, { fullName: 'Hank Scorpio', version }).expect(409);
    expect(accepted.body.message).toBe(M.notOpen);
    const declined = await decline(link.token, { version }).expect(409);
    expect(declined.body.message).toBe(M.notOpen);
  });

  it('rate-limits the public endpoints per client IP', async () => {
    const proposal = await create('proposals', proposalPayload());
    const link = await linkOf('proposal', proposal.id);
    const ip = '192.0.2.200';
    for (let i = 0; i < 20; i++) await page(link.token, ip).expect(200);
    const limited = await page(link.token, ip).expect(429);
    expect(limited.body.message).toBe(M.rateLimited);
    // Wrong tokens count too, so guessing is throttled.
    await page('B'.repeat(43), ip).expect(429);
    await page(link.token).expect(200);
  });
});
