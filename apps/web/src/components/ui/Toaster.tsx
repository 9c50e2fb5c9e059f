import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOASTER_DEFAULTS } from '@/lib/toast';

/**
 * Sonner in the design tokens' colours, with the spec's defaults; raise toasts via `notify`.
 * At the top: a form dialog's buttons sit at the bottom, and a failed save's toast must not
 * cover the button that retries it (on a phone toasts span the whole width).
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      duration={TOASTER_DEFAULTS.duration}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
