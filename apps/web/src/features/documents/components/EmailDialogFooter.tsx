import { LoaderCircleIcon, MailIcon, SendIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { DialogFooter } from '@/components/ui/Dialog';
import { strings } from '@/strings';
import type { EmailDialogView } from '../hooks/useEmailActions';

const t = strings.documents;

const Busy = () => <LoaderCircleIcon className="animate-spin" aria-hidden />;

type EmailDialogFooterProps = {
  view: EmailDialogView;
  onClose: () => void;
  /** Checks the fields first, like Send. */
  onOpenInMailApp: () => void;
  onViewPricing?: () => void;
};

/** Send and Open in mail app; Done once drafted; the pricing when the plan cannot send. */
export function EmailDialogFooter({
  view: { step, busy },
  onClose,
  onOpenInMailApp,
  onViewPricing,
}: EmailDialogFooterProps) {
  const sending = busy === 'send';
  const preparing = busy === 'draft';
  return (
    <DialogFooter>
      {step.step === 'upgrade' ? (
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {strings.common.cancel}
          </Button>
          {onViewPricing && (
            <Button type="button" onClick={onViewPricing}>
              <SparklesIcon aria-hidden />
              {t.emailDialog.viewPricing}
            </Button>
          )}
        </>
      ) : step.step === 'drafted' ? (
        <Button type="button" onClick={onClose}>
          {strings.common.done}
        </Button>
      ) : (
        <>
          <Button type="button" variant="outline" className="sm:mr-auto" onClick={onClose}>
            {sending ? t.emailDialog.hide : strings.common.cancel}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            aria-busy={preparing || undefined}
            onClick={onOpenInMailApp}
          >
            {preparing ? <Busy /> : <MailIcon aria-hidden />}
            {t.emailDialog.openInMailApp}
          </Button>
          <Button type="submit" disabled={busy !== null} aria-busy={sending || undefined}>
            {sending ? <Busy /> : <SendIcon aria-hidden />}
            {sending
              ? strings.common.sending
              : step.step === 'failed'
                ? strings.common.tryAgain
                : strings.common.send}
          </Button>
        </>
      )}
    </DialogFooter>
  );
}
