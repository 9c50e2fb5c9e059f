import { lazy } from 'react';
import { ThemeToggle } from '@/app/ThemeToggle';
import { SkipLink } from '@/components/ui/SkipLink';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { ClosingCall } from '@/features/landing/components/ClosingCall';
import { DeferUntilNear } from '@/features/landing/components/DeferUntilNear';
import { Features } from '@/features/landing/components/Features';
import { Hero } from '@/features/landing/components/Hero';
import { HowItWorks } from '@/features/landing/components/HowItWorks';
import { LandingFooter } from '@/features/landing/components/LandingFooter';
import { LandingHeader } from '@/features/landing/components/LandingHeader';
import { PricingSection } from '@/features/landing/components/PricingSection';
import { Savings } from '@/features/landing/components/Savings';
import { Testimonials } from '@/features/landing/components/Testimonials';

// The plan cards sit far down the page: their code loads as the visitor scrolls towards them.
const LandingPlans = lazy(() => import('./landing/LandingPlans'));

/** "/" (spec §2): the public landing page. */
export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink targetId="main-content" />
      <LandingHeader actions={<AccountActions />} tools={<ThemeToggle />} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <HowItWorks />
        <Features />
        <Savings />
        <Testimonials />
        <PricingSection>
          <DeferUntilNear placeholder={<PlansPlaceholder />}>
            <LandingPlans />
          </DeferUntilNear>
        </PricingSection>
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  );
}

/** Three card-sized blanks, so the page keeps its length while the plans load. */
function PlansPlaceholder() {
  return (
    <div aria-hidden className="grid gap-6 pt-3 md:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div key={card} className="h-[34rem] rounded-xl border bg-card/60 shadow-sm" />
      ))}
    </div>
  );
}
