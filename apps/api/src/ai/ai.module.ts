import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { CatalogueItem } from '../catalogue/catalogue-item.entity';
import { Proposal } from '../proposals/proposal.entity';
import { Workspace } from '../workspaces/workspace.entity';
import { AiController } from './ai.controller';
import { AiResolver } from './ai.resolver';
import { DraftContextService } from './draft-context.service';
import { AI_DRAFT_ENGINE, DraftService } from './draft.service';
import { OpenAiDraftEngine } from './engines/openai-draft-engine';
import { TemplateDraftEngine } from './engines/template-draft-engine';

@Module({
  imports: [TypeOrmModule.forFeature([Proposal, Workspace, CatalogueItem])],
  controllers: [AiController],
  providers: [
    DraftService,
    DraftContextService,
    AiResolver,
    RateLimiter,
    TemplateDraftEngine,
    {
      provide: AI_DRAFT_ENGINE,
      inject: [AppConfig],
      useFactory: ({ ai }: AppConfig) =>
        ai.endpoint ? new OpenAiDraftEngine(ai.endpoint, ai.model, ai.timeoutMs) : null,
    },
  ],
})
export class AiModule {}
