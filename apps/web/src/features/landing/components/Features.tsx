import { LANDING_SECTIONS } from '@dealdraft/domain';
import {
  BellRingIcon,
  ChartColumnIncreasingIcon,
  FileDownIcon,
  HandCoinsIcon,
  MailCheckIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UserRoundPenIcon,
  type LucideIcon,
} from 'lucide-react';
import { strings } from '@/strings';
import { Section } from './Section';

const t = strings.landing.features;

/** Spec §1's marketing claims, each with a line of its own. */
const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: SparklesIcon, ...t.items.speed },
  { icon: UserRoundPenIcon, ...t.items.customisation },
  { icon: BellRingIcon, ...t.items.reminders },
  { icon: HandCoinsIcon, ...t.items.paymentTerms },
  { icon: MailCheckIcon, ...t.items.email },
  { icon: ChartColumnIncreasingIcon, ...t.items.analytics },
  { icon: FileDownIcon, ...t.items.pdfs },
  { icon: ShieldCheckIcon, ...t.items.security },
];

/** #features. */
export function Features() {
  return (
    <Section
      id={LANDING_SECTIONS.features}
      eyebrow={t.eyebrow}
      title={t.title}
      lead={t.lead}
      className="bg-muted/40 dark:bg-card/40"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
