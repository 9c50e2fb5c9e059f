import {
  fitLinesToBudget,
  proposalDraftSchema,
  toCents,
  type DocumentLanguage,
  type DraftBrief,
  type DraftFallbackReason,
  type DraftServiceLine,
  type ProposalDraft,
} from '@dealdraft/domain';

/** What the drafter knows about the user: who they are and what they charged before. */
export interface DraftContext {
  business: { name: string; companyName: string | null };
  /** The proposal's language and currency: the draft is written and priced in them. */
  language: DocumentLanguage;
  currency: string;
  /** The workspace's catalogue, when it is priced in `currency`; it prices matching lines. */
  catalogue: { name: string; description: string | null; price: number; unit: string }[];
  /** Service lines of the user's three most recent accepted proposals, newest first. */
  priceAnchors: DraftServiceLine[];
}

export interface DraftRequest {
  brief: DraftBrief;
  context: DraftContext;
  /** Called with each piece of readable text as it is written (streaming). */
  onText?: (text: string) => void;
  /** Aborted when the caller went away; an engine stops work it no longer needs. */
  signal?: AbortSignal;
}

export type DraftEngineKind = 'ai' | 'template';

/** One way to write a draft. Whatever it returns has been validated and fitted to the budget. */
export interface DraftEngine {
  readonly kind: DraftEngineKind;
  /** Shown beside the draft, e.g. "Template draft (no AI)". */
  readonly label: string;
  draft(request: DraftRequest): Promise<ProposalDraft>;
}

/** The AI engine could not produce a usable draft; the reason picks the user's notice. */
export class DraftEngineFailure extends Error {
  constructor(
    readonly reason: DraftFallbackReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'DraftEngineFailure';
  }
}

/**
 * The last step of every engine: the code, not the writer, decides the totals. With a budget the
 * lines are repriced to sum to it exactly; the result is validated before anyone sees it.
 */
export function settleDraft(draft: ProposalDraft, brief: DraftBrief): ProposalDraft {
  const budgetCents = brief.budget === undefined ? null : toCents(brief.budget);
  const services =
    budgetCents === null ? draft.services : fitLinesToBudget(draft.services, budgetCents);
  return proposalDraftSchema.parse({ ...draft, services });
}
