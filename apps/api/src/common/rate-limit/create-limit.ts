import { ErrorCode, Messages } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../errors/app-error';
import { RateLimiter } from './rate-limiter';

/**
 * One budget per workspace for every operation that writes a new row (proposals, invoices,
 * clients, catalogue items, client links, imports). Per workspace, not per person, so that
 * inviting members or minting API keys does not multiply what one tenant may write. Counted in
 * the service, so GraphQL aliases and REST calls draw on the same budget, and before the write,
 * so nothing past the limit is stored.
 */
@Injectable()
export class CreateLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async take(workspaceId: string): Promise<void> {
    const limit = this.config.createsPerMinute;
    if ((await this.limiter.hit(`create:workspace:${workspaceId}`, 60)) > limit) {
      throw new AppError(ErrorCode.RateLimited, Messages.system.tooManyCreates(limit));
    }
  }
}
