import {
  BRAND_LIMITS,
  BrandingMessages,
  brandColorOnDark,
  DEFAULT_BRAND_COLOR,
} from '@dealdraft/domain';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/auth/token.service';
import { BrandingService } from '../src/branding/branding.service';
import { proposalPayload } from './factories/proposal';
import { INestApplicationContext } from '@nestjs/common';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { jpegOf, pngOf, SIMPLE_SVG } from './support/logo-images';

const M = BrandingMessages;
const PUBLIC_URL = 'https://app.dealdraft.test';
const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * A workspace's brand over HTTP: the logo uploaded, replaced, removed and served by its hash;
 * the colour and font; who may change them; and where the brand shows (the workspace, the
 * client page, the e-mails' EmailBrand).
 */
describe('branding: logo, colour and font', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    ctx = await bootApp({ PUBLIC_URL });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    const admin = await ctx.newUser({ name: 'Alan Admin' });
    const member = await ctx.newUser({ name: 'Grace Member' });
    await db().query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin'), ($1, $3, 'member')`,
      [owner.workspaceId, admin.id, member.id],
    );
    adminToken = await ctx.app.get(TokenService).issue(admin.id, owner.workspaceId);
    memberToken = await ctx.app.get(TokenService).issue(member.id, owner.workspaceId);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.app.get(DataSource);
  const upload = (body: Buffer | string, token = owner.token, type = 'application/octet-stream') =>
    ctx
      .http()
      .put('/api/workspace/logo')
      .auth(token, { type: 'bearer' })
      .set('Content-Type', type)
      .send(body);
  const logoRows = (workspaceId = owner.workspaceId) =>
    db().query(
      `SELECT sha256, content_type, width, height, length(bytes)::int AS size
         FROM workspace_logos WHERE workspace_id = $1`,
      [workspaceId],
    );
  const serve = (hash: string) => ctx.http().get(`/api/brand/logos/${hash}`);

  it('stores a PNG by its bytes: sha256, type and size, and answers the brand with its URL', async () => {
    const png = pngOf(320, 80);
    // The browser's word for the type does not matter: the bytes do.
    const response = await upload(png, owner.token, 'image/jpeg').expect(200);
    expect(response.body.message).toBe(M.logoUpdated);
    expect(response.body.data).toEqual({
      logoUrl: `${PUBLIC_URL}/api/brand/logos/${sha(png)}`,
      logoWidth: 320,
      logoHeight: 80,
      logoContentType: 'image/png',
      color: DEFAULT_BRAND_COLOR,
      colorOnDark: brandColorOnDark(DEFAULT_BRAND_COLOR),
      customColor: null,
      font: 'inter',
      fontFamily: 'Inter',
    });
    expect(await logoRows()).toEqual([
      { sha256: sha(png), content_type: 'image/png', width: 320, height: 80, size: png.length },
    ]);
  });

  it('serves it by hash: immutable, with its ETag, nosniff, and a 304 to a matching If-None-Match', async () => {
    const png = pngOf(10, 10, [0, 0, 0]);
    await upload(png).expect(200);
    const response = await serve(sha(png)).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${sha(png)}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(response.body as Buffer, png)).toBe(0);
    await serve(sha(png))
      .set('If-None-Match', `"${sha(png)}"`)
      .expect(304);
  });

  it('replaces the logo: one row per workspace, the old hash no longer answers', async () => {
    const first = pngOf(20, 20, [10, 20, 30]);
    const second = jpegOf(800, 600);
    await upload(first).expect(200);
    await upload(second, adminToken).expect(200);
    expect(await logoRows()).toEqual([
      {
        sha256: sha(second),
        content_type: 'image/jpeg',
        width: 800,
        height: 600,
        size: second.length,
      },
    ]);
    await serve(sha(second)).expect(200).expect('Content-Type', 'image/jpeg');
    const gone = await serve(sha(first)).expect(404);
    expect(gone.body.message).toBe(M.logoNotFound);
  });

  it('stores an SVG sanitised and serves it as image/svg+xml under a CSP that runs nothing', async () => {
    const dirty = SIMPLE_SVG.replace('<rect', '<script>alert(1)</script><rect onload="alert(2)"');
    const response = await upload(dirty, owner.token, 'text/plain').expect(200);
    expect(response.body.data).toMatchObject({
      logoContentType: 'image/svg+xml',
      logoWidth: 120,
      logoHeight: 40,
    });
    const [row] = await logoRows();
    const served = await serve(row.sha256).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const text = Buffer.from(served.body as Buffer).toString('utf8');
    expect(text).not.toMatch(/script|onload|alert/);
    expect(text).toContain('<rect width="120" height="40" fill="#4f46e5"></rect>');
    expect(row.sha256).toBe(sha(Buffer.from(text)));
  });

  it('refuses what is not a logo with a 400 naming the field, and keeps the one it has', async () => {
    const kept = await logoRows();
    const cases: [Buffer | string, string][] = [
      ['', `logo: ${M.logoEmpty}`],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), `logo: ${M.logoType}`],
      ['<html><script>alert(1)</script></html>', `logo: ${M.logoType}`],
      [Buffer.alloc(BRAND_LIMITS.logoBytes + 1, 0x89), `logo: ${M.logoTooLarge}`],
      [jpegOf(4001, 300), 'logo: The logo is 4001 × 300 pixels: at most 4000 × 4000 is allowed'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', `logo: ${M.svgNoSize}`],
      [
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg width="1" height="1">&x;</svg>',
        `logo: ${M.svgEntities}`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await upload(body);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message,
      });
      expect(response.body.data.errors[0].field).toBe('logo');
    }
    // A JSON body is no file either.
    const json = await ctx
      .http()
      .put('/api/workspace/logo')
      .auth(owner.token, { type: 'bearer' })
      .send({ logo: 'x' });
    expect([json.status, json.body.message]).toEqual([400, `logo: ${M.logoEmpty}`]);
    expect(await logoRows()).toEqual(kept);
  });

  it('lets owners and admins change the brand; a member reads it and gets 403', async () => {
    const refused = await upload(pngOf(5, 5), memberToken);
    expect(refused.status).toBe(403);
    const brand = await ctx
      .http()
      .get('/api/workspace/brand')
      .auth(memberToken, { type: 'bearer' })
      .expect(200);
    expect(brand.body.data.logoContentType).toBe('image/svg+xml');
    await ctx
      .http()
      .put('/api/workspace/brand')
      .auth(memberToken, { type: 'bearer' })
      .send({ color: '#123456' })
      .expect(403);
    await ctx
      .http()
      .delete('/api/workspace/logo')
      .auth(memberToken, { type: 'bearer' })
      .expect(403);
    const { errors } = await ctx.graphql(
      'mutation { removeWorkspaceLogo { color } }',
      {},
      memberToken,
    );
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await logoRows()).toHaveLength(1);
  });

  it('sets the colour and font, refusing each bad field by name', async () => {
    const put = (body: object) =>
      ctx.http().put('/api/workspace/brand').auth(owner.token, { type: 'bearer' }).send(body);
    const tooLight = await put({ color: '#FFEE00', font: 'comic-sans' }).expect(400);
    expect(tooLight.body.message).toBe(
      'color: Brand colour is too light: its contrast against white is 1.2:1, at least 4.5:1 is needed; font: Font must be one of Inter, Source Serif 4 or IBM Plex Sans',
    );
    expect(tooLight.body.data.errors.map((e: { field: string }) => e.field)).toEqual([
      'color',
      'font',
    ]);
    const notAColour = await put({ color: 'blue' }).expect(400);
    expect(notAColour.body.message).toBe(
      'color: Brand colour must be a hex colour such as #4f46e5',
    );

    const saved = await put({ color: '#0F766E', font: 'source-serif-4' }).expect(200);
    expect(saved.body.message).toBe(M.updated);
    expect(saved.body.data).toMatchObject({
      color: '#0f766e',
      customColor: '#0f766e',
      colorOnDark: brandColorOnDark('#0f766e'),
      font: 'source-serif-4',
      fontFamily: 'Source Serif 4',
    });
    const [row] = await db().query(
      'SELECT brand_color, document_font FROM workspaces WHERE id = $1',
      [owner.workspaceId],
    );
    expect(row).toEqual({ brand_color: '#0f766e', document_font: 'source-serif-4' });

    // Over GraphQL, by an admin; a field left out keeps its value, an empty colour is the default.
    const { data } = await ctx.graphql<{ updateWorkspaceBrand: { color: string; font: string } }>(
      'mutation { updateWorkspaceBrand(input: { color: "" }) { color font } }',
      {},
      adminToken,
    );
    expect(data?.updateWorkspaceBrand).toEqual({
      color: DEFAULT_BRAND_COLOR,
      font: 'source-serif-4',
    });
    const refusedGql = await ctx.graphql(
      'mutation { updateWorkspaceBrand(input: { font: "papyrus" }) { color } }',
      {},
      owner.token,
    );
    expect(refusedGql.errors?.[0].extensions?.fields).toEqual([
      { field: 'font', code: 'FONT_UNKNOWN', message: M.fontUnknown },
    ]);
  });

  it("shows the brand on the workspace, on its client pages and in its e-mails' EmailBrand", async () => {
    const png = pngOf(64, 64, [15, 118, 110]);
    await upload(png).expect(200);
    await ctx
      .http()
      .put('/api/workspace/brand')
      .auth(owner.token, { type: 'bearer' })
      .send({ color: '#0f766e', font: 'ibm-plex-sans' })
      .expect(200);
    const logoUrl = `${PUBLIC_URL}/api/brand/logos/${sha(png)}`;

    const { data } = await ctx.graphql<{ workspace: { brand: object } }>(
      '{ workspace { brand { logoUrl color colorOnDark font } } }',
      {},
      memberToken,
    );
    expect(data?.workspace.brand).toEqual({
      logoUrl,
      color: '#0f766e',
      colorOnDark: expect.stringMatching(/^#[0-9a-f]{6}$/),
      font: 'ibm-plex-sans',
    });

    const proposal = await ctx.create(owner, 'proposals', proposalPayload());
    const link = await ctx.graphql<{ createClientLink: { url: string } }>(
      'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
      { input: { documentKind: 'proposal', documentId: proposal.id } },
      owner.token,
    );
    const token = link.data!.createClientLink.url.split('/c/')[1];
    const page = await ctx
      .http()
      .get(`/api/client/${token}`)
      .set('x-forwarded-for', '198.51.100.7')
      .expect(200);
    expect(page.body.data.brand).toMatchObject({
      logoUrl,
      color: '#0f766e',
      font: 'ibm-plex-sans',
      fontFamily: 'IBM Plex Sans',
    });

    const branding = ctx.app.get(BrandingService);
    expect(await branding.emailBrandOf(owner.workspaceId)).toEqual({
      name: "Ada Owner's workspace",
      color: '#0f766e',
      logoUrl,
    });
    // Another workspace: its own name, the product colour, no logo.
    const [{ name }] = await db().query('SELECT name FROM workspaces WHERE id = $1', [
      other.workspaceId,
    ]);
    expect(await branding.emailBrandOf(other.workspaceId)).toEqual({
      name,
      color: DEFAULT_BRAND_COLOR,
      logoUrl: null,
    });
    // An SVG is not shown by most mail apps: the e-mail goes without it.
    await upload(SIMPLE_SVG).expect(200);
    expect((await branding.emailBrandOf(owner.workspaceId)).logoUrl).toBeNull();
  });

  it('removes the logo: the row goes, its URL answers 404, a second removal is a 404', async () => {
    const [{ sha256 }] = await logoRows();
    const removed = await ctx
      .http()
      .delete('/api/workspace/logo')
      .auth(adminToken, { type: 'bearer' })
      .expect(200);
    expect(removed.body).toMatchObject({
      message: M.logoRemoved,
      data: { logoUrl: null, logoWidth: null },
    });
    expect(await logoRows()).toEqual([]);
    await serve(sha256).expect(404);
    const again = await ctx
      .http()
      .delete('/api/workspace/logo')
      .auth(owner.token, { type: 'bearer' })
      .expect(404);
    expect(again.body.message).toBe(M.logoNotFound);
    // Not a hash at all: the same 404, no query.
    await serve('not-a-hash').expect(404);
  });

  it('deletes the logo with its workspace', async () => {
    const user = await ctx.newUser({ name: 'Short Lived' });
    await upload(pngOf(4, 4), user.token).expect(200);
    await db().query('DELETE FROM workspaces WHERE id = $1', [user.workspaceId]);
    expect(await logoRows(user.workspaceId)).toEqual([]);
  });
});

