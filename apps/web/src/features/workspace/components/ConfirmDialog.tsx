import { useState } from 'react';
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

export type Confirmation = {
  title: string;
  text: string;
  action: string;
  /** Resolves true once done: the dialog then closes; false keeps it open. */
  run: () => Promise<boolean>;
};

/** The question before a change that cannot be undone (remove, revoke, hand over). */
export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!confirmation) return;
    setBusy(true);
    const done = await confirmation.run();
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{confirmation?.title}</DialogTitle>
          <DialogDescription>{confirmation?.text}</DialogDescription>
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
            onClick={() => void confirm()}
          >
            {confirmation?.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
