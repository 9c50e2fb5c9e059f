import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { AppConfig } from './config/app-config';
import { Readiness } from './health/readiness';
import { MetricsServer } from './metrics/metrics-server';
import {
  closeOnSignals,
  finishingRequests,
  installShutdownDeadline,
  requestGraceMs,
} from './shutdown';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get(AppConfig);
  installShutdownDeadline(config.shutdownTimeoutMs);
  const finishRequests = finishingRequests(
    app.getHttpServer(),
    requestGraceMs(config.shutdownTimeoutMs, config.shutdownDrainMs),
  );
  closeOnSignals(app, config.shutdownDrainMs, finishRequests);
  await app.listen(config.port);
  if (config.metricsPort !== null) {
    const probes = app.get(Readiness);
    await app.get(MetricsServer).listen(config.metricsPort, {
      live: () => probes.live(),
      ready: () => probes.ready(),
    });
  }
  Logger.log(`Dealdraft api listening on http://localhost:${config.port}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
