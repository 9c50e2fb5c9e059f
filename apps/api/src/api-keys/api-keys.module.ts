import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ApiKeyStrategy } from './api-key.strategy';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';
import { WorkspaceApiKey } from './workspace-api-key.entity';

/** Workspace API keys for integrators: managing them, and the `ddk_` bearer they sign in with. */
@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceApiKey])],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeysResolver, ApiKeyStrategy, RateLimiter],
  // The team's removals revoke the keys of whoever leaves, in their own transaction.
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
