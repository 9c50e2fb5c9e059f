import { LANDING_SECTIONS } from '@dealdraft/domain';
import { ClipboardPenLineIcon, SendIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { strings } from '@/strings';
import { Section } from './Section';

const t = strings.landing.howItWorks;

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ClipboardPenLineIcon, ...t.steps.describe },
  { icon: SparklesIcon, ...t.steps.draft },
  { icon: SendIcon, ...t.steps.send },
];

/** #how-it-works: the three steps (spec §2). */
export function HowItWorks() {
  return (
    <Section id={LANDING_SECTIONS.howItWorks} eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
        {/* The line that joins the three numbers on wide screens. */}
        <span
          aria-hidden
          className="absolute top-13 right-[16.6%] left-[16.6%] hidden border-t-2 border-dashed border-primary/25 md:block"
        />
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-xs md:border-0 md:bg-transparent md:shadow-none"
          >
            <span className="relative grid size-14 place-items-center rounded-2xl bg-primary text-primary-foreground shadow-lg shadow-primary/25">
              <Icon className="size-6" aria-hidden />
              <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full border-2 border-background bg-foreground text-xs font-semibold text-background">
                {index + 1}
              </span>
            </span>
            <h3 className="text-lg font-semibold">
              <span className="sr-only">{t.stepPrefix(index + 1)}</span>
              {title}
            </h3>
            <p className="max-w-xs text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
