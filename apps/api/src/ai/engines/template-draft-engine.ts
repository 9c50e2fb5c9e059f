import {
  documentStrings,
  DRAFT_INDUSTRIES,
  DraftMessages,
  DraftRules,
  draftTotalCents,
  formatMoney,
  formatPercent,
  toCents,
  type DraftBrief,
  type DraftIndustry,
  type DraftServiceLine,
  type ProposalDraft,
} from '@dealdraft/domain';
import { DocumentRules } from '@dealdraft/domain';
import type { DraftContext, DraftEngine, DraftRequest } from './draft-engine';
import { settleDraft } from './draft-engine';
import {
  clipWords,
  headOf,
  readBrief,
  splitQualifier,
  titleCase,
  upperFirst,
  WORK_NOUNS,
  type Deliverable,
} from './brief-reader';
import { briefLanguage, depositIn } from './brief-language';
import { DRAFT_WORDS, type DraftWords } from './draft-words';
import { SERVICE_CATALOGUE } from './service-catalogue';

/** A title longer than this drops the audience, then names fewer deliverables. */
const TITLE_MAX = 90;
const TITLE_ITEMS = 3;

/** Openers that carry no meaning in a title ("We need a new website" → "New website"). */
const LEADING_FILLER =
  /^(?:(?:we|i|they|the client|our client|client)\s+(?:would like|want|wants|need|needs|are looking for|is looking for|am looking for)\s+(?:to\s+(?:get|have|build|create|make)\s+)?|(?:looking for|please|help with|need)\s+)/i;
const LEADING_ARTICLE = /^(?:a|an|the|some)\s+/i;

/** Typical prices by the size of the thing named, when no catalogue line or own price fits. */
const LARGE_WORK =
  /\b(?:website|site|app|application|platform|shop|store|migration|renovation|system|rebrand|campaign|portal|software|integration|extension|film)\b/i;
const SMALL_WORK =
  /\b(?:post|article|photo|image|newsletter|page|return|report|session|banner|ad|card|flyer|email|e-mail|shot|reel|icon|label|caption)s?\b/i;

/**
 * The offline drafter: not a language model. It reads the brief's own deliverables (list items,
 * counts, who the work is for) by rule, prices each one from the user's past prices or a
 * typical one, fits them in $5 steps to the budget, and writes the title and scope from them.
 * Same brief and context, same draft: no clock, no randomness.
 */
export class TemplateDraftEngine implements DraftEngine {
  readonly kind = 'template' as const;
  readonly label = DraftMessages.templateEngine;

  draft({ brief, context, onText }: DraftRequest): Promise<ProposalDraft> {
    const draft = this.write(brief, context);
    onText?.(readableText(draft));
    return Promise.resolve(draft);
  }

  /** Synchronous core, for the bench and the snapshot tests. */
  write(brief: DraftBrief, context: DraftContext): ProposalDraft {
    const language = context.language ?? 'en';
    const currency = context.currency ?? 'USD';
    // The brief's words stay in the language they are written in; the frame is the document's.
    const written = briefLanguage(brief.project, language);
    const reading = readBrief(brief.project, written);
    const words = DRAFT_WORDS[language];
    const english = language === 'en';
    const industry =
      brief.industry ?? inferIndustry(signalWords(reading.deliverables, brief.project));
    const catalogue = industry ? SERVICE_CATALOGUE[industry] : null;
    const deliverables =
      reading.deliverables.length > 0
        ? reading.deliverables
        : [{ ...fallbackDeliverable(brief.project), quantity: 1 }];
    const services = deliverables.map((deliverable) =>
      lineFor(deliverable, industry, context, currency),
    );
    const totalCents =
      brief.budget === undefined ? draftTotalCents(services) : (toCents(brief.budget) ?? 0);
    const business = context.business.companyName || context.business.name;
    const forWhom = brief.clientCompany || reading.audience;
    const deposit = depositFor(brief, totalCents);
    const locale = documentStrings(language).locale;

    const draft: ProposalDraft = {
      // The title is the brief's own words, so they are joined in the brief's language.
      proposalTitle: titleFor(
        reading.heading,
        deliverables,
        forWhom,
        DRAFT_WORDS[written],
        written === 'en',
      ),
      summary: clip(
        [
          words.opening(brief.tone ?? 'professional', {
            name: brief.clientName,
            company: brief.clientCompany,
          }),
          english && catalogue
            ? `${business} will ${catalogue.approach}.`
            : words.approach(business),
          [
            words.scopeOf(forWhom),
            ...deliverables.map((deliverable) => `- ${deliverable.scope}`),
          ].join('\n'),
          reading.included.length > 0
            ? [words.included, ...reading.included.map((note) => `- ${note}`)].join('\n')
            : null,
          brief.deadline ? words.targetDelivery(brief.deadline) : null,
        ]
          .filter(Boolean)
          .join('\n\n'),
        DraftRules.summaryMax,
      ),
      services,
      paymentTerms: paymentTermsFor(totalCents, { words, deposit, currency, locale }),
      additionalTerms: [
        ...(english && catalogue ? catalogue.terms : [words.outOfScope]),
        brief.deadline ? words.feedback(brief.deadline) : null,
        words.validity,
      ]
        .filter(Boolean)
        .join('\n'),
    };
    return settleDraft(draft, brief);
  }
}

