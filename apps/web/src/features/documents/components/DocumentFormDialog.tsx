import { CircleAlertIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';

type DocumentFormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, e.g. the proposal an invoice was made from. */
  subtitle?: string | null;
  /** A DocumentForm. It mounts on every open, so each open starts from its defaults. */
  children: ReactNode;
};

/**
 * The create/edit dialog of a proposal or invoice: at most 90% of the viewport tall (spec §9),
 * title and buttons fixed, the fields scrolling between them.
 */
export function DocumentFormDialog({
  open,
  onClose,
  title,
  subtitle,
  children,
}: DocumentFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        // The title says what the form is for; there is no separate description.
        aria-describedby={undefined}
        className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0"
      >
        <DialogHeader className="border-b px-6 py-4">
          <DialogTitle>{title}</DialogTitle>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DocumentFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  /** "Creating..." or "Updating..." */
  busyLabel: string;
  /**
   * Why the plan refuses to save a new document (its limit is reached): said at the top as
   * the dialog opens, with the submit button off, rather than after the form is filled.
   */
  blocked?: string | null;
  /** What the user can do instead, shown with the `blocked` notice (Duplicate). */
  blockedAction?: ReactNode;
  /** The form's sections. */
  children: ReactNode;
};

export function DocumentForm({
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  busyLabel,
  blocked,
  blockedAction,
  children,
}: DocumentFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      {blocked && (
        <p
          role="alert"
          className="flex gap-2 border-b bg-destructive/10 px-6 py-3 text-sm text-destructive"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="flex-1">{blocked}</span>
          {blockedAction}
        </p>
      )}
      <div className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto px-6 py-5">{children}</div>
      <DialogFooter className="border-t px-6 py-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <SubmitButton busy={busy} busyLabel={busyLabel} disabled={Boolean(blocked)}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
