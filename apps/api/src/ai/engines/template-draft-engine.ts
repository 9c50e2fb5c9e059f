import {
  DRAFT_INDUSTRIES,
  DraftMessages,
  DraftRules,
  draftTotalCents,
  formatUsd,
  toCents,
  type DraftBrief,
  type DraftIndustry,
  type DraftServiceLine,
  type DraftTone,
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
import { SERVICE_CATALOGUE } from './service-catalogue';

/** A title longer than this drops the audience, then names fewer deliverables. */
const TITLE_MAX = 90;
const TITLE_ITEMS = 3;

/** Openers that carry no meaning in a title ("We need a new website" → "New website"). */
const LEADING_FILLER =
  /^(?:(?:we|i|they|the client|our client|client)\s+(?:would like|want|wants|need|needs|are looking for|is looking for|am looking for)\s+(?:to\s+(?:get|have|build|create|make)\s+)?|(?:looking for|please|help with|need)\s+)/i;
const LEADING_ARTICLE = /^(?:a|an|the|some)\s+/i;

/** For a trade none of the catalogues knows. */
const GENERAL = {
  approach:
    'confirm the details with you, deliver each item below and refine it with your feedback',
  terms: ['Work outside the scope of this proposal is quoted separately before it starts.'],
};

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
    const reading = readBrief(brief.project);
    const industry =
      brief.industry ?? inferIndustry(signalWords(reading.deliverables, brief.project));
    const catalogue = industry ? SERVICE_CATALOGUE[industry] : null;
    const deliverables =
      reading.deliverables.length > 0
        ? reading.deliverables
        : [{ ...fallbackDeliverable(brief.project), quantity: 1 }];
    const services = deliverables.map((deliverable) =>
      lineFor(deliverable, industry, context.priceAnchors),
    );
    const totalCents =
      brief.budget === undefined ? draftTotalCents(services) : (toCents(brief.budget) ?? 0);
    const business = context.business.companyName || context.business.name;
    const forWhom = brief.clientCompany || reading.audience;

    const draft: ProposalDraft = {
      proposalTitle: titleFor(reading.heading, deliverables, forWhom),
      summary: clip(
        [
          opening(brief.tone ?? 'professional', brief),
          `${business} will ${(catalogue ?? GENERAL).approach}.`,
          [
            `Scope of work${forWhom ? ` for ${forWhom}` : ''}:`,
            ...deliverables.map((deliverable) => `- ${deliverable.scope}`),
          ].join('\n'),
          brief.deadline ? `Target delivery: ${brief.deadline}.` : null,
        ]
          .filter(Boolean)
          .join('\n\n'),
        DraftRules.summaryMax,
      ),
      services,
      paymentTerms: paymentTermsFor(totalCents),
      additionalTerms: [
        ...(catalogue ?? GENERAL).terms,
        brief.deadline
          ? `The timeline assumes feedback within 3 working days of each delivery, for delivery by ${brief.deadline}.`
          : null,
        'This proposal is valid for 30 days from its date.',
      ]
        .filter(Boolean)
        .join('\n'),
    };
    return settleDraft(draft, brief);
  }
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
  anchors: DraftServiceLine[],
): DraftServiceLine {
  const words = significantWords(deliverable.name);
  const anchor = anchors.find(
    (line) => line.price > 0 && significantWords(line.description).some((w) => words.includes(w)),
  );
  return {
    description: deliverable.description,
    price: anchor ? anchor.price : typicalPrice(deliverable, industry, words),
    quantity: deliverable.quantity,
  };
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
function titleFor(heading: string | null, deliverables: Deliverable[], forWhom: string | null) {
  const names = deliverables.map((deliverable) => deliverable.name);
  const candidates = heading
    ? [heading]
    : [
        namesPhrase(names, names.length),
        namesPhrase(names, TITLE_ITEMS),
        namesPhrase(names, 2),
        namesPhrase(names, 1),
      ];
  const titles = candidates.flatMap((what) =>
    forWhom ? [`${what} for ${forWhom}`, what] : [what],
  );
  const title =
    titles.find((candidate) => candidate.length <= TITLE_MAX) ?? titles[titles.length - 1];
  return titleCase(clipWords(title, DocumentRules.textMax).replace(/[\s,.:;!?-]+$/, ''));
}

/**
 * "Logo and Packaging Design" when the names share their kind of work, "Online Shop Migration
 * from X to Y" when the first one is the umbrella of the rest, else "A, B and C (and More)".
 */
function namesPhrase(names: string[], max: number): string {
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
        return `${listOf(withoutHead)} ${head}${parts.at(-1)?.[1] ? ` ${parts.at(-1)?.[1]}` : ''}`;
    }
  }
  return more ? `${shown.join(', ')} and More` : listOf(shown);
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A brief the reader finds no list in is one deliverable: its first sentence, as a phrase. */
function fallbackDeliverable(project: string): Omit<Deliverable, 'quantity'> {
  const name = projectPhrase(project);
  return { description: name, name, scope: name };
}

/** Payment terms by rule on the proposal's size: small jobs in full, large ones in stages. */
export function paymentTermsFor(totalCents: number): string {
  if (totalCents < 1_000_00)
    return 'Payment in full on acceptance. Invoices are due within 7 days.';
  if (totalCents < 5_000_00)
    return '50% deposit on acceptance and 50% on delivery. Invoices are due within 14 days.';
  if (totalCents < 25_000_00)
    return '40% deposit on acceptance, 30% at the midpoint review and 30% on delivery. Invoices are due within 14 days.';
  return `25% deposit on acceptance, the balance invoiced monthly against delivered milestones (total ${formatUsd(totalCents / 100)}). Invoices are due within 30 days.`;
}

function opening(tone: DraftTone, brief: DraftBrief): string {
  const forClient = brief.clientCompany ? ` for ${brief.clientCompany}` : '';
  const greeting = brief.clientName ? `, ${brief.clientName}` : '';
  switch (tone) {
    case 'friendly':
      return `Thanks for reaching out${greeting}! We would love to help with this project.`;
    case 'formal':
      return `We are pleased to submit this proposal${forClient} for your consideration.`;
    case 'confident':
      return `Here is how we will deliver this project${forClient}: on time, on budget and without surprises.`;
    case 'professional':
      return `Thank you for the opportunity to propose this work${forClient}.`;
  }
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
