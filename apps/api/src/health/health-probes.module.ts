import { Module } from '@nestjs/common';
import { HealthService } from './health.service';
import { Readiness } from './readiness';
import { ShutdownState } from './shutdown-state';

/** The checks behind health and the probes, for the api and the worker alike. */
@Module({
  providers: [HealthService, ShutdownState, Readiness],
  exports: [HealthService, ShutdownState, Readiness],
})
export class HealthProbesModule {}
