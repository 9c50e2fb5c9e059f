import { LANDING_SECTIONS, MarketingFigures } from '@dealdraft/domain';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, StarIcon } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { usePrefersReducedMotion } from '@/lib/usePrefersReducedMotion';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { Section } from './Section';

const t = strings.landing.testimonials;

/** Marketing content only (spec §2). */
export const REVIEWS = [
  { ...t.reviews.maya, tone: 'bg-indigo-600 text-white' },
  { ...t.reviews.daniel, tone: 'bg-teal-700 text-white' },
  { ...t.reviews.priya, tone: 'bg-amber-300 text-amber-950' },
  { ...t.reviews.tom, tone: 'bg-rose-700 text-white' },
  { ...t.reviews.sofia, tone: 'bg-sky-700 text-white' },
];

export const AUTOPLAY_MS = 6000;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/**
 * #testimonials, labelled Reviews: a carousel (WAI-ARIA carousel pattern). It turns every six
 * seconds, pauses while hovered or focused or when paused by its button, never turns under
 * prefers-reduced-motion, and answers the arrow keys, Home and End.
 */
export function Testimonials() {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = REVIEWS.length;
  const playing = !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const { users, rating, proposals } = MarketingFigures;

  return (
    <Section
      id={LANDING_SECTIONS.testimonials}
      eyebrow={t.eyebrow}
      title={t.title}
      lead={t.lead(users, rating, proposals)}
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t.carouselLabel}
        data-testid="reviews-carousel"
        data-playing={playing}
        className="mx-auto flex w-full max-w-3xl flex-col items-center gap-8"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <div className="w-full overflow-hidden rounded-3xl">
          <div
            aria-live={playing ? 'off' : 'polite'}
            className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {REVIEWS.map((review, position) => (
              <figure
                key={review.name}
                role="group"
                aria-roledescription="slide"
                aria-label={t.slideLabel(position + 1, count)}
                aria-hidden={position !== index}
                inert={position !== index}
                className="flex w-full shrink-0 flex-col gap-6 rounded-3xl border bg-card p-7 sm:p-10"
              >
                <span className="flex gap-0.5" role="img" aria-label={t.stars}>
                  {Array.from({ length: 5 }, (_, star) => (
                    <StarIcon key={star} className="size-5 fill-warning text-warning" aria-hidden />
                  ))}
                </span>
                <blockquote className="text-lg leading-relaxed text-pretty sm:text-2xl sm:leading-snug">
                  <p>“{review.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-11 place-items-center rounded-full text-sm font-semibold',
                      review.tone,
                    )}
                  >
                    {initials(review.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{review.name}</span>
                    <span className="text-sm text-muted-foreground">{review.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>

        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label={t.previous}
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <div className="flex items-center gap-1" role="group" aria-label={t.pickerLabel}>
            {REVIEWS.map((review, position) => (
              <button
                key={review.name}
                type="button"
                aria-label={t.pickReview(position + 1, count, review.name)}
                aria-current={position === index}
                onClick={() => show(position)}
                className="grid size-6 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    position === index ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40',
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label={t.next}
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
          {!reducedMotion && (
            <Button
              variant="ghost"
              size="icon"
              className="rounded-full"
              aria-label={stopped ? t.play : t.pause}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
            </Button>
          )}
        </div>
      </div>
    </Section>
  );
}
