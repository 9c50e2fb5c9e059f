import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { AppConfig } from './config/app-config';
import { installShutdownDeadline } from './shutdown';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get(AppConfig);
  installShutdownDeadline(config.shutdownTimeoutMs);
  await app.listen(config.port);
  Logger.log(`Dealdraft api listening on http://localhost:${config.port}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