/** What the client pays on acceptance: a percent, an amount, or nothing. */
export type DraftDeposit = { percent: number } | { amount: number } | null;

/**
 * The deposit a draft asks for: the one the brief names ("50 % Anzahlung") wins over the one
 * the form already holds; with neither, the size of the job decides, as the payment terms do.
 */
export function depositFor(brief: DraftBrief, totalCents: number): DraftDeposit {
  const asked = askedDeposit(brief);
  if (asked !== null) return asked;
  const percent = depositBySize(totalCents);
  return percent === null ? null : { percent };
}

/** The deposit the brief names, else the one the form holds; null when neither asks for one. */
export function askedDeposit(
  brief: Pick<DraftBrief, 'project' | 'depositPercent' | 'depositAmount'>,
): DraftDeposit {
  const named = depositIn(brief.project);
  if (named !== null) return { percent: named };
  if (brief.depositPercent !== undefined) return { percent: brief.depositPercent };
  if (brief.depositAmount !== undefined) return { amount: brief.depositAmount };
  return null;
}

/** Small jobs are paid in full, large ones in stages with a smaller share up front. */
function depositBySize(totalCents: number): number | null {
  if (totalCents < 1_000_00) return null;
  if (totalCents < 5_000_00) return 50;
  if (totalCents < 25_000_00) return 40;
  return 25;
}

/** The text a reader sees while a draft is written: title, scope and lines. */
export function readableText(draft: ProposalDraft): string {
  return [
    draft.proposalTitle,
    draft.summary,
    ...draft.services.map((line) => line.description),
    draft.paymentTerms,
    draft.additionalTerms,
  ]
    .filter(Boolean)
    .join('\n');
}

