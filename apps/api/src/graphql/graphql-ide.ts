import { getDistDirectory, renderAltair } from 'altair-static';
import express, { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { GRAPHQL_PATH } from './graphql.module';

const IDE_ASSETS_PATH = '/graphql-ide/';

/**
 * An in-browser GraphQL IDE (Altair, bundled from npm so it works with no internet):
 * a browser's GET /graphql gets the IDE; API clients (JSON) still reach Apollo.
 */
export function graphqlIde(): Router {
  const router = Router();
  const page = renderAltair({
    baseURL: IDE_ASSETS_PATH,
    endpointURL: GRAPHQL_PATH,
    initialSettings: { theme: 'system' },
    disableAccount: true,
  });
  // The IDE's own inline bootstrap needs a looser policy than the rest of the app.
  const relaxedCsp: RequestHandler = (_req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'self' blob:",
    );
    next();
  };
  router.use(
    IDE_ASSETS_PATH,
    relaxedCsp,
    express.static(getDistDirectory(), { index: false, maxAge: '1d' }),
  );
  router.get(GRAPHQL_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html') || req.accepts(['json', 'html']) === 'json' || !wantsPage(req))
      return next();
    relaxedCsp(req, res, () => res.type('html').send(page));
  });
  return router;
}

/** A top-level browser navigation, not a GET query from a client. */
function wantsPage(req: Request): boolean {
  return req.query.query === undefined && (req.headers.accept ?? '').includes('text/html');
}
