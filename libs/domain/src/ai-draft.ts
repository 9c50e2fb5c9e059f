/**
 * AI-assisted drafting: the brief a user writes, the draft any engine must produce,
 * and the arithmetic that fits a draft to a budget. Every draft is parsed with
 * `proposalDraftSchema` before anyone sees it, whichever engine wrote it.
 *
 * zod's v4 API (shipped inside zod 3.25) is used here because it turns a schema into the JSON
 * schema that OpenAI-compatible endpoints take for structured output; the same object then
 * validates what comes back, so the two cannot drift.
 */
import { z } from 'zod/v4';
import { DOCUMENT_LANGUAGES } from './clients';
import { DocumentRules } from './documents';
import { isCurrencyCode } from './document-math';
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
  budgetInvalid: 'Enter the budget in the proposal’s currency, e.g. 4500',
  currencyInvalid: 'Choose a currency by its ISO 4217 code, like EUR or USD',
  languageInvalid: `Choose one of ${DOCUMENT_LANGUAGES.join(', ')}`,
  depositPercentInvalid: 'Enter the deposit as a percent from 0 to 100',
  depositAmountInvalid: 'Enter the deposit as an amount of at least 0',
  /** The offline engine's name wherever the UI says which engine wrote a draft. */
  templateEngine: 'Template draft (no AI)',
  aiEngine: (model: string) => `AI draft (${model})`,
  drafted: 'Draft ready: review and edit it before saving.',
  draftFailed: 'Could not draft the proposal. Please try again.',
  /** The api's 403 (PLAN_REQUIRED) to a draft on the trial or a lapsed plan, and the panel's. */
  planRequired:
    'Drafting proposals from a brief comes with the Freelancer and Business plans. Upgrade on the Pricing page to unlock it.',
  /** What the trial's panel says drafting does, instead of the brief form. */
  trialPitch:
    'Describe the project in a few lines and get a proposal draft: a title, the scope, a priced line for every deliverable that adds up to your budget, and payment terms, ready for you to edit.',
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
  /** The whole proposal, in `currency`. */
  budget: z
    .number(DraftMessages.budgetInvalid)
    .min(0, DraftMessages.budgetInvalid)
    .max(MAX_PRICE, DraftMessages.budgetInvalid)
    .refine(hasAtMostTwoDecimals, DraftMessages.budgetInvalid)
    .optional(),
  /** Free text ("end of March", "2027-01-15"): it is quoted, never computed with. */
  deadline: z.string().trim().max(DraftBriefRules.deadlineMax).optional(),
  tone: z.enum(DRAFT_TONES).optional(),
  /**
   * What the proposal form already knows: the document's language and currency (left out, the
   * workspace's) and the deposit it asks for. The draft is written and priced in them.
   */
  language: z.enum(DOCUMENT_LANGUAGES, DraftMessages.languageInvalid).optional(),
  currency: z.string().refine(isCurrencyCode, DraftMessages.currencyInvalid).optional(),
  depositPercent: z
    .number(DraftMessages.depositPercentInvalid)
    .min(0, DraftMessages.depositPercentInvalid)
    .max(100, DraftMessages.depositPercentInvalid)
    .optional(),
  depositAmount: z
    .number(DraftMessages.depositAmountInvalid)
    .min(0, DraftMessages.depositAmountInvalid)
    .max(MAX_PRICE, DraftMessages.depositAmountInvalid)
    .optional(),
});
export type DraftBrief = z.infer<typeof draftBriefSchema>;

