import {
  DraftMessages,
  draftFallbackNotice,
  draftTotalCents,
  ErrorCode,
  fromCents,
  PLANS,
  type DraftBrief,
  type ProposalDraft,
} from '@dealdraft/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { DraftContextService } from './draft-context.service';
import { DraftBriefInput } from './dto/draft-brief.input';
import { DraftEngineFailure, type DraftEngine } from './engines/draft-engine';
import {
  askedDeposit,
  depositFor,
  TemplateDraftEngine,
  type DraftDeposit,
} from './engines/template-draft-engine';
import type { ProposalDraftResultModel } from './models/proposal-draft.model';
import type { SessionUser } from '../users/user.entity';
import { isPlanActive } from '../workspaces/workspace.entity';

/** The configured OpenAI-compatible engine, or null when none is configured. */
export const AI_DRAFT_ENGINE = Symbol('AI_DRAFT_ENGINE');

export interface DraftOptions {
  /** Readable text as it is written (the streaming endpoint). */
  onText?: (text: string) => void;
  /** Aborted when the caller went away. */
  signal?: AbortSignal;
}

/**
 * Writes a proposal draft from a brief: with the AI engine when one is configured, else (or
 * when it fails in any way) with the offline template engine, saying why. A draft is only a
 * suggestion for the form: nothing is stored and no plan usage is taken, but drafting itself
 * needs a paid plan in force.
 */
@Injectable()
export class DraftService {
  private readonly logger = new Logger(DraftService.name);

  constructor(
    @Inject(AI_DRAFT_ENGINE) private readonly ai: DraftEngine | null,
    private readonly template: TemplateDraftEngine,
    private readonly context: DraftContextService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async draft(
    owner: SessionUser,
    input: DraftBriefInput,
    options: DraftOptions = {},
  ): Promise<ProposalDraftResultModel> {
    assertCanDraft(owner);
    await this.limitDrafts(owner.id);
    const brief = toBrief(input);
    const context = await this.context.forUser(owner, {
      language: brief.language,
      currency: brief.currency,
    });
    const request = { brief, context, ...options };
    const document = { language: context.language, currency: context.currency };
    if (this.ai) {
      try {
        const draft = await this.ai.draft(request);
        // The model writes its own terms; only a deposit the brief or the form asked for is set.
        return present(draft, this.ai, null, { ...document, deposit: askedDeposit(brief) });
      } catch (error) {
        const reason = error instanceof DraftEngineFailure ? error.reason : 'provider_error';
        this.logger.warn({ err: error, reason }, 'AI draft failed; using the template draft');
        return this.templateDraft(request, reason);
      }
    }
    return this.templateDraft(request, null);
  }

  /** The template's terms state a deposit by rule; the draft hands the same one to the form. */
  private async templateDraft(
    request: Parameters<DraftEngine['draft']>[0],
    reason: keyof typeof draftFallbackNotice | null,
  ): Promise<ProposalDraftResultModel> {
    const draft = await this.template.draft(request);
    return present(draft, this.template, reason, {
      language: request.context.language,
      currency: request.context.currency,
      deposit: depositFor(request.brief, draftTotalCents(draft.services)),
    });
  }

  private async limitDrafts(workspaceId: string): Promise<void> {
    const limit = this.config.ai.draftsPerMinute;
    if ((await this.limiter.hit(`ai-draft:user:${workspaceId}`, 60)) > limit) {
      throw new AppError(ErrorCode.RateLimited, DraftMessages.rateLimited(limit));
    }
  }
}

/** Spec §9: AI generation comes with the paid plans; the trial (and a lapsed plan) has none. */
function assertCanDraft(user: SessionUser): void {
  if (user.plan === 'none' || !PLANS[user.plan].canDraftWithAi || !isPlanActive(user))
    throw new AppError(ErrorCode.PlanRequired, DraftMessages.planRequired);
}

function present(
  draft: ProposalDraft,
  engine: DraftEngine,
  fallbackReason: keyof typeof draftFallbackNotice | null,
  { language, currency, deposit }: { language: string; currency: string; deposit: DraftDeposit },
): ProposalDraftResultModel {
  return {
    draft: {
      ...draft,
      total: fromCents(draftTotalCents(draft.services)),
      language,
      currency,
      depositPercent: deposit && 'percent' in deposit ? deposit.percent : null,
      depositAmount: deposit && 'amount' in deposit ? deposit.amount : null,
    },
    engine: engine.kind,
    engineLabel: engine.label,
    notice: fallbackReason ? draftFallbackNotice[fallbackReason] : null,
  };
}

/** GraphQL hands optional fields over as null and forms send empty strings: both mean "not given". */
function toBrief(input: DraftBriefInput): DraftBrief {
  const given = <T>(value: T | null | undefined) =>
    value === null || value === undefined || value === '' ? undefined : value;
  return {
    project: input.project,
    clientName: given(input.clientName),
    clientCompany: given(input.clientCompany),
    industry: given(input.industry),
    budget: given(input.budget),
    deadline: given(input.deadline),
    tone: given(input.tone),
    language: given(input.language),
    currency: given(input.currency),
    depositPercent: given(input.depositPercent),
    depositAmount: given(input.depositAmount),
  };
}
