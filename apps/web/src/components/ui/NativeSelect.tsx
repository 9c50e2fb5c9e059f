import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own select, styled like Input: for long or plain lists (currencies, a file's
 * columns) where the system picker serves better than a custom menu, above all on a phone.
 */
export function NativeSelect({
  className,
  choices,
  children,
  ...props
}: ComponentProps<'select'> & {
  /** Options by value and label, after any given as children. */
  choices?: readonly { value: string; label: string }[];
}) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-lg border border-input bg-card px-2 text-sm outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50 dark:bg-input/30',
        className,
      )}
      {...props}
    >
      {children}
      {choices?.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
