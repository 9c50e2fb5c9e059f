import { LandingCopy, LANDING_SECTIONS, MarketingFigures } from '@dealdraft/domain';
import { ArrowRightIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { HeroPreview } from './HeroPreview';

const t = strings.landing.hero;

const AVATARS = [
  { initials: 'MO', tone: 'bg-indigo-600 text-white' },
  { initials: 'DR', tone: 'bg-teal-700 text-white' },
  { initials: 'PN', tone: 'bg-amber-300 text-amber-950' },
  { initials: 'TB', tone: 'bg-rose-700 text-white' },
];

/** #about: what the product is, the free start, and a glimpse of a drafted proposal. */
export function Hero() {
  const { users, rating, proposals } = MarketingFigures;
  return (
    <section
      id={LANDING_SECTIONS.about}
      aria-labelledby="hero-title"
      tabIndex={-1}
      className="relative isolate overflow-hidden pt-28 pb-16 outline-none sm:pt-36 sm:pb-20"
    >
      <HeroBackdrop />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
        <div className="flex flex-col items-center gap-7 text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-sm font-medium shadow-xs backdrop-blur">
            <SparklesIcon className="size-4 text-primary" aria-hidden />
            {t.badge}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t.titleStart} <span className="text-primary">{t.titleHighlight}</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">{t.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="h-12 px-7 text-base shadow-md shadow-primary/25">
              <Link to="/signup">
                {LandingCopy.heroCta}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base">
              <a href={`#${LANDING_SECTIONS.howItWorks}`}>{t.seeHowItWorks}</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t.freeStart}</p>
          <div className="flex flex-wrap items-center justify-center gap-4 lg:justify-start">
            {/* The overlap stays narrower than the space beside the initials: none is cut. */}
            <div className="flex -space-x-1.5" aria-hidden>
              {AVATARS.map(({ initials, tone }) => (
                <span
                  key={initials}
                  className={`grid size-10 place-items-center rounded-full text-xs font-semibold tracking-tight ring-2 ring-background ${tone}`}
                >
                  {initials}
                </span>
              ))}
            </div>
            <div className="flex flex-col items-center gap-0.5 text-sm lg:items-start">
              <span className="flex items-center gap-1" aria-hidden>
                {Array.from({ length: 5 }, (_, index) => (
                  <StarIcon key={index} className="size-4 fill-warning text-warning" />
                ))}
              </span>
              <span className="text-muted-foreground">
                <strong className="font-semibold text-foreground">
                  {rating.value} {rating.label}
                </strong>{' '}
                {t.ratedBy(users, proposals)}
              </span>
            </div>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A soft glow and a faint grid behind the hero, fading out towards the page. */
function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-linear-to-b from-primary/8 via-background to-background" />
      <div
        className="absolute inset-0 opacity-60 dark:opacity-40"
        style={{
          backgroundImage:
            'linear-gradient(to right, var(--border) 1px, transparent 1px), linear-gradient(to bottom, var(--border) 1px, transparent 1px)',
          backgroundSize: '44px 44px',
          maskImage: 'radial-gradient(ellipse 70% 60% at 50% 0%, black 30%, transparent 75%)',
        }}
      />
      <div className="absolute -top-40 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl dark:bg-primary/15" />
      <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-chart-2/20 blur-3xl" />
    </div>
  );
}
