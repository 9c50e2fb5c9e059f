import { timeAgo } from '@dealdraft/domain';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useNotificationFeed } from '../hooks/useNotificationFeed';

const t = strings.notifications.bell;

/**
 * The top bar's bell: how many notices are unread, and the newest ones, each linking
 * to its list. Opening it marks what it shows read; those keep their dot until it closes. The
 * live subscription adds what arrives while the app is open (useLiveActivity).
 */
export function NotificationBell() {
  const { unreadCount, items, failed, markRead } = useNotificationFeed();
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<string>>(new Set());

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    const unread = items.filter((item) => !item.seenAt).map((item) => item.id);
    setUnreadWhenOpened(new Set(unread));
    markRead(unread);
  };

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t.label(unreadCount)}
          title={t.title}
        >
          <BellIcon aria-hidden />
          {unreadCount > 0 && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold text-primary-foreground ring-2 ring-background"
            >
              {t.count(unreadCount)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <DropdownMenuLabel>{t.title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {failed ? (
          <p role="alert" className="px-2 py-3 text-sm text-destructive">
            {t.failed}
          </p>
        ) : items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          items.map((item) => {
            const unread = unreadWhenOpened.has(item.id);
            return (
              <DropdownMenuItem key={item.id} asChild className="items-start gap-2.5">
                <Link to={item.documentKind === 'invoice' ? '/invoices' : '/proposals'}>
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      unread ? 'bg-primary' : 'bg-transparent',
                    )}
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-sm break-words whitespace-normal">
                      {unread && <span className="sr-only">{t.unread} </span>}
                      {item.message}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {timeAgo(new Date(item.createdAt))}
                    </span>
                  </span>
                </Link>
              </DropdownMenuItem>
            );
          })
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
