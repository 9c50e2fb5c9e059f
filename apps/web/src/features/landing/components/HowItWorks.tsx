import { LANDING_SECTIONS } from '@dealdraft/domain';
import { ClipboardPenLineIcon, SendIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { Section } from './Section';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ClipboardPenLineIcon,
    title: 'Describe the job',
    text: 'Add your client and a few words about the project. Your company details and payment terms are filled in for you.',
  },
  {
    icon: SparklesIcon,
    title: 'Let AI draft it',
    text: 'A complete proposal, written for this client, in under 12 seconds. Adjust anything, then export a polished PDF.',
  },
  {
    icon: SendIcon,
    title: 'Send, track, get paid',
    text: 'E-mail it in one click, see when it is opened, follow up on time, and invoice the work once it is won.',
  },
];

/** #how-it-works: the three steps (spec §2). */
export function HowItWorks() {
  return (
    <Section
      id={LANDING_SECTIONS.howItWorks}
      eyebrow="How It Works"
      title="From brief to paid in three steps"
      lead="No templates to wrestle with and no blank pages. Dealdraft does the writing; you close the deal."
    >
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
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="max-w-xs text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
