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
import { SERVICE_CATALOGUE, type CatalogueItem } from './service-catalogue';

const MAX_TEMPLATE_LINES = Math.min(6, DraftRules.linesMax);
const FALLBACK_INDUSTRY: DraftIndustry = 'consulting';

/** Openers that carry no meaning in a title ("We need a new website" → "New website"). */
const LEADING_FILLER =
  /^(?:(?:we|i|they|the client|our client|client)\s+(?:would like|want|wants|need|needs|are looking for|is looking for|am looking for)\s+(?:to\s+(?:get|have|build|create|make)\s+)?|(?:looking for|please|help with|need)\s+)/i;
const LEADING_ARTICLE = /^(?:a|an|the|some)\s+/i;

/**
 * The offline drafter: not a language model. It picks lines from the industry's catalogue by
 * the brief's words, fills title and scope templates with the brief's own phrases, and sets
 * payment terms by rule on the budget's size. Same brief and context, same draft: no clock,
 * no randomness.
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
    const words = normalise(brief.project);
    const industry = brief.industry ?? inferIndustry(words);
    const catalogue = SERVICE_CATALOGUE[industry];
    const services = pickItems(catalogue.items, words).map((chosen) =>
      lineFor(chosen, context.priceAnchors),
    );
    const totalCents =
      brief.budget === undefined ? draftTotalCents(services) : (toCents(brief.budget) ?? 0);
    const client = brief.clientCompany || brief.clientName || '';
    const business = context.business.companyName || context.business.name;
    const phrase = projectPhrase(brief.project);

    const draft: ProposalDraft = {
      proposalTitle: clip(client ? `${phrase} for ${client}` : phrase, DocumentRules.textMax),
      summary: clip(
        [
          opening(brief.tone ?? 'professional', brief),
          `The project, in your words: “${sentence(brief.project).replace(/[.!?]+$/, '')}”. ${business} will ${catalogue.approach}.`,
          ['The work covers:', ...services.map((line) => `- ${line.description}`)].join('\n'),
          brief.deadline ? `Target delivery: ${brief.deadline}.` : null,
        ]
          .filter(Boolean)
          .join('\n\n'),
        DraftRules.summaryMax,
      ),
      services,
      paymentTerms: paymentTermsFor(totalCents),
      additionalTerms: [
        ...catalogue.terms,
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

export function inferIndustry(words: string): DraftIndustry {
  let best: DraftIndustry = FALLBACK_INDUSTRY;
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

/** Core lines plus those the brief asks for, in catalogue order, at most six. */
function pickItems(items: CatalogueItem[], words: string): CatalogueItem[] {
  const asked = items.filter((entry) => entry.keywords.some((k) => mentions(words, k)));
  const chosen = items.filter((entry) => entry.core || asked.includes(entry));
  if (chosen.length <= MAX_TEMPLATE_LINES) return chosen;
  // Too many: keep what was asked for first, then the core lines, still in catalogue order.
  const keep = new Set([...asked, ...chosen].slice(0, MAX_TEMPLATE_LINES));
  return items.filter((entry) => keep.has(entry));
}

/** The user's own recent price for a similar line beats the catalogue's typical one. */
function lineFor(entry: CatalogueItem, anchors: DraftServiceLine[]): DraftServiceLine {
  const anchor = anchors.find((line) => {
    const words = normalise(line.description);
    return entry.keywords.some((k) => k.length >= 4 && mentions(words, k));
  });
  return {
    description: entry.description,
    price: anchor && anchor.price > 0 ? anchor.price : entry.price,
    quantity: entry.quantity,
  };
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

/** The brief's first sentence, without its filler, as a capitalised title phrase. */
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

function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trim());
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
