import { Module } from '@nestjs/common';
import { QueueDashboard } from './queue-dashboard';

/** The operators' job dashboard; bootstrap.ts mounts its router ahead of the SPA. */
@Module({
  providers: [QueueDashboard],
  exports: [QueueDashboard],
})
export class QueueDashboardModule {}
