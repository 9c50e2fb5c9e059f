import { Module } from '@nestjs/common';
import { HealthProbesModule } from './health-probes.module';
import { HealthController } from './health.controller';
import { HealthResolver } from './health.resolver';

@Module({
  imports: [HealthProbesModule],
  controllers: [HealthController],
  providers: [HealthResolver],
})
export class HealthModule {}
