import { MailCheckIcon, MailIcon, MailOpenIcon, MailXIcon, type LucideIcon } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.documents;

/** A document's e-mail history, as the lists carry it. */
export type EmailActivity = {
  openCount: number;
  /** queued, sent or failed: the latest e-mail; null when none was sent. */
  lastStatus: string | null;
  lastSentAt: string | null;
};

type Hint = { text: string; title: string; icon: LucideIcon; className: string };

/**
 * The few words beside the status badge: "Opened 2×", "Sent", "Failed"; null with no e-mail.
 * A latest e-mail that failed or is still going says so before older opens do.
 */
export function emailActivityHint({
  openCount,
  lastStatus,
  lastSentAt,
}: EmailActivity): Hint | null {
  const sentOn = lastSentAt ? formatDate(lastSentAt) : null;
  if (lastStatus === 'failed') {
    return {
      text: t.emailActivity.failed,
      title: t.emailActivity.failedTitle,
      icon: MailXIcon,
      className: 'text-destructive',
    };
  }
  if (lastStatus === 'queued') {
    return {
      text: t.emailActivity.sending,
      title: t.emailActivity.sendingTitle,
      icon: MailIcon,
      className: 'text-muted-foreground',
    };
  }
  if (openCount > 0) {
    return {
      text: t.emailActivity.opened(openCount),
      title: t.emailActivity.openedTitle(sentOn, openCount),
      icon: MailOpenIcon,
      className: 'text-success',
    };
  }
  if (lastStatus === 'sent') {
    return {
      text: t.emailActivity.sent,
      title: t.emailActivity.sentTitle(sentOn),
      icon: MailCheckIcon,
      className: 'text-muted-foreground',
    };
  }
  return null;
}

export function EmailActivityHint({ activity }: { activity: EmailActivity }) {
  const hint = emailActivityHint(activity);
  if (!hint) return null;
  const { text, title, icon: Icon, className } = hint;
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">{t.emailActivity.screenReaderPrefix}</span>
      {text}
    </span>
  );
}
