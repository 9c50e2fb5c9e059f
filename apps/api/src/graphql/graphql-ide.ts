import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { type AltairConfigOptions, getAltairHtml, getDistDirectory } from 'altair-static';
import express, { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { GRAPHQL_PATH } from './graphql.module';

const IDE_ASSETS_PATH = '/graphql-ide/';
/** Our start-up script for the IDE, served beside its assets (so no inline script is needed). */
const INIT_SCRIPT = 'dealdraft-init.js';

const IDE_OPTIONS: AltairConfigOptions = {
  endpointURL: GRAPHQL_PATH,
  initialSettings: { theme: 'system' },
  // Merged over the user's own settings on every load: Altair's promotional banners (its AI
  // plugin, "what's new") and update notices stay off even if someone turns them back on.
  persistedSettings: { 'banners.disable': true, 'alert.disableUpdateNotification': true },
  // No Altair account or cloud sync: nothing typed here leaves this server.
  disableAccount: true,
  // The IDE starts from the current session on every load, so it never restores (and sends)
  // the token of an earlier session. Altair still mirrors its open windows, headers
  // included, into this origin's IndexedDB; that copy is never read back, and sign-out
  // revokes the token it holds.
  preserveState: false,
};

/**
 * Runs after Altair's bundle: opens the IDE as the web app's signed-in user, whose token the
 * SPA keeps in this origin's localStorage. The header is an ordinary, editable one (an API key
 * can replace the token in it). Signed out, the Auth tab starts on "Bearer" with an empty token
 * field to paste an API key (ddk_…) into; empty, Altair sends no header.
 */
const INIT_SOURCE = `const options = ${JSON.stringify(IDE_OPTIONS)};
const token = localStorage.getItem(${JSON.stringify(SESSION_TOKEN_STORAGE_KEY)});
if (token) options.initialHeaders = { Authorization: 'Bearer ' + token };
else options.initialAuthorization = { type: 'bearer', data: { token: '' } };
AltairGraphQL.init(options);
`;

/**
 * The IDE's scripts all come from this server; Altair itself needs eval (its request-script
 * sandbox) and inline styles, nothing inline to run.
 */
const IDE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

/**
 * An in-browser GraphQL IDE (Altair, bundled from npm so it works with no internet):
 * a browser's GET /graphql gets the IDE; API clients (JSON) still reach Apollo.
 */
export function graphqlIde(): Router {
  const router = Router();
  const page = getAltairHtml()
    .replace(/<base[^>]*>/, `<base href="${IDE_ASSETS_PATH}">`)
    .replace('</body>', () => `<script type="module" src="${INIT_SCRIPT}"></script></body>`);
  const ideCsp: RequestHandler = (_req, res, next) => {
    res.setHeader('Content-Security-Policy', IDE_CSP);
    next();
  };
  router.get(`${IDE_ASSETS_PATH}${INIT_SCRIPT}`, ideCsp, (_req, res) => {
    // Always fresh: it names the storage key and the options this server runs with.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(INIT_SOURCE);
  });
  router.use(
    IDE_ASSETS_PATH,
    ideCsp,
    express.static(getDistDirectory(), { index: false, maxAge: '1d' }),
  );
  router.get(GRAPHQL_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html') || req.accepts(['json', 'html']) === 'json' || !wantsPage(req))
      return next();
    ideCsp(req, res, () => res.type('html').send(page));
  });
  return router;
}

/** A top-level browser navigation, not a GET query from a client. */
function wantsPage(req: Request): boolean {
  return req.query.query === undefined && (req.headers.accept ?? '').includes('text/html');
}
