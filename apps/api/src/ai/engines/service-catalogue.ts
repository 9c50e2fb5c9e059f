import type { DraftIndustry } from '@dealdraft/domain';

/** One service the template engine can offer, with a typical price in US dollars per unit. */
export interface CatalogueItem {
  description: string;
  price: number;
  quantity: number;
  /** Words in the brief that call for this line (lower case, matched as word starts). */
  keywords: string[];
  /** Offered for every brief of the industry. */
  core?: boolean;
}

export interface IndustryCatalogue {
  /** Words that point a brief without an industry at this one. */
  signals: string[];
  /** "{business} will …": how the work is done, in one clause. */
  approach: string;
  items: CatalogueItem[];
  terms: string[];
}

const item = (
  description: string,
  price: number,
  keywords: string[],
  { quantity = 1, core = false } = {},
): CatalogueItem => ({ description, price, quantity, keywords, core });

/**
 * The offline engine's knowledge: typical lines and terms per industry. Prices are only
 * weights when a budget is given (the lines are fitted to it), and sensible defaults otherwise.
 */
export const SERVICE_CATALOGUE: Record<DraftIndustry, IndustryCatalogue> = {
  web: {
    signals: ['website', 'site', 'landing', 'wordpress', 'webflow', 'shopify', 'web'],
    approach:
      'run a short discovery, design the key pages, build them responsively and launch with you',
    items: [
      item('Discovery workshop and sitemap', 800, ['discovery', 'sitemap', 'strategy'], {
        core: true,
      }),
      item('Design of key page templates', 450, ['design', 'redesign', 'mockup', 'look'], {
        quantity: 4,
        core: true,
      }),
      item('Responsive front-end build', 2400, ['build', 'develop', 'responsive', 'mobile'], {
        core: true,
      }),
      item('CMS setup and editor training', 900, ['cms', 'wordpress', 'webflow', 'edit', 'blog']),
      item('Online shop setup', 1800, ['shop', 'store', 'ecommerce', 'e-commerce', 'shopify']),
      item('On-page SEO and analytics setup', 600, ['seo', 'search', 'analytics', 'google']),
      item('Copywriting per page', 180, ['copy', 'content', 'text', 'write'], { quantity: 5 }),
      item('Launch, hosting setup and 30 days of support', 500, ['launch', 'hosting', 'support'], {
        core: true,
      }),
    ],
    terms: [
      'Two rounds of design revisions are included; further rounds are billed at the hourly rate.',
      'Hosting, domain and third-party licence fees are paid by the client.',
      'Ownership of the site transfers to the client on final payment.',
    ],
  },
  design: {
    signals: ['logo', 'brand', 'branding', 'identity', 'design', 'packaging', 'illustration'],
    approach:
      'explore concepts with you, refine the chosen direction and deliver print- and screen-ready files',
    items: [
      item('Creative brief and moodboards', 500, ['moodboard', 'research', 'brief'], {
        core: true,
      }),
      item('Logo concepts and refinement', 1500, ['logo', 'mark', 'identity', 'brand'], {
        core: true,
      }),
      item('Brand guidelines document', 1200, ['guideline', 'brand', 'style', 'identity']),
      item('Packaging design per item', 700, ['packaging', 'label', 'box'], { quantity: 2 }),
      item('Illustrations', 350, ['illustration', 'icon', 'drawing'], { quantity: 4 }),
      item('Print collateral (cards, flyers)', 600, ['print', 'card', 'flyer', 'brochure']),
      item('Final artwork files in all formats', 300, ['files', 'export', 'artwork'], {
        core: true,
      }),
    ],
    terms: [
      'Three concepts and two rounds of revisions on the chosen concept are included.',
      'Full rights to the final artwork transfer to the client on final payment.',
    ],
  },
  marketing: {
    signals: ['marketing', 'campaign', 'ads', 'social', 'seo', 'newsletter', 'launch', 'leads'],
    approach: 'set clear goals, plan the campaign, run it and report on what it brought in',
    items: [
      item('Marketing audit and strategy', 1200, ['audit', 'strategy', 'plan'], { core: true }),
      item('Campaign setup and creative', 1500, ['campaign', 'launch', 'creative', 'ads'], {
        core: true,
      }),
      item('Monthly social media management', 900, ['social', 'instagram', 'linkedin', 'tiktok'], {
        quantity: 3,
      }),
      item('Paid ads management per month', 800, ['ads', 'paid', 'ppc', 'google', 'meta'], {
        quantity: 3,
      }),
      item('E-mail newsletter setup and templates', 700, ['email', 'e-mail', 'newsletter']),
      item('SEO content plan', 900, ['seo', 'content', 'blog', 'search']),
      item('Monthly performance report', 250, ['report', 'analytics', 'kpi'], {
        quantity: 3,
        core: true,
      }),
    ],
    terms: [
      'Advertising spend is paid by the client directly to the platforms and is not included.',
      'Either party may end monthly services with 30 days’ written notice.',
    ],
  },
  consulting: {
    signals: ['consulting', 'advice', 'strategy', 'audit', 'process', 'workshop', 'review'],
    approach: 'understand the situation, analyse the options and hand over clear recommendations',
    items: [
      item('Kick-off and stakeholder interviews', 1200, ['interview', 'stakeholder', 'kick'], {
        core: true,
      }),
      item('Current-state assessment', 1800, ['audit', 'assessment', 'review', 'analysis'], {
        core: true,
      }),
      item('Workshop facilitation (half day)', 900, ['workshop', 'training', 'session'], {
        quantity: 2,
      }),
      item('Process redesign', 2200, ['process', 'operations', 'efficiency', 'workflow']),
      item('Financial model and business case', 2000, ['financial', 'business case', 'pricing']),
      item('Recommendations report and presentation', 1500, ['report', 'recommendation'], {
        core: true,
      }),
      item('Implementation support (hours)', 150, ['implementation', 'support', 'coaching'], {
        quantity: 10,
      }),
    ],
    terms: [
      'Travel and expenses, if any, are billed at cost with prior approval.',
      'Information shared by the client is kept confidential.',
    ],
  },
  development: {
    signals: ['app', 'software', 'api', 'platform', 'integration', 'saas', 'mobile', 'backend'],
    approach:
      'agree the scope in a short specification, build in two-week iterations you can review, and ship with tests',
    items: [
      item('Technical specification and architecture', 1500, ['spec', 'architecture', 'plan'], {
        core: true,
      }),
      item('UX wireframes', 1200, ['ux', 'wireframe', 'prototype', 'design']),
      item('Development sprint (two weeks)', 4500, ['build', 'develop', 'feature', 'mvp'], {
        quantity: 2,
        core: true,
      }),
      item('Mobile app build', 6000, ['mobile', 'ios', 'android', 'app']),
      item('Third-party integrations', 1800, ['integration', 'api', 'stripe', 'crm', 'sync']),
      item('Automated tests and QA', 1500, ['test', 'qa', 'quality'], { core: true }),
      item('Deployment and handover', 900, ['deploy', 'launch', 'handover', 'hosting'], {
        core: true,
      }),
    ],
    terms: [
      'Changes to the agreed scope are estimated separately before work starts.',
      'The source code and its intellectual property transfer to the client on final payment.',
      'Bugs reported within 30 days of delivery are fixed at no charge.',
    ],
  },
  writing: {
    signals: ['writing', 'copy', 'blog', 'article', 'content', 'ebook', 'whitepaper', 'newsletter'],
    approach: 'learn your voice, research each topic and deliver edited, ready-to-publish copy',
    items: [
      item('Voice and style guide', 400, ['voice', 'style', 'tone'], { core: true }),
      item('Blog articles (1,000 words)', 250, ['blog', 'article', 'post'], {
        quantity: 4,
        core: true,
      }),
      item('Website copy per page', 200, ['website', 'page', 'copy', 'landing'], { quantity: 5 }),
      item('Whitepaper or e-book', 1800, ['whitepaper', 'ebook', 'e-book', 'guide']),
      item('E-mail sequence', 600, ['email', 'e-mail', 'newsletter', 'sequence']),
      item('Case studies', 450, ['case study', 'case', 'customer story'], { quantity: 2 }),
      item('Editing and proofreading', 300, ['edit', 'proofread', 'review'], { core: true }),
    ],
    terms: [
      'Each piece includes two rounds of revisions.',
      'Copyright in the final texts transfers to the client on payment.',
    ],
  },
  video: {
    signals: ['video', 'film', 'animation', 'youtube', 'reel', 'commercial', 'promo'],
    approach: 'plan the story, shoot or animate it, and edit it for every channel it will run on',
    items: [
      item(
        'Pre-production: concept, script and storyboard',
        1200,
        ['script', 'storyboard', 'concept'],
        {
          core: true,
        },
      ),
      item('Filming day with crew and equipment', 1800, ['shoot', 'film', 'filming', 'crew'], {
        quantity: 2,
        core: true,
      }),
      item('Animation and motion graphics', 2000, ['animation', 'animated', 'motion', 'explainer']),
      item('Editing and colour grading', 1500, ['edit', 'editing', 'colour', 'color'], {
        core: true,
      }),
      item('Voice-over and music licensing', 600, ['voice', 'music', 'audio', 'sound']),
      item('Social cut-downs and subtitles', 250, ['social', 'reel', 'subtitle', 'short'], {
        quantity: 3,
      }),
    ],
    terms: [
      'Two rounds of edit revisions are included.',
      'Music and stock footage are licensed for the channels named in this proposal.',
      'Raw footage is kept for 6 months after delivery.',
    ],
  },
  events: {
    signals: ['event', 'conference', 'wedding', 'party', 'launch', 'summit', 'venue', 'gala'],
    approach: 'plan every detail with you, manage the suppliers and run the day on site',
    items: [
      item('Event concept and planning', 1500, ['plan', 'planning', 'concept', 'theme'], {
        core: true,
      }),
      item('Venue sourcing and supplier management', 1200, ['venue', 'supplier', 'vendor'], {
        core: true,
      }),
      item('Catering coordination per guest', 45, ['catering', 'food', 'dinner', 'guest'], {
        quantity: 50,
      }),
      item('Audio-visual and stage production', 2500, ['stage', 'audio', 'av', 'sound', 'speaker']),
      item('Registration and guest communications', 800, [
        'registration',
        'ticket',
        'invite',
        'rsvp',
      ]),
      item('On-site event management (day)', 1100, ['on-site', 'day', 'coordination'], {
        core: true,
      }),
      item('Decor and styling', 900, ['decor', 'styling', 'flowers', 'wedding']),
    ],
    terms: [
      'Supplier, venue and catering costs are passed on at cost unless listed above.',
      'Cancellation within 30 days of the event date forfeits the deposit.',
    ],
  },
};
