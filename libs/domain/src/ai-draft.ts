/**
 * AI-assisted drafting (issue #9): the brief a user writes, the draft any engine must produce,
 * and the arithmetic that fits a draft to a budget. Every draft is parsed with
 * `proposalDraftSchema` before anyone sees it, whichever engine wrote it.
 *
 * zod's v4 API (shipped inside zod 3.25) is used here because it turns a schema into the JSON
 * schema that OpenAI-compatible endpoints take for structured output; the same object then
 * validates what comes back, so the two cannot drift.
 */
import { z } from 'zod/v4';
import { DocumentRules } from './documents';
import { hasAtMostTwoDecimals, MAX_PRICE, MAX_QUANTITY, type Cents } from './money';

export const DRAFT_INDUSTRIES = [
  'web',
  'design',
  'marketing',
  'consulting',
  'development',
  'writing',
  'video',
  'events',
] as const;
export type DraftIndustry = (typeof DRAFT_INDUSTRIES)[number];

export const DRAFT_TONES = ['professional', 'friendly', 'formal', 'confident'] as const;
export type DraftTone = (typeof DRAFT_TONES)[number];

/** Length caps keep prompts (and their cost) bounded and the offline engine fast. */
export const DraftBriefRules = {
  projectMin: 10,
  projectMax: 1000,
  nameMax: DocumentRules.textMax,
  deadlineMax: 100,
} as const;

/** A draft never holds more lines than a person would review in one go. */
export const DraftRules = {
  linesMax: 12,
  summaryMax: 3000,
} as const;

export const DraftMessages = {
  projectTooShort: `Describe the project in at least ${DraftBriefRules.projectMin} characters`,
  projectTooLong: `Keep the description under ${DraftBriefRules.projectMax.toLocaleString('en-US')} characters`,
  budgetInvalid: 'Enter the budget in US dollars, e.g. 4500',
  /** The offline engine's name wherever the UI says which engine wrote a draft. */
  templateEngine: 'Template draft (no AI)',
  aiEngine: (model: string) => `AI draft (${model})`,
  drafted: 'Draft ready: review and edit it before saving.',
  draftFailed: 'Could not draft the proposal. Please try again.',
  rateLimited: (perMinute: number) =>
    `You can draft up to ${perMinute} proposals a minute. Please wait a moment.`,
} as const;

/** Why the AI engine's draft was replaced by the template draft; each has its notice. */
export const DRAFT_FALLBACK_REASONS = [
  'rate_limited',
  'timeout',
  'provider_error',
  'unreachable',
  'invalid_output',
] as const;
export type DraftFallbackReason = (typeof DRAFT_FALLBACK_REASONS)[number];

export const draftFallbackNotice: Record<DraftFallbackReason, string> = {
  rate_limited:
    'The AI provider is rate limiting requests right now, so this is a template draft. Try again in a minute.',
  timeout: 'The AI provider did not answer in time, so this is a template draft.',
  provider_error: 'The AI provider answered with an error, so this is a template draft.',
  unreachable: 'The AI provider could not be reached, so this is a template draft.',
  invalid_output:
    'The AI answer did not match the proposal format, even after one repair attempt, so this is a template draft.',
};

const text = (max: number) => z.string().trim().min(1).max(max);

export const draftBriefSchema = z.object({
  project: z
    .string()
    .trim()
    .min(DraftBriefRules.projectMin, DraftMessages.projectTooShort)
    .max(DraftBriefRules.projectMax, DraftMessages.projectTooLong),
  clientName: z.string().trim().max(DraftBriefRules.nameMax).optional(),
  clientCompany: z.string().trim().max(DraftBriefRules.nameMax).optional(),
  /** Left out, the offline engine infers it from the project's words. */
  industry: z.enum(DRAFT_INDUSTRIES).optional(),
  /** US dollars for the whole proposal. */
  budget: z
    .number(DraftMessages.budgetInvalid)
    .min(0, DraftMessages.budgetInvalid)
    .max(MAX_PRICE, DraftMessages.budgetInvalid)
    .refine(hasAtMostTwoDecimals, DraftMessages.budgetInvalid)
    .optional(),
  /** Free text ("end of March", "2027-01-15"): it is quoted, never computed with. */
  deadline: z.string().trim().max(DraftBriefRules.deadlineMax).optional(),
  tone: z.enum(DRAFT_TONES).optional(),
});
export type DraftBrief = z.infer<typeof draftBriefSchema>;