export const draftServiceLineSchema = z.object({
  description: text(DocumentRules.lineDescriptionMax),
  /** Per unit, in the proposal's currency. */
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

/** Drafted prices are multiples of $5: a proposal reads as priced by a person, not a formula. */
export const ROUND_PRICE_CENTS = 5_00;

/**
 * Reprices `lines` so that Σ price × quantity is exactly `budgetCents`, keeping each line's
 * share of the current total (equal shares when every line is free) as closely as round unit
 * prices allow: every unit price is a multiple of `stepCents` ($5).
 *
 * The exact sum comes first. The budget's part that no $5 grid can hold (a $1,234.56 budget
 * leaves $4.56), and any steps no line's quantity fits, go to one single-unit line: the largest,
 * where they are least noticed. When there is none, the largest line becomes one unit at its
 * whole total. Each line keeps at least one step per unit when the budget allows it.
 */
export function fitLinesToBudget(
  lines: readonly DraftServiceLine[],
  budgetCents: Cents,
  stepCents: Cents = ROUND_PRICE_CENTS,
): DraftServiceLine[] {
  if (lines.length === 0) return [];
  const weights = lines.map((line) => Math.round(line.price * 100) * line.quantity);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const shares = weightSum > 0 ? weights : lines.map(() => 1);
  const shareSum = BigInt(weightSum > 0 ? weightSum : lines.length);
  const quantities = lines.map((line) => line.quantity);

  const oddCents = budgetCents % stepCents;
  const steps = (budgetCents - oddCents) / stepCents;
  // BigInt: steps × weight can pass 2^53 for large budgets and prices. `ideal` is each line's
  // exact share of the steps, scaled by shareSum so it stays whole.
  const ideal = shares.map((share) => BigInt(steps) * BigInt(share));
  const given = ideal.map((value, i) => {
    const whole = Number(value / shareSum);
    return whole - (whole % quantities[i]);
  });
  if (steps >= quantities.reduce((a, b) => a + b, 0)) {
    for (let i = 0; i < given.length; i++) given[i] = Math.max(given[i], quantities[i]);
  }
  // How far a line is below its share (positive) or above it (negative), scaled by shareSum.
  const shortfall = (i: number) => ideal[i] - BigInt(given[i]) * shareSum;
  const byShortfall = (candidates: number[], most: boolean) =>
    candidates.sort((a, b) => {
      const [x, y] = [shortfall(a), shortfall(b)];
      if (x === y) return a - b;
      return x > y === most ? -1 : 1;
    })[0];
  let left = steps - given.reduce((a, b) => a + b, 0);
  // The minimum of one step per unit may overshoot: take back from the lines most above share.
  while (left < 0) {
    const i = byShortfall(
      given.map((_, index) => index).filter((index) => given[index] > quantities[index]),
      false,
    );
    if (i === undefined) break;
    given[i] -= quantities[i];
    left += quantities[i];
  }
  // Hand out whole units of each line (quantity × one step) to the lines most below share.
  for (;;) {
    const fits = given.map((_, index) => index).filter((index) => quantities[index] <= left);
    const i = byShortfall(fits, true);
    if (i === undefined) break;
    given[i] += quantities[i];
    left -= quantities[i];
  }

  // What is left is less than any line's quantity: give one unit back from a line and share the
  // sum again in whole units (with 5 and 3 units, 4 left plus 5 back is 3 × 3).
  if (left > 0) {
    const back = given
      .map((_, index) => index)
      .filter((index) => given[index] >= 2 * quantities[index]);
    for (const j of [-1, ...back.sort((a, b) => (shortfall(a) < shortfall(b) ? -1 : 1))]) {
      const counts = unitsSumming(left + (j >= 0 ? quantities[j] : 0), quantities);
      if (!counts) continue;
      if (j >= 0) given[j] -= quantities[j];
      counts.forEach((count, index) => (given[index] += count * quantities[index]));
      left = 0;
      break;
    }
  }

  const totals = given.map((value) => value * stepCents);
  const rest = left * stepCents + oddCents;
  const fitted = lines.map((line, i) => ({
    description: line.description,
    unitCents: totals[i] / line.quantity,
    quantity: line.quantity,
  }));
  if (rest !== 0) {
    const largest = (indexes: number[]) =>
      indexes.reduce((best, i) => (totals[i] > totals[best] ? i : best), indexes[0]);
    const singles = fitted.map((_, i) => i).filter((i) => fitted[i].quantity === 1);
    const target = largest(singles.length > 0 ? singles : fitted.map((_, i) => i));
    // Quantity 1 carries any number of cents; the line's own total stays inside it.
    fitted[target] = { ...fitted[target], unitCents: totals[target] + rest, quantity: 1 };
  }
  return fitted.map(({ description, unitCents, quantity }) => ({
    description,
    price: unitCents / 100,
    quantity,
  }));
}

/** How many units of each quantity add up to `amount` exactly, or null (small amounts only). */
function unitsSumming(amount: number, quantities: readonly number[]): number[] | null {
  if (amount > 100_000) return null;
  // last[a]: the line whose units were added last to reach a, or -1 when a cannot be reached.
  const last = new Array<number>(amount + 1).fill(-1);
  last[0] = quantities.length;
  for (let a = 1; a <= amount; a++) {
    last[a] = quantities.findIndex((q) => q <= a && last[a - q] !== -1);
  }
  if (last[amount] === -1) return null;
  const counts = quantities.map(() => 0);
  for (let a = amount; a > 0; a -= quantities[last[a]]) counts[last[a]] += 1;
  return counts;
}
