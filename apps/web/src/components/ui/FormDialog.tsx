import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/Dialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';

type FormDialogProps = {
  open: boolean;
  /** A save is under way: the dialog stays open until it answers. */
  busy: boolean;
  onClose: () => void;
  /** The record being edited, or 'new': a new key starts the form from that record's values. */
  formKey: string;
  /** The DialogContent holding the form. */
  children: ReactNode;
};

/** A dialog that creates or edits one record, its form mounted afresh per record. */
export function FormDialog({ open, busy, onClose, formKey, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && <Fragment key={formKey}>{children}</Fragment>}
    </Dialog>
  );
}

type FormDialogFooterProps = {
  busy: boolean;
  /** "Create client" or "Save client". */
  submitLabel: string;
  className?: string;
};

/** Cancel, and the submit button that shows "Saving..." while the api answers. */
export function FormDialogFooter({ busy, submitLabel, className }: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          {strings.common.cancel}
        </Button>
      </DialogClose>
      <SubmitButton busy={busy} busyLabel={strings.common.saving}>
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}
