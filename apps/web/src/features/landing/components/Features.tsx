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
import { Section } from './Section';

/** Spec §1's marketing claims, each with a line of its own. */
const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: SparklesIcon,
    title: 'Proposals in under 12 seconds',
    text: 'A GPT-4 powered engine drafts a complete, persuasive proposal while you refill your coffee.',
  },
  {
    icon: UserRoundPenIcon,
    title: 'Client-specific customisation',
    text: "Every draft speaks to the client's company, goals and budget, never a one-size template.",
  },
  {
    icon: BellRingIcon,
    title: 'Follow-up reminders',
    text: 'Timely nudges when a proposal or invoice sits unanswered, so no deal goes quiet.',
  },
  {
    icon: HandCoinsIcon,
    title: 'Payment terms built in',
    text: 'Deposits, milestones or net 30: set your terms once and every document carries them.',
  },
  {
    icon: MailCheckIcon,
    title: 'E-mail delivery with tracking',
    text: 'Send from Dealdraft with the PDF attached and see the moment your client opens it.',
  },
  {
    icon: ChartColumnIncreasingIcon,
    title: 'Real-time analytics',
    text: 'Value per month, documents by status and recent activity, live on your dashboard.',
  },
  {
    icon: FileDownIcon,
    title: 'Polished PDFs',
    text: 'Clean, print-ready A4 documents that look as professional as your work.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Enterprise security',
    text: 'Encrypted connections, strongly hashed passwords and strict isolation of every account.',
  },
];

/** #features. */
export function Features() {
  return (
    <Section
      id={LANDING_SECTIONS.features}
      eyebrow="Features"
      title="Everything you need to close the deal"
      lead="One place for proposals, invoices and the follow-up in between."
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
