import {
  DRAFT_INDUSTRIES,
  draftTotalCents,
  proposalDraftSchema,
  type DraftBrief,
} from '@dealdraft/domain';
import type { DraftContext } from './draft-engine';
import { inferIndustry, paymentTermsFor, TemplateDraftEngine } from './template-draft-engine';

const engine = new TemplateDraftEngine();
const context: DraftContext = {
  business: { name: 'Ada Lovelace', companyName: 'Analytical Studio' },
  priceAnchors: [],
};

const BRIEFS: Record<(typeof DRAFT_INDUSTRIES)[number], DraftBrief> = {
  web: {
    project: 'We need a new website for our bakery with an online shop and a blog.',
    clientName: 'Grace Hopper',
    clientCompany: 'Hopper Bakes',
    industry: 'web',
    budget: 8000,
    deadline: 'end of March',
    tone: 'friendly',
  },
  design: { project: 'A logo and brand guidelines for a new coffee roaster.', industry: 'design' },
  marketing: {
    project: 'Launch campaign with paid ads and social media for our app.',
    industry: 'marketing',
    budget: 12500.5,
  },
  consulting: { project: 'Review our operations process and run a workshop.', budget: 3000 },
  development: {
    project: 'Build an MVP mobile app with Stripe integration.',
    industry: 'development',
    budget: 40000,
    tone: 'confident',
  },
  writing: { project: 'Four blog articles and a whitepaper on cloud costs.', budget: 999.99 },
  video: { project: 'A 60-second promo video with animation and voice-over.', budget: 7000 },
  events: {
    project: 'Plan a 50-guest company summit with catering and stage production.',
    tone: 'formal',
  },
};

describe('TemplateDraftEngine', () => {
  it.each(DRAFT_INDUSTRIES)('writes a sensible %s draft (snapshot)', (industry) => {
    expect(engine.write(BRIEFS[industry], context)).toMatchSnapshot();
  });

  it.each(DRAFT_INDUSTRIES)(
    'is deterministic, schema-valid, has lines and meets the budget exactly (%s)',
    (industry) => {
      const brief = BRIEFS[industry];
      const draft = engine.write(brief, context);
      expect(engine.write(brief, context)).toEqual(draft);
      expect(proposalDraftSchema.safeParse(draft).success).toBe(true);
      expect(draft.services.length).toBeGreaterThanOrEqual(1);
      if (brief.budget !== undefined) {
        expect(draftTotalCents(draft.services)).toBe(Math.round(brief.budget * 100));
      }
    },
  );

  it('infers the industry from the brief’s words when none is given', () => {
    expect(inferIndustry(' a promo video for youtube ')).toBe('video');
    expect(inferIndustry(' our new website ')).toBe('web');
    expect(inferIndustry(' something vague ')).toBe('consulting');
  });

  it('uses the user’s recent accepted prices as anchors', () => {
    const anchored = engine.write(
      { project: 'Blog articles about gardening for our shop.', industry: 'writing' },
      { ...context, priceAnchors: [{ description: 'Blog article', price: 420, quantity: 1 }] },
    );
    expect(anchored.services.find((l) => l.description.startsWith('Blog articles'))?.price).toBe(
      420,
    );
  });

  it('sets payment terms by the size of the budget', () => {
    expect(paymentTermsFor(500_00)).toMatch(/^Payment in full/);
    expect(paymentTermsFor(2_000_00)).toMatch(/^50% deposit/);
    expect(paymentTermsFor(10_000_00)).toMatch(/^40% deposit/);
    expect(paymentTermsFor(50_000_00)).toMatch(/^25% deposit/);
  });

  it('handles a zero budget and the largest budget', () => {
    for (const budget of [0, 9_999_999.99]) {
      const draft = engine.write({ project: 'A new website for a bakery', budget }, context);
      expect(draftTotalCents(draft.services)).toBe(Math.round(budget * 100));
    }
  });

  it('streams its text and resolves with the same draft', async () => {
    const pieces: string[] = [];
    const draft = await engine.draft({
      brief: BRIEFS.web,
      context,
      onText: (text) => pieces.push(text),
    });
    expect(pieces.join('')).toContain(draft.proposalTitle);
  });
});
