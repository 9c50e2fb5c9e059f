import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { VerifyController } from './verify.controller';
import { VerifyService } from './verify.service';

/** The public verify page's route; the evidence chain itself is appended where events happen. */
@Module({
  controllers: [VerifyController],
  providers: [VerifyService, RateLimiter],
})
export class EvidenceModule {}
