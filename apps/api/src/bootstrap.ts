import { INestApplication, Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { HttpErrorFilter } from './common/errors/error.filter';
import { createValidationPipe } from './common/errors/validation';
import { spa } from './common/http/spa';
import { AppConfig } from './config/app-config';
import { graphqlIde } from './graphql/graphql-ide';

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
  app.set('trust proxy', parseTrustProxy(config.trustProxy));
  app.disable('x-powered-by');

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
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  // Body-parser errors (bad JSON, too large) happen before Nest routes; answer them in the envelope too.
  app.use(bodyParserErrors);

  if (config.graphqlIde) app.use(graphqlIde());
  const web = spa(config.webDistDir);
  if (web) app.use(web);
  else if (config.isProduction)
    NestLogger.warn('No built web app found; serving the API only', 'Bootstrap');

  app.setGlobalPrefix('api', { exclude: ['graphql'] });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  await app.init();
  return app;
}

const httpFilter = new HttpErrorFilter();
function bodyParserErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (!(error as { type?: string }).type?.startsWith('entity.')) return next(error);
  httpFilter.catch(error, {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as never);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type App = INestApplication;
