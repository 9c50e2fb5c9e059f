import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type FormSectionProps = { title: string; children: ReactNode; className?: string };

/** A titled group of a document form's fields, two columns from the `sm` width. */
export function FormSection({ title, children, className }: FormSectionProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4 text-sm font-semibold tracking-wide text-foreground">{title}</legend>
      <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>
    </fieldset>
  );
}
