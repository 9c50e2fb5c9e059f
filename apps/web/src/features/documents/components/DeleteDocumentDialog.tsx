import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { strings } from '@/strings';

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
export function DeleteDocumentDialog(props: DeleteDocumentDialogProps) {
  return <ConfirmDialog {...props} action={strings.common.delete} />;
}
