import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export type Confirmation = {
  title: string;
  text: string;
  action: string;
  /** Resolves true once done: the dialog then closes; false keeps it open. */
  run: () => Promise<boolean>;
};

/** A confirmation that runs its action and stays open until it is done (remove, revoke, hand over). */
export function ConfirmActionDialog({
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
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      text={confirmation?.text ?? ''}
      action={confirmation?.action ?? ''}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
