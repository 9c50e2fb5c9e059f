import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MetricsRegistry } from './metrics-registry';

/** A probe's status and JSON body (the health envelope). */
export interface ProbeResult {
  httpStatus: number;
  body: unknown;
}

export interface Probes {
  live: () => ProbeResult;
  ready: () => Promise<ProbeResult>;
}

/**
 * The process's own small HTTP server on METRICS_PORT: GET /metrics for Prometheus, /live and
 * /ready for the orchestrator's probes. It is apart from the app's port, so the public load
 * balancer never routes to it; it closes last, once everything else has shut down.
 */
@Injectable()
export class MetricsServer implements OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server: Server | null = null;

  constructor(private readonly registry: MetricsRegistry) {}

  /**
   * Listens on `port` (0: any free port) and resolves with the port taken, or with null when
   * it cannot listen: a metrics port already in use (two processes of one host sharing
   * METRICS_PORT) is reported, not fatal, as the app itself still serves.
   */
  listen(port: number, probes: Probes): Promise<number | null> {
    const server = createServer((req, res) => void this.answer(req, res, probes));
    return new Promise((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        this.logger.warn(
          `No metrics server on port ${port} (${error.code ?? error.message}); set METRICS_PORT to a free port, or 0`,
        );
        resolve(null);
      });
      server.listen(port, () => {
        this.server = server;
        const taken = (server.address() as AddressInfo).port;
        this.logger.log(`Metrics on http://localhost:${taken}/metrics`);
        resolve(taken);
      });
    });
  }

  private async answer(req: IncomingMessage, res: ServerResponse, probes: Probes): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = (req.url ?? '/').split('?', 1)[0];
    try {
      switch (path) {
        case '/metrics': {
          const text = await this.registry.metrics();
          res.writeHead(200, { 'content-type': this.registry.contentType }).end(text);
          return;
        }
        case '/live':
          return sendJson(res, probes.live());
        case '/ready':
          return sendJson(res, await probes.ready());
        default:
          res
            .writeHead(404, { 'content-type': 'text/plain' })
            .end('Not found: /metrics, /live or /ready');
      }
    } catch (error) {
      this.logger.warn(`${path} failed: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

function sendJson(res: ServerResponse, { httpStatus, body }: ProbeResult): void {
  res.writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
