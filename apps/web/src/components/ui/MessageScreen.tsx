import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const TONES = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

type MessageScreenProps = {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  title: string;
  description: ReactNode;
  /** The buttons. */
  children?: ReactNode;
  footnote?: ReactNode;
};

/** The body of a page that says one thing (not found, payment result), centred. */
export function MessageScreen({
  icon: Icon,
  tone = 'primary',
  title,
  description,
  children,
  footnote,
}: MessageScreenProps) {
  return (
    <main className="grid flex-1 place-items-center px-4 pt-8 pb-24">
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        <span className={cn('grid size-16 place-items-center rounded-2xl', TONES[tone])}>
          <Icon className="size-8" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {children && (
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>
        )}
        {footnote && <p className="text-sm text-muted-foreground">{footnote}</p>}
      </div>
    </main>
  );
}
