import { strings } from '@/strings';
import { Button } from './Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** The destructive button's label, e.g. "Delete", "Revoke". */
  action: string;
  /** The action is under way: both buttons wait, and the dialog stays open. */
  busy: boolean;
  /** Closing without acting (Cancel, Escape, the close button, a click outside). */
  onCancel: () => void;
  onConfirm: () => void;
};

/** The question before a change that cannot be undone: Cancel, or the destructive action. */
export function ConfirmDialog({
  open,
  title,
  text,
  action,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {strings.common.cancel}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
