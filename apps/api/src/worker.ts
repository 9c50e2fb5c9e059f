import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { Readiness } from './health/readiness';
import { MetricsServer } from './metrics/metrics-server';
import { installShutdownDeadline } from './shutdown';
import { WorkerModule } from './worker.module';

/**
 * The worker process: BullMQ processors; its only HTTP is the metrics server (/metrics, and
 * /live and /ready for its probes). SIGTERM lets in-flight jobs finish.
 */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks();
  const config = app.get(AppConfig);
  installShutdownDeadline(config.shutdownTimeoutMs);
  if (config.metricsPort !== null) {
    const probes = app.get(Readiness);
    await app.get(MetricsServer).listen(config.metricsPort, {
      live: () => probes.live(),
      ready: () => probes.ready(),
    });
  }
  Logger.log(`Dealdraft worker ${process.pid} processing jobs`, 'Worker');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
