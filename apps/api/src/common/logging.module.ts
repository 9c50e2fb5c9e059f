import { Module, RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{1,100}$/;
/** Asked every few seconds by load balancers and probes: not worth a log line each. */
const PROBES: ReadonlySet<string | undefined> = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
]);

/** What a log line says of a request (after pino-std-serializers' own, which it narrows). */
export function requestFields(req: {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: IncomingMessage['headers'];
}) {
  return {
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.['user-agent'],
  };
}

/** What a log line says of a response: its status and size, not its (mostly helmet's) headers. */
export function responseFields(res: { statusCode?: number; headers?: Record<string, unknown> }) {
  return { statusCode: res.statusCode, contentLength: res.headers?.['content-length'] };
}

/** pino JSON logs; every request line carries a request id (kept from x-request-id when sane). */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Express 5 path syntax; the default '*' makes Nest warn at every boot.
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req: IncomingMessage, res: ServerResponse) => {
            const incoming = req.headers['x-request-id'];
            const id =
              typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            res.setHeader('x-request-id', id);
            return id;
          },
          // pino-http serializes the request into a child logger as each request starts, logged
          // or not: with every header, redacted and stringified, that was 5-8 % of a small
          // request's CPU. A request line keeps what a reader needs; no header can leak a token.
          serializers: { req: requestFields, res: responseFields },
          autoLogging: { ignore: (req: IncomingMessage) => PROBES.has(req.url) },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        },
      }),
    }),
  ],
})
export class LoggingModule {}
