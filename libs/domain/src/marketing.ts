/** The landing page's words and figures that the spec gives (§1, §2, §9). Marketing only. */

/** Spec §9: the landing header turns solid after more than 50 px of scroll. */
export const HEADER_SOLID_SCROLL_PX = 50;

/** The header's section links, in order (spec §2). */
export const LANDING_NAV = [
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Reviews' },
] as const;

/** The section ids the header links to; #about is the hero's. */
export const LANDING_SECTIONS = {
  about: 'about',
  howItWorks: 'how-it-works',
  features: 'features',
  pricing: 'pricing',
  testimonials: 'testimonials',
} as const;

export const LandingCopy = {
  heroCta: 'Generate Proposals Free',
  login: 'Login',
  signUp: 'Sign Up',
  goToDashboard: 'Go to Dashboard',
} as const;

/**
 * Spec §1's figures. `value` is shown large and `label` beneath it; together they read exactly
 * as the spec words them ("25 hours per week saved").
 */
export const MarketingFigures = {
  hoursSaved: { value: '25 hours', label: 'per week saved' },
  revenueIncrease: { value: '$15,000', label: 'per month revenue increase' },
  winRate: { value: '300%', label: 'higher win rate' },
  annualRoi: { value: '1800%', label: 'annual ROI' },
  users: { value: '50K+', label: 'users' },
  rating: { value: '4.9/5', label: 'rating' },
  proposals: { value: '2M+', label: 'proposals' },
} as const;
