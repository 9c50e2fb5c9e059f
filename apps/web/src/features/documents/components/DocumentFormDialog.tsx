import { CircleAlertIcon } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
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
 * How the form inside tells its dialog whether closing would lose what was typed, and asks it
 * to close (Cancel): Escape, a click outside and the close button ask the same way.
 */
const CloseGuard = createContext<{
  setDirty: (dirty: boolean) => void;
  requestClose: () => void;
} | null>(null);

/**
 * The create/edit dialog of a proposal or invoice: at most 90% of the viewport tall (spec §9),
 * title and buttons fixed, the fields scrolling between them. Closing a form with changes asks
 * first: a long form lost to a stray Escape is the one mistake it cannot undo.
 */
export function DocumentFormDialog({
  open,
  onClose,
  title,
  subtitle,
  children,
}: DocumentFormDialogProps) {
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!open) dirty.current = false;
  }, [open]);
  // One value per onClose, so the form's effect that reports its changes runs when they change.
  const guard = useMemo(
    () => ({
      setDirty: (value: boolean) => {
        dirty.current = value;
      },
      requestClose: () => (dirty.current ? setConfirming(true) : onClose()),
    }),
    [onClose],
  );
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && guard.requestClose()}>
        <DialogContent
          // The title says what the form is for; there is no separate description.
          aria-describedby={undefined}
          className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0"
        >
          <DialogHeader className="border-b px-6 py-4">
            <DialogTitle>{title}</DialogTitle>
            {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          </DialogHeader>
          <CloseGuard.Provider value={guard}>{children}</CloseGuard.Provider>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={strings.documents.discard.title}
        text={strings.documents.discard.text}
        action={strings.documents.discard.action}
        busy={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
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
  const guard = useContext(CloseGuard);
  const { isDirty } = useFormContext().formState;
  useEffect(() => guard?.setDirty(isDirty), [guard, isDirty]);
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
        <Button type="button" variant="outline" onClick={guard?.requestClose ?? onCancel}>
          {strings.common.cancel}
        </Button>
        <SubmitButton busy={busy} busyLabel={busyLabel} disabled={Boolean(blocked)}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
