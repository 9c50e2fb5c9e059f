import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller';
import { StatsResolver } from './stats.resolver';
import { StatsService } from './stats.service';

@Module({
  controllers: [StatsController],
  providers: [StatsService, StatsResolver],
})
export class StatsModule {}
