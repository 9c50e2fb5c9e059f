import express, { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PATHS = /^\/(api|graphql|graphql-ide)(\/|$)/;

/**
 * Serves the built SPA on the api's own origin: static files, then index.html for any
 * client route (history fallback). Returns null when no build exists.
 */
export function spa(distDir: string | null): Router | null {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return null;
  const router = Router();
  // Hashed assets never change; index.html must always be revalidated.
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (API_PATHS.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(distDir, 'index.html'));
  });
  return router;
}
