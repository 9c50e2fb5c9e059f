import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { Queues } from '../src/queue/queues';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const TOKEN = 'operator-token-for-the-dashboard-test-0123456789';
const API = '/admin/queues/api/queues';
const HTML = 'text/html,application/xhtml+xml,application/xhtml+xml;q=0.9,*/*;q=0.8';

/** The dashboard's session cookie from a Set-Cookie list, as `name=value`. */
function sessionCookie(setCookie: string[] | string | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith('dealdraft_queues='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0];
}

describe('the operators’ job dashboard (Bull Board) at /admin/queues', () => {
  describe('without OPERATOR_TOKEN', () => {
    let ctx: TestApp;
    beforeAll(async () => (ctx = await bootApp()));
    afterAll(() => ctx.close());

    it('does not exist, whatever is sent', async () => {
      const notFound = {
        status: 'error',
        data: null,
        message: 'The requested resource was not found.',
      };
      for (const path of ['/admin/queues', API, '/admin/queues/login']) {
        const response = await ctx.http().get(path).set('x-operator-token', TOKEN);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
      // Not the SPA's index.html either.
      const page = await ctx.http().get('/admin/queues').set('accept', HTML);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('<div id="root">');
    });
  });

  describe('with OPERATOR_TOKEN set', () => {
    let ctx: TestApp;
    let user: SignedUpUser;
    beforeAll(async () => {
      ctx = await bootApp({ OPERATOR_TOKEN: TOKEN });
      user = await ctx.newUser();
    });
    afterAll(() => ctx.close());

    it('wants a credential: 401 without one', async () => {
      const response = await ctx.http().get(API).expect(401);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: 'Enter the operator token (OPERATOR_TOKEN) to open the job dashboard.',
      });
    });

    it('refuses a wrong token with 403', async () => {
      const response = await ctx.http().get(API).set('x-operator-token', `${TOKEN}x`).expect(403);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: 'This action is for the operators of this installation.',
      });
    });

    it('does not take a signed-in user’s session for it', async () => {
      const response = await ctx.http().get(API).auth(user.token, { type: 'bearer' });
      expect(response.status).toBe(401);
      const page = await ctx
        .http()
        .get('/admin/queues')
        .auth(user.token, { type: 'bearer' })
        .set('accept', HTML);
      expect(page.status).toBe(401);
      expect(page.text).not.toContain('__UI_CONFIG__');
    });

    it('lists every queue of the app to the operator token', async () => {
      const response = await ctx.http().get(API).set('x-operator-token', TOKEN).expect(200);
      const names = (response.body.queues as { name: string }[]).map((queue) => queue.name);
      expect(names.sort()).toEqual(Object.values(Queues).sort());
    });

    it('signs a browser in with its form: a cookie for this path holding no token', async () => {
      const form = await ctx.http().get('/admin/queues').set('accept', HTML).expect(401);
      expect(form.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(form.text).toContain('<form method="post" action="/admin/queues/login">');

      const wrong = await ctx
        .http()
        .post('/admin/queues/login')
        .type('form')
        .send({ token: 'not the token' })
        .expect(403);
      expect(wrong.text).toContain('That is not the operator token.');
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const signedIn = await ctx
        .http()
        .post('/admin/queues/login')
        .type('form')
        .send({ token: TOKEN })
        .expect(303);
      expect(signedIn.headers.location).toBe('/admin/queues');
      const [setCookie] = signedIn.headers['set-cookie'] as unknown as string[];
      expect(setCookie).toMatch(
        /^dealdraft_queues=\d+\.[\w-]{43}; Max-Age=28800; Path=\/admin\/queues; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
      );
      expect(setCookie).not.toContain(TOKEN);

      const cookie = sessionCookie(setCookie);
      const board = await ctx.http().get('/admin/queues').set('accept', HTML).set('cookie', cookie);
      expect(board.status).toBe(200);
      expect(board.text).toContain('<title>Dealdraft jobs</title>');
      expect(board.text).toContain('<base href="/admin/queues/" />');
      const queues = await ctx.http().get(API).set('cookie', `theme=dark; ${cookie}`).expect(200);
      expect(queues.body.queues).toHaveLength(Object.values(Queues).length);
    });

    it('refuses a forged or lapsed cookie', async () => {
      const signedIn = await ctx
        .http()
        .post('/admin/queues/login')
        .type('form')
        .send({ token: TOKEN })
        .expect(303);
      const [name, value] = sessionCookie(signedIn.headers['set-cookie']).split('=');
      const [expires, mac] = value.split('.');
      const forged = [
        `${Number(expires) + 3600}.${mac}`, // a later expiry under the old MAC
        `1.${mac}`, // long lapsed
        `${expires}.${'A'.repeat(43)}`,
        TOKEN,
      ];
      for (const bad of forged) {
        await ctx.http().get(API).set('cookie', `${name}=${bad}`).expect(401);
      }
    });

    it('serves the board’s UI under the app’s CSP: its own scripts, no inline ones', async () => {
      const board = await ctx
        .http()
        .get('/admin/queues')
        .set('accept', HTML)
        .set('x-operator-token', TOKEN)
        .expect(200);
      expect(board.headers['content-security-policy']).toContain("script-src 'self'");
      const scripts = [...board.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
      // Every script is a file of its own, but the UI's config, which is data, not code.
      for (const attributes of scripts) {
        expect(attributes).toMatch(/ src="static\/js\/[\w.-]+\.js"| type="application\/json"/);
      }
      const script = /src="(static\/js\/main\.[\w]+\.js)"/.exec(board.text)![1];
      await ctx.http().get(`/admin/queues/${script}`).set('x-operator-token', TOKEN).expect(200);
    });

    it('does not let the dashboard write jobs the app never made, or wipe a queue', async () => {
      const system = ctx.app.get<Queue>(getQueueToken(Queues.System));
      const before = await system.getJobCountByTypes('waiting', 'delayed', 'paused');
      const refused = [
        ctx.http().post(`${API}/system/add`).send({ name: 'ping', data: {} }),
        ctx.http().patch(`${API}/system/1/update-data`).send({ data: {} }),
        ctx.http().put(`${API}/system/obliterate`),
      ];
      for (const call of refused) {
        const response = await call.set('x-operator-token', TOKEN);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('Access to this resource is not allowed.');
      }
      expect(await system.getJobCountByTypes('waiting', 'delayed', 'paused')).toBe(before);
    });
  });
});
