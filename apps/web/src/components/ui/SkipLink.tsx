import type { MouseEvent } from 'react';
import { strings } from '@/strings';

/**
 * "Skip to content": the first stop of the Tab key, hidden until focused, it moves focus past
 * the navigation to the page's main landmark (which needs `id={targetId}` and tabIndex -1).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  // Focus moves by hand: a followed #hash would be one more history entry for the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {strings.ui.skipToContent}
    </a>
  );
}
