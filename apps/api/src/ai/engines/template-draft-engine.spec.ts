import {
  DRAFT_INDUSTRIES,
  draftTotalCents,
  proposalDraftSchema,
  ROUND_PRICE_CENTS,
  type DraftBrief,
  type DraftServiceLine,
} from '@dealdraft/domain';
import type { DraftContext } from './draft-engine';
import { inferIndustry, paymentTermsFor, TemplateDraftEngine } from './template-draft-engine';

const engine = new TemplateDraftEngine();
const context: DraftContext = {
  business: { name: 'Ada Lovelace', companyName: 'Analytical Studio' },
  language: 'en',
  currency: 'USD',
  catalogue: [],
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

/**
 * Briefs from nine trades, most outside the catalogues: each names its deliverables,
 * which must come back as the draft's lines, in the brief's words, with its counts.
 */
const TRADES: {
  trade: string;
  project: string;
  budget: number;
  title: string;
  lines: Pick<DraftServiceLine, 'description' | 'quantity'>[];
  scope: string[];
}[] = [
  {
    trade: 'packaging and web design',
    project:
      'logo and packaging design for a small organic tea shop launching 4 new blends; also a one-page website',
    budget: 2500,
    title: 'Logo Design, Packaging Design and One-Page Website for a Small Organic Tea Shop',
    lines: [
      { description: 'Logo design', quantity: 1 },
      { description: 'Packaging design, per blend', quantity: 4 },
      { description: 'One-page website', quantity: 1 },
    ],
    scope: [
      'Scope of work for a small organic tea shop:',
      '- Logo design',
      '- Packaging design for 4 new blends',
      '- One-page website',
    ],
  },
  {
    trade: 'SEO',
    project:
      'SEO audit, keyword research and on-page optimisation for our dental clinic website, plus monthly ranking reports',
    budget: 1800,
    title: 'SEO Audit, Keyword Research, On-Page Optimisation and Monthly Ranking Reports',
    lines: [
      { description: 'SEO audit', quantity: 1 },
      { description: 'Keyword research', quantity: 1 },
      { description: 'On-page optimisation', quantity: 1 },
      { description: 'Monthly ranking reports', quantity: 1 },
    ],
    scope: ['Scope of work:', '- SEO audit', '- Monthly ranking reports'],
  },
  {
    trade: 'mobile app',
    project:
      'A mobile app for iOS and Android to book yoga classes, with push notifications, in-app payments and an admin dashboard',
    budget: 24000,
    title:
      'Mobile App, Push Notifications, In-App Payments and Admin Dashboard for iOS and Android',
    lines: [
      { description: 'Mobile app', quantity: 1 },
      { description: 'Push notifications', quantity: 1 },
      { description: 'In-app payments', quantity: 1 },
      { description: 'Admin dashboard', quantity: 1 },
    ],
    scope: ['Scope of work for iOS and Android:', '- Admin dashboard'],
  },
  {
    trade: 'photography',
    project:
      'Product photography for 40 items and lifestyle shots for our Instagram, delivered as edited high-resolution files',
    budget: 1234.56,
    title: 'Product Photography and Lifestyle Shots',
    lines: [
      { description: 'Product photography (40 items)', quantity: 1 },
      { description: 'Lifestyle shots', quantity: 1 },
    ],
    scope: ['Scope of work:', '- Product photography for 40 items', '- Lifestyle shots'],
  },
  {
    trade: 'shop migration',
    project:
      'Migrate our online shop from WooCommerce to Shopify, including 350 products, customer accounts and order history',
    budget: 6000,
    title: 'Online Shop Migration from WooCommerce to Shopify',
    lines: [
      { description: 'Online shop migration from WooCommerce to Shopify', quantity: 1 },
      { description: 'Migration of 350 products', quantity: 1 },
      { description: 'Customer accounts migration', quantity: 1 },
      { description: 'Order history migration', quantity: 1 },
    ],
    scope: ['- Migration of 350 products'],
  },
  {
    trade: 'bookkeeping',
    project:
      'Monthly bookkeeping and payroll for a 6-person design studio, quarterly VAT returns and a year-end report for the accountant',
    budget: 4200,
    title: 'Monthly Bookkeeping, Payroll, Quarterly VAT Returns and Year-End Report',
    lines: [
      { description: 'Monthly bookkeeping', quantity: 1 },
      { description: 'Payroll', quantity: 1 },
      { description: 'Quarterly VAT returns', quantity: 1 },
      { description: 'Year-end report', quantity: 1 },
    ],
    scope: ['Scope of work for a 6-person design studio:', '- Payroll'],
  },
  {
    trade: 'translation',
    project:
      'Translate our website (about 25 pages) and product catalogue from English into Spanish and French',
    budget: 3150,
    title: 'Website and Product Catalogue Translation from English into Spanish and French',
    lines: [
      { description: 'Website translation', quantity: 1 },
      {
        description: 'Product catalogue translation from English into Spanish and French',
        quantity: 1,
      },
    ],
    scope: ['- Website translation'],
  },
  {
    trade: 'kitchen renovation',
    project:
      'Full kitchen renovation: new cabinets, quartz worktops, tiling, plumbing and electrical work, plus removal of the old kitchen',
    budget: 18500,
    title: 'Full Kitchen Renovation',
    lines: [
      { description: 'New cabinets', quantity: 1 },
      { description: 'Quartz worktops', quantity: 1 },
      { description: 'Tiling', quantity: 1 },
      { description: 'Plumbing', quantity: 1 },
      { description: 'Electrical work', quantity: 1 },
      { description: 'Removal of the old kitchen', quantity: 1 },
    ],
    scope: ['- Tiling', '- Removal of the old kitchen'],
  },
  {
    trade: 'copywriting',
    project: 'Write 5 blog posts and 3 email newsletters for our outdoor gear brand',
    budget: 2000,
    title: 'Blog Posts and Email Newsletters',
    lines: [
      { description: 'Blog post', quantity: 5 },
      { description: 'Email newsletter', quantity: 3 },
    ],
    scope: ['- 5 blog posts', '- 3 email newsletters'],
  },
];

const onRoundPrice = (line: DraftServiceLine) =>
  Math.round(line.price * 100) % ROUND_PRICE_CENTS === 0;

describe('TemplateDraftEngine', () => {
  describe.each(TRADES)('on a $trade brief', ({ project, budget, title, lines, scope }) => {
    const draft = engine.write({ project, budget }, context);

    it('turns every deliverable the brief names into a line, in its words and counts', () => {
      expect(
        draft.services.map(({ description, quantity }) => ({ description, quantity })),
      ).toEqual(lines);
    });

    it('prices the lines in $5 steps that add up to the budget exactly', () => {
      expect(draftTotalCents(draft.services)).toBe(Math.round(budget * 100));
      const offGrid = draft.services.filter((line) => !onRoundPrice(line));
      // A budget off the $5 grid ($1,234.56) leaves its odd cents on one single-unit line.
      expect(offGrid).toHaveLength(Math.round(budget * 100) % ROUND_PRICE_CENTS === 0 ? 0 : 1);
      for (const line of draft.services) expect(line.price).toBeGreaterThan(0);
    });

    it('writes a clean title and puts the scope in the summary', () => {
      expect(draft.proposalTitle).toBe(title);
      expect(draft.proposalTitle).not.toMatch(/[\s,.:;!?-]$/);
      for (const line of scope) expect(draft.summary.split('\n')).toContain(line);
      expect(draft.additionalTerms).not.toContain('Scope of work');
    });
  });

  it('writes the tea shop draft as the snapshot shows', () => {
    expect(engine.write({ project: TRADES[0].project, budget: 2500 }, context)).toMatchSnapshot();
  });

  it('names the client company in the title and keeps the brief’s own counts without a budget', () => {
    const draft = engine.write(
      { project: TRADES[8].project, clientCompany: 'Trailhead Gear' },
      context,
    );
    expect(draft.proposalTitle).toBe('Blog Posts and Email Newsletters for Trailhead Gear');
    expect(draft.services.map((line) => line.quantity)).toEqual([5, 3]);
    expect(draft.services.every(onRoundPrice)).toBe(true);
  });

  it('reads a bulleted or numbered brief, keeping the counts', () => {
    const draft = engine.write(
      {
        project: 'For our gym:\n- 3 product videos\n2. 10 photos\n3) a landing page',
        budget: 3000,
      },
      context,
    );
    expect(draft.services.map(({ description, quantity }) => ({ description, quantity }))).toEqual([
      { description: 'Product video', quantity: 3 },
      { description: 'Photo', quantity: 10 },
      { description: 'Landing page', quantity: 1 },
    ]);
    expect(draftTotalCents(draft.services)).toBe(3000_00);
    expect(draft.proposalTitle).toBe('Product Videos, Photos and Landing Page');
  });

  it.each([
    'something vague here',
    '1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
    Array.from({ length: 30 }, (_, i) => `deliverable number ${i + 1}`).join(', '),
    `a ${'very '.repeat(180)}long website`,
    '; ; also, and — 🙂 a logo!',
  ])('writes a valid draft from an odd brief: %s', (project) => {
    const draft = engine.write({ project, budget: 1000 }, context);
    expect(proposalDraftSchema.safeParse(draft).success).toBe(true);
    expect(draftTotalCents(draft.services)).toBe(1000_00);
    expect(draft.proposalTitle).not.toMatch(/^[\s,.:;!?-]|[\s,.:;!?-]$/);
  });

  it('prices in $5 steps that sum to any budget, for every brief', () => {
    for (const { project } of TRADES) {
      for (let cents = 0; cents <= 5_000_000; cents += 123_457) {
        const draft = engine.write({ project, budget: cents / 100 }, context);
        expect(draftTotalCents(draft.services)).toBe(cents);
        expect(draft.services.filter((line) => !onRoundPrice(line)).length).toBeLessThanOrEqual(
          cents % ROUND_PRICE_CENTS === 0 ? 0 : 1,
        );
      }
    }
  });

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
    expect(inferIndustry(' something vague ')).toBeNull();
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
