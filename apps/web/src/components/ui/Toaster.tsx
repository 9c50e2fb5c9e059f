import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOASTER_DEFAULTS } from '@/lib/toast';

/** Sonner in the design tokens' colours, with the spec's defaults; raise toasts via `notify`. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
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
