import {
  CheckCircle2Icon,
  EyeIcon,
  MailIcon,
  MailOpenIcon,
  XCircleIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { strings } from '@/strings';
import type { ClientSummary } from '../hooks/useClientSummary';

const t = strings.clients;

type Activity = ClientSummary['activity'][number];

const EVENTS: Record<string, { icon: LucideIcon; say: (number: string) => string }> = {
  sent: { icon: MailIcon, say: t.page.events.sent },
  opened: { icon: MailOpenIcon, say: t.page.events.opened },
  viewed: { icon: EyeIcon, say: t.page.events.viewed },
  accepted: { icon: CheckCircle2Icon, say: t.page.events.accepted },
  declined: { icon: XCircleIcon, say: t.page.events.declined },
};

/** What the client did with the documents sent to them, newest first. */
export function ClientActivityCard({ activity }: { activity: Activity[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.page.activityTitle}</h2>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.page.activityEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {activity.map((entry) => {
              const event = EVENTS[entry.event] ?? EVENTS.sent;
              const Icon = event.icon;
              return (
                <li key={`${entry.event}-${entry.documentId}-${entry.at}`} className="flex gap-3">
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 text-sm">
                    <p>{event.say(entry.documentNumber)}</p>
                    <p className="text-xs text-muted-foreground">
                      {new Date(entry.at).toLocaleString(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
