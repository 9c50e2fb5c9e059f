import { LANDING_SECTIONS, SubscriptionCopy } from '@dealdraft/domain';
import type { ReactNode } from 'react';
import { strings } from '@/strings';
import { Section } from './Section';

const t = strings.landing.pricing;

/** #pricing: the spec's line, then the shared plan cards the page passes in. */
export function PricingSection({ children }: { children: ReactNode }) {
  return (
    <Section
      id={LANDING_SECTIONS.pricing}
      eyebrow={t.eyebrow}
      title={t.title}
      lead={SubscriptionCopy.pricingSectionText}
      className="bg-muted/40 dark:bg-card/40"
    >
      {children}
    </Section>
  );
}
