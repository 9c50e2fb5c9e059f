import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OperatorGuard } from '../common/http/operator.guard';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { SystemPing } from './system-ping.entity';
import { SystemController } from './system.controller';
import { SystemResolver } from './system.resolver';
import { SystemService } from './system.service';

@Module({
  imports: [TypeOrmModule.forFeature([SystemPing])],
  controllers: [SystemController],
  providers: [SystemService, SystemResolver, RateLimiter, OperatorGuard],
})
export class SystemModule {}
