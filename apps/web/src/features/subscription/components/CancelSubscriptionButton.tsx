import { SubscriptionCopy } from '@dealdraft/domain';
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
  DialogTrigger,
} from '@/components/ui/Dialog';
import { strings } from '@/strings';
import { useCancelSubscription } from '../hooks/useCancelSubscription';

const C = SubscriptionCopy.cancelDialog;
const t = strings.subscription;

/** Cancel Subscription, confirmed in the spec's dialog; access lasts until the period ends. */
export function CancelSubscriptionButton() {
  const [open, setOpen] = useState(false);
  const { cancel, cancelling } = useCancelSubscription();
  const label = cancelling ? t.cancelling : t.cancel;

  const confirm = async () => {
    if (await cancel()) setOpen(false);
  };

  return (
    // While the cancel runs, the dialog stays put (no closing halfway through).
    <Dialog open={open} onOpenChange={(next) => cancelling || setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          disabled={cancelling}
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" showCloseButton={!cancelling}>
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancelling}>
              {t.keep}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancelling} onClick={() => void confirm()}>
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
