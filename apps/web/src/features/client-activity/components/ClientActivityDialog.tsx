import { clientViewsText } from '@dealdraft/domain';
import { BellIcon, BellOffIcon, CopyIcon, LinkIcon, PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate, labelOf } from '@/lib/format';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useClientActivity, type ActivityDocument } from '../hooks/useClientActivity';

const t = strings.clientActivity.dialog;

const STEP_LABEL = {
  proposal: t.proposalStep,
  invoice: t.invoiceStep,
};

/** One document's client link (views, copy, revoke, new) and its follow-up reminders. */
export function ClientActivityDialog({
  document,
  onClose,
}: {
  document: ActivityDocument | null;
  onClose: () => void;
}) {
  const activity = useClientActivity(document);
  const live = activity.links.find((link) => link.live);
  const totalViews = activity.links.reduce((sum, link) => sum + link.viewCount, 0);
  const lastViewed = activity.links
    .map((link) => link.lastViewedAt)
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  const views = clientViewsText(totalViews, lastViewed ? new Date(lastViewed) : null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t.linkCopied);
    } catch {
      notify.error(t.copyFailed);
    }
  };

  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{document?.title}</DialogDescription>
        </DialogHeader>
        {activity.loading ? (
          <Spinner />
        ) : (
          <div className="flex flex-col gap-6 text-sm">
            <section className="flex flex-col gap-2">
              <h3 className="font-semibold">{t.linkHeading}</h3>
              <p className="text-muted-foreground" data-testid="client-views">
                {views ?? t.notViewed}
              </p>
              {live ? (
                <div className="flex flex-col gap-2">
                  <code className="rounded-md bg-muted px-2 py-1.5 text-xs break-all">
                    {live.url}
                  </code>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => void copy(live.url)}>
                      <CopyIcon aria-hidden />
                      {t.copyLink}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={activity.busy}
                      onClick={() => void activity.revokeLink(live.id)}
                    >
                      <XIcon aria-hidden />
                      {strings.common.revoke}
                    </Button>
                  </div>
                  {live.expiresAt && (
                    <p className="text-xs text-muted-foreground">
                      {t.expires(formatDate(live.expiresAt))}
                    </p>
                  )}
                </div>
              ) : (
                <p className="text-muted-foreground">{t.noLiveLink}</p>
              )}
              <Button
                size="sm"
                variant="ghost"
                className="self-start"
                disabled={activity.busy}
                onClick={() => void activity.createLink()}
              >
                {live ? <LinkIcon aria-hidden /> : <PlusIcon aria-hidden />}
                {live ? t.replaceLink : t.createLink}
              </Button>
            </section>

            <section className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold">{t.remindersHeading}</h3>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={activity.busy}
                  aria-pressed={activity.remindersEnabled}
                  onClick={() => void activity.setRemindersEnabled(!activity.remindersEnabled)}
                >
                  {activity.remindersEnabled ? (
                    <BellIcon aria-hidden />
                  ) : (
                    <BellOffIcon aria-hidden />
                  )}
                  {activity.remindersEnabled ? t.remindersOn : t.remindersOff}
                </Button>
              </div>
              {activity.reminders.length === 0 ? (
                <p className="text-muted-foreground">{t.noReminders}</p>
              ) : (
                <ul className="flex flex-col divide-y rounded-lg border">
                  {activity.reminders.map((reminder) => (
                    <li key={reminder.id} className="flex items-center justify-between gap-3 p-2">
                      <span>
                        {document && STEP_LABEL[document.kind](reminder.step)}
                        <span className="block text-xs text-muted-foreground">
                          {formatDate(reminder.sentAt ?? reminder.day)} · {reminder.recipient}
                        </span>
                      </span>
                      <span className="text-xs font-medium text-muted-foreground">
                        {labelOf(t.reminderStatuses, reminder.status)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