export const draftServiceLineSchema = z.object({
  description: text(DocumentRules.lineDescriptionMax),
  /** US dollars per unit. */
  price: z.number().min(0).max(MAX_PRICE).refine(hasAtMostTwoDecimals, 'At most 2 decimals'),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
export type DraftServiceLine = z.infer<typeof draftServiceLineSchema>;

export const proposalDraftSchema = z.object({
  proposalTitle: text(DocumentRules.textMax),
  /** The scope of work, a few short paragraphs. */
  summary: text(DraftRules.summaryMax),
  services: z.array(draftServiceLineSchema).min(1).max(DraftRules.linesMax),
  paymentTerms: text(DocumentRules.termsMax),
  /** May be empty. */
  additionalTerms: z.string().trim().max(DocumentRules.termsMax),
});
export type ProposalDraft = z.infer<typeof proposalDraftSchema>;

/**
 * The draft's JSON schema as structured-output endpoints take it. String lengths are left out:
 * OpenAI's strict mode rejects minLength/maxLength, and the schema above enforces them anyway.
 */
export function proposalDraftJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(proposalDraftSchema, {
    target: 'draft-7',
  }) as Record<string, unknown>;
  return withoutKeys(schema, new Set(['minLength', 'maxLength'])) as Record<string, unknown>;
}

function withoutKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, keys));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !keys.has(key))
      .map(([key, item]) => [key, withoutKeys(item, keys)]),
  );
}

/** Σ price × quantity of a draft's lines, in cents. */
export function draftTotalCents(services: readonly DraftServiceLine[]): Cents {
  return services.reduce((total, line) => total + Math.round(line.price * 100) * line.quantity, 0);
}

/**
 * Reprices `lines` so that Σ price × quantity is exactly `budgetCents`, keeping each line's
 * share of the current total (equal shares when every line is free). Shares are split by the
 * largest-remainder method in whole cents. A line's total must also divide by its quantity,
 * so the cents that do not are moved to a single-unit line; when there is none, the last line
 * becomes one unit at its whole total, which keeps the sum exact.
 */
export function fitLinesToBudget(
  lines: readonly DraftServiceLine[],
  budgetCents: Cents,
): DraftServiceLine[] {
  if (lines.length === 0) return [];
  const weights = lines.map((line) => Math.round(line.price * 100) * line.quantity);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const shares = weightSum > 0 ? weights : lines.map(() => 1);
  const shareSum = weightSum > 0 ? weightSum : lines.length;

  // BigInt: budget × weight can pass 2^53 for large budgets and prices.
  const exact = shares.map((share) => BigInt(budgetCents) * BigInt(share));
  const totals = exact.map((value) => Number(value / BigInt(shareSum)));
  const remainders = exact.map((value, index) => ({ index, rest: value % BigInt(shareSum) }));
  let unassigned = budgetCents - totals.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (unassigned === 0) break;
    totals[index] += 1;
    unassigned -= 1;
  }

  const fitted = lines.map((line, index) => {
    const unitCents = Math.floor(totals[index] / line.quantity);
    return { ...line, unitCents, leftover: totals[index] - unitCents * line.quantity };
  });
  const leftover = fitted.reduce((sum, line) => sum + line.leftover, 0);
  if (leftover > 0) {
    const single = fitted.findIndex((line) => line.quantity === 1);
    const target = single >= 0 ? single : fitted.length - 1;
    const line = fitted[target];
    // Quantity 1 carries any number of cents; the line's own total stays inside it.
    fitted[target] = {
      ...line,
      unitCents: line.unitCents * line.quantity + leftover,
      quantity: 1,
      leftover: 0,
    };
  }
  return fitted.map(({ description, unitCents, quantity }) => ({
    description,
    price: unitCents / 100,
    quantity,
  }));
}