function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9&+-]+/g, ' ')} `;
}

/** A keyword counts when a word starts with it ("redesign" does not match "design"). */
const mentions = (words: string, keyword: string) => words.includes(` ${keyword}`);

/**
 * The words that tell the trade: the deliverables' names, not who they are for ("a design
 * studio" does not make bookkeeping a design job). A name ending in a kind of work that no
 * catalogue knows counts for nothing ("Website translation" is not web work).
 */
function signalWords(deliverables: Deliverable[], project: string): string {
  if (deliverables.length === 0) return normalise(project);
  const signals = new Set(DRAFT_INDUSTRIES.flatMap((i) => SERVICE_CATALOGUE[i].signals));
  return normalise(
    deliverables
      .filter((d) => !WORK_NOUNS.has(headOf(d.name)) || signals.has(headOf(d.name)))
      .map((d) => d.name)
      .join(' '),
  );
}

/** The catalogue whose signals the brief mentions most; none for a trade it does not know. */
export function inferIndustry(words: string): DraftIndustry | null {
  let best: DraftIndustry | null = null;
  let bestScore = 0;
  // Catalogue order breaks ties, so the choice never depends on object key order at runtime.
  for (const industry of DRAFT_INDUSTRIES) {
    const score = SERVICE_CATALOGUE[industry].signals.filter((s) => mentions(words, s)).length;
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A deliverable's unit price: the user's own recent price for a line with the same words (the
 * workspace's usual rate, kept as it is), else the typical price of the catalogue line it
 * names, else a typical one for its size. With a budget these are only weights.
 */
function lineFor(
  deliverable: Deliverable,
  industry: DraftIndustry | null,
  context: DraftContext,
  currency: string,
): DraftServiceLine {
  const words = significantWords(deliverable.name);
  const matches = (text: string) =>
    significantWords(text).some((word) => words.some((own) => sameWord(own, word)));
  // The workspace's own catalogue is the price list the user keeps on purpose: it comes first.
  const item = (context.catalogue ?? []).find((entry) => entry.price > 0 && matches(entry.name));
  const anchor = context.priceAnchors.find((line) => line.price > 0 && matches(line.description));
  // A catalogue item priced by the hour takes the hours the brief gives: "10 Stunden" × 180 €.
  const byHour =
    item && deliverable.hours !== null && /^(?:hours?|h|hrs?|stunden?)$/i.test(item.unit);
  return {
    description: deliverable.description,
    quantity: byHour ? Math.ceil(deliverable.hours ?? 1) : deliverable.quantity,
    price: item
      ? item.price
      : anchor
        ? anchor.price
        : inCurrency(typicalPrice(deliverable, industry, words), currency),
  };
}

/**
 * "reportage" and "hochzeitsreportage", "fotobuch" and "fotobuch": the same word, or one that
 * ends in the other (German and Dutch join nouns, the last one naming the thing).
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.endsWith(short);
}

/**
 * Rough units of each currency to one US dollar, for the typical prices only (the catalogue,
 * past prices and any budget are already in the document's currency). A yen price of 2,500
 * would read as a mistake; 375,000 reads as a price.
 */
const PER_DOLLAR: Record<string, number> = {
  JPY: 150,
  KRW: 1300,
  INR: 80,
  CNY: 7,
  HKD: 8,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  PLN: 4,
  CZK: 23,
  HUF: 350,
  RON: 4.5,
  TRY: 30,
  ZAR: 18,
  BRL: 5,
  MXN: 17,
  CAD: 1.4,
  AUD: 1.5,
  NZD: 1.6,
  SGD: 1.3,
  ILS: 3.7,
  AED: 3.7,
};

function inCurrency(usd: number, currency: string): number {
  const rate = PER_DOLLAR[currency] ?? 1;
  return rate === 1 ? usd : Math.max(5, Math.round((usd * rate) / 5) * 5);
}

function typicalPrice(
  deliverable: Deliverable,
  industry: DraftIndustry | null,
  words: string[],
): number {
  const catalogues = [
    ...(industry ? [SERVICE_CATALOGUE[industry]] : []),
    ...DRAFT_INDUSTRIES.filter((other) => other !== industry).map((i) => SERVICE_CATALOGUE[i]),
  ];
  for (const catalogue of catalogues) {
    const item = catalogue.items.find((entry) =>
      entry.keywords.some((keyword) => words.includes(keyword)),
    );
    // A catalogue line priced per unit is worth its usual count as a single deliverable.
    if (item) return deliverable.quantity > 1 ? item.price : item.price * item.quantity;
  }
  if (LARGE_WORK.test(deliverable.name)) return 2500;
  if (SMALL_WORK.test(deliverable.name)) return 300;
  return 900;
}

/** Lower-case words of three letters or more, plurals as singulars ("Blog articles" → blog, article). */
function significantWords(text: string): string[] {
  return normalise(text)
    .trim()
    .split(' ')
    .map((word) => word.replace(/(?<=[^s])s$/, ''))
    .filter((word) => word.length >= 3);
}

/**
 * "Logo Design, Packaging Design and One-Page Website for a Small Organic Tea Shop": the
 * brief's own umbrella when it names one ("Full kitchen renovation: …"), else its first
 * deliverables, for the client company or the audience the brief names.
 */
function titleFor(
  heading: string | null,
  deliverables: Deliverable[],
  forWhom: string | null,
  words: DraftWords,
  english: boolean,
) {
  const names = deliverables.map((deliverable) => deliverable.name);
  const candidates = heading
    ? [heading]
    : [
        namesPhrase(names, names.length, words),
        namesPhrase(names, TITLE_ITEMS, words),
        namesPhrase(names, 2, words),
        namesPhrase(names, 1, words),
      ];
  // A heading that already names who it is for ("… für Anna & Jonas") needs no second "for".
  const titles = candidates.flatMap((what) =>
    forWhom && !what.includes(forWhom) ? [`${what} ${words.for} ${forWhom}`, what] : [what],
  );
  const title = clipWords(
    titles.find((candidate) => candidate.length <= TITLE_MAX) ?? titles[titles.length - 1],
    DocumentRules.textMax,
  ).replace(/[\s,.:;!?-]+$/, '');
  // Title case is an English habit; other languages capitalise only the first word and nouns.
  return english ? titleCase(title) : upperFirst(title);
}

/**
 * "Logo and Packaging Design" when the names share their kind of work, "Online Shop Migration
 * from X to Y" when the first one is the umbrella of the rest, else "A, B and C (and More)".
 */
function namesPhrase(names: string[], max: number, words: DraftWords): string {
  const shown = names.slice(0, max);
  const more = names.length > shown.length;
  const parts = names.map((name) => splitQualifier(name));
  const head = headOf(names[0]);
  if (names.length > 1 && names.every((name) => headOf(name) === head)) {
    if (parts[0][1]) return names[0];
    const cores = parts.map(([core]) => core);
    if (!more && !parts.slice(0, -1).some(([, qualifier]) => qualifier)) {
      const withoutHead = cores.map((core) => core.replace(new RegExp(`\\s*${head}$`, 'i'), ''));
      if (withoutHead.every(Boolean))
        return `${listOf(withoutHead, words)} ${head}${parts.at(-1)?.[1] ? ` ${parts.at(-1)?.[1]}` : ''}`;
    }
  }
  // "and More" has no good word in every language: the title then names fewer items, or the first.
  if (more) return words.and === 'and' ? `${shown.join(', ')} and More` : shown[0];
  return listOf(shown, words);
}

/** "Nieuwe website, webshop en blog": only English capitalises every word of a title. */
const listOf = (items: string[], words: DraftWords) => {
  const [first, ...rest] =
    words === DRAFT_WORDS.en || words === DRAFT_WORDS.de
      ? items
      : items.map((item, i) =>
          i > 0 && /^\p{Lu}\p{Ll}/u.test(item) ? item[0].toLowerCase() + item.slice(1) : item,
        );
  return rest.length === 0
    ? (first ?? '')
    : `${[first, ...rest.slice(0, -1)].join(', ')} ${words.and} ${rest.at(-1)}`;
};

/** A brief the reader finds no list in is one deliverable: its first sentence, as a phrase. */
function fallbackDeliverable(project: string): Omit<Deliverable, 'quantity'> {
  const name = projectPhrase(project);
  return { description: name, name, scope: name, hours: null };
}

/**
 * Payment terms by rule on the proposal's size (small jobs in full, large ones in stages),
 * around the deposit the draft asks for, so the terms and the deposit field say the same.
 */
export function paymentTermsFor(
  totalCents: number,
  {
    words = DRAFT_WORDS.en,
    deposit = depositFor({ project: '' }, totalCents),
    currency = 'USD',
    locale = 'en-US',
  }: {
    words?: DraftWords;
    deposit?: DraftDeposit;
    currency?: string;
    locale?: string;
  } = {},
): string {
  if (deposit === null) return words.payInFull;
  const stated =
    'percent' in deposit
      ? formatPercent(deposit.percent, locale)
      : formatMoney(deposit.amount, currency, locale);
  const staged = 'percent' in deposit && deposit.percent === 40;
  if (totalCents >= 25_000_00)
    return words.monthly(stated, formatMoney(totalCents / 100, currency, locale), 30);
  if (totalCents >= 5_000_00 && staged) return words.staged(stated, 14);
  return words.deposit(stated, 14);
}

/** The brief's first sentence, without its filler, as a capitalised phrase. */
function projectPhrase(project: string): string {
  const first = sentence(project).replace(/[.!?]+$/, '');
  const phrase = first.replace(LEADING_FILLER, '').replace(LEADING_ARTICLE, '').trim() || first;
  return upperFirst(clipWords(phrase, 80));
}

function sentence(text: string): string {
  const first = text
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]
    .trim();
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trim());
