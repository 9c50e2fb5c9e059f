import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A dialog that slides in from an edge (the left by default): the mobile navigation drawers. */
export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-semibold', className)} {...props} />;
}

type OverlayProps = ComponentProps<typeof DialogPrimitive.Overlay> & {
  [data: `data-${string}`]: string;
};

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  overlayProps?: OverlayProps;
  side?: 'left' | 'right';
};

export function SheetContent({
  className,
  overlayProps,
  side = 'left',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  // Radix gives focus back to a Dialog.Trigger; these drawers open from plain buttons, so the
  // element that had focus when the drawer opened gets it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        {...overlayProps}
        className={cn(
          'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in',
          overlayProps?.className,
        )}
      />
      <DialogPrimitive.Content
        // A drawer of links needs no description; this silences Radix's warning about one.
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-3/4 max-w-xs flex-col bg-card shadow-lg outline-none',
          side === 'left'
            ? 'left-0 border-r data-[state=open]:animate-slide-in-left'
            : 'right-0 border-l data-[state=open]:animate-slide-in-right',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}
