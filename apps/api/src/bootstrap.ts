import { INestApplication, Logger as NestLogger, RawBodyRequest } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { HttpErrorFilter } from './common/errors/error.filter';
import { createValidationPipe } from './common/errors/validation';
import { assertJsonDepth } from './common/http/json-depth';
import { jsonOnly } from './common/http/json-only';
import { spa } from './common/http/spa';
import { AppConfig } from './config/app-config';
import { graphqlIde } from './graphql/graphql-ide';
import { EventLoopMetrics } from './metrics/event-loop-metrics';
import { HttpMetrics } from './metrics/http-metrics';
import { DASHBOARD_PATH, QueueDashboard } from './queue-dashboard/queue-dashboard';

/**
 * Builds the HTTP app exactly as production runs it; main.ts listens, the integration
 * tests use the same function so they exercise the real pipes, filters and middleware.
 */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
    // Kept for Stripe webhook signature checks, which need the exact bytes.
    rawBody: true,
  });
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  // Longer than a load balancer's idle timeout, so it is never the api that closes a connection
  // the balancer is about to reuse (docs/operations.md, "Behind a load balancer").
  const server: Server = app.getHttpServer();
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.headersTimeoutMs;
  app.set('trust proxy', parseTrustProxy(config.trustProxy));
  app.disable('x-powered-by');
  // First of all, so the latency it measures includes every other middleware.
  app.use(app.get(HttpMetrics).middleware);
  // Which requests are in flight, to name them when something holds the event loop.
  app.use(app.get(EventLoopMetrics).middleware);
  // The API's answers are private to a session and change with every write: no cache should
  // keep them (a shared browser's included), so they say `no-store`. With nothing kept there is
  // nothing to revalidate, so no ETag either: Express made one for every body by hashing it
  // with SHA-1, 5 % of a 50-row list's CPU. The SPA's files keep theirs (spa.ts sets its own).
  app.set('etag', false);
  app.use(['/api', '/graphql'], noStore);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({ origin: [config.webOrigin], credentials: false, maxAge: 600 });
  app.use(['/api', '/graphql'], jsonOnly);
  app.use(
    express.json({
      limit: config.bodyLimit,
      // What Nest's rawBody option would do (Stripe signs the exact bytes), plus the nesting
      // guard, which must see the text before JSON.parse does.
      verify: (req: RawBodyRequest<Request>, _res, body: Buffer, charset) => {
        req.rawBody = body;
        assertJsonDepth(body, charset);
      },
    }),
  );
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  // Ahead of the SPA's fallback; its sign-in form is the urlencoded body parsed above.
  app.use(DASHBOARD_PATH, app.get(QueueDashboard).router);

  if (config.graphqlIde) app.use(graphqlIde());
  const web = spa(config.webDistDir);
  if (web) app.use(web);
  else if (config.isProduction)
    NestLogger.warn('No built web app found; serving the API only', 'Bootstrap');
  // Middleware errors (bad JSON, too large, unsupported charset, static paths) happen before
  // Nest routes; answer them in the envelope too.
  app.use(middlewareErrors);

  app.setGlobalPrefix('api', { exclude: ['graphql'] });
  app.useGlobalPipes(createValidationPipe());
  // Signals are main.ts's (shutdown.ts, closeOnSignals): readiness turns 503 before closing.
  await app.init();
  return app;
}

/**
 * A route may still say more (the SSE stream's `no-cache, no-transform`): it sets its own later.
 * A validator in the request is dropped: nothing was kept to revalidate, and Express answers a
 * bare 304 to `If-None-Match: *` (or a date) whether or not it sent a validator.
 */
function noStore(req: Request, res: Response, next: NextFunction): void {
  // Logos are content-addressed and public (branding.controller): cached for good, revalidated.
  if (req.originalUrl.startsWith('/api/brand/logos/')) {
    next();
    return;
  }
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  res.setHeader('Cache-Control', 'no-store');
  next();
}

const httpFilter = new HttpErrorFilter();
function middlewareErrors(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  httpFilter.catch(error, {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as never);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type App = INestApplication;