/** The brand in what the worker mails: the header's logo (a PNG; an SVG is left out) and colour. */
describe('branding: the e-mails carry the logo and colour', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL,
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Mail Owner' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const sendProposal = async (number: string) => {
    const proposal = await ctx.create(
      owner,
      'proposals',
      proposalPayload({ clientEmail: 'brand@client.example', proposalNumber: number }),
    );
    const before = smtp.messages.length;
    await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(owner.token, { type: 'bearer' })
      .expect(202);
    return (await smtp.waitForMessages(before + 1)).slice(before)[0];
  };

  it('shows the uploaded PNG logo by its absolute URL, in the brand colour; an SVG logo is left out', async () => {
    const png = pngOf(120, 40, [15, 118, 110]);
    await ctx
      .http()
      .put('/api/workspace/logo')
      .auth(owner.token, { type: 'bearer' })
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(200);
    await ctx
      .http()
      .put('/api/workspace/brand')
      .auth(owner.token, { type: 'bearer' })
      .send({ color: '#0f766e' })
      .expect(200);
    const branded = await sendProposal('PROP-BRAND-1');
    expect(branded.html).toContain(`src="${PUBLIC_URL}/api/brand/logos/${sha(png)}"`);
    expect(branded.html).toContain('#0f766e');

    await ctx
      .http()
      .put('/api/workspace/logo')
      .auth(owner.token, { type: 'bearer' })
      .set('Content-Type', 'image/svg+xml')
      .send(SIMPLE_SVG)
      .expect(200);
    const withSvg = await sendProposal('PROP-BRAND-2');
    expect(withSvg.html).not.toContain('/api/brand/logos/');
    expect(withSvg.html).toContain('#0f766e');
  });
});
