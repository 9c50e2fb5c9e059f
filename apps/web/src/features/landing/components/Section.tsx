import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type SectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A landing section with the page's one heading pattern: eyebrow, title, lead. It can take
 * focus, so a header link moves the keyboard there too; scroll-mt keeps the heading clear of
 * the fixed header.
 */
export function Section({ id, eyebrow, title, lead, children, className }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn('scroll-mt-16 py-20 outline-none sm:py-24', className)}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2
            id={titleId}
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
