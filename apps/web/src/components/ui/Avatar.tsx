import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** "Ada King Lovelace" -> "AL": the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return ends
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}

type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & { name: string };

/** Initials in a circle; decorative, so the name must be readable beside it. */
export function Avatar({ name, className, ...props }: AvatarProps) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-sm font-semibold text-primary select-none',
        className,
      )}
      {...props}
    >
      {initialsOf(name)}
    </span>
  );
}
