import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { installShutdownDeadline } from './shutdown';
import { WorkerModule } from './worker.module';

/** The worker process: BullMQ processors, no HTTP. SIGTERM lets in-flight jobs finish. */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks();
  installShutdownDeadline(app.get(AppConfig).shutdownTimeoutMs);
  Logger.log(`Dealdraft worker ${process.pid} processing jobs`, 'Worker');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
