import { Module } from '@nestjs/common';
import { ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { VerifyController } from './verify.controller';
import { VerifyService } from './verify.service';

/** The public verify page's route; the evidence chain itself is appended where events happen. */
@Module({
  imports: [ClientLinkUrlsModule],
  controllers: [VerifyController],
  providers: [VerifyService, RateLimiter],
})
export class EvidenceModule {}
