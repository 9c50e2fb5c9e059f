import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Announced by screen readers, since the icon itself says nothing. */
  label?: string;
};

/** A spinning loader icon; size it with a `size-*` class (default `size-5`). */
export function Spinner({ label = strings.common.loading, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex size-5 text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle aria-hidden className="size-full animate-spin" />
    </span>
  );
}
