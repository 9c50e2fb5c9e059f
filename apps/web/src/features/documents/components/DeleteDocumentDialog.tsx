import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';

type DeleteDocumentDialogProps = {
  open: boolean;
  /** Closing without deleting (Cancel, Escape, the close button, a click outside). */
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: string;
  text: string;
};

/** "Delete Proposal" / "Delete Invoice": the confirmation before a delete (spec §2). */
export function DeleteDocumentDialog({
  open,
  onCancel,
  onConfirm,
  busy,
  title,
  text,
}: DeleteDocumentDialogProps) {
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
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
