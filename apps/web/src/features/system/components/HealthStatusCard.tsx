import { Messages, PRODUCT_NAME, unavailableMessage } from '@dealdraft/domain';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  RotateCwIcon,
  ServerCrashIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useHealth, type HealthState, type ServiceHealth } from '../hooks/useHealth';

const t = strings.system;

export function HealthStatusCard() {
  const health = useHealth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description(PRODUCT_NAME)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <HealthBody health={health} />
      </CardContent>
    </Card>
  );
}

function HealthBody({ health }: { health: HealthState }) {
  switch (health.status) {
    case 'loading':
      return (
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner label={t.checkingLabel} />
          {t.checking}
        </p>
      );
    case 'error':
      return (
        <>
          <StatusBanner tone="destructive" icon={ServerCrashIcon}>
            {t.unreachable}
          </StatusBanner>
          <Button variant="outline" onClick={health.retry}>
            <RotateCwIcon aria-hidden />
            {strings.common.tryAgain}
          </Button>
        </>
      );
    case 'ready':
      return <HealthReport ok={health.ok} services={health.services} />;
  }
}

function HealthReport({ ok, services }: { ok: boolean; services: ServiceHealth[] }) {
  const down = services.filter((service) => !service.up).map((service) => service.label);
  return (
    <>
      {ok ? (
        <StatusBanner tone="success" icon={CircleCheckIcon}>
          {Messages.system.healthy}
        </StatusBanner>
      ) : (
        <StatusBanner tone="destructive" icon={CircleAlertIcon}>
          {unavailableMessage(down)}
        </StatusBanner>
      )}
      <ul className="w-full divide-y rounded-lg border">
        {services.map((service) => (
          <li key={service.label} className="flex items-center justify-between px-4 py-3 text-sm">
            <span className="font-medium">{service.label}:</span>{' '}
            <Badge variant={service.up ? 'success' : 'destructive'}>{service.state}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}

type StatusBannerProps = { tone: 'success' | 'destructive'; icon: LucideIcon; children: ReactNode };

/** The overall verdict, the one line e2e tests read (data-testid="health-status"). */
function StatusBanner({ tone, icon: Icon, children }: StatusBannerProps) {
  return (
    <p
      data-testid="health-status"
      className={cn(
        'flex w-full items-center gap-2.5 rounded-lg border px-4 py-3 font-medium',
        tone === 'success'
          ? 'border-success/25 bg-success/10 text-success'
          : 'border-destructive/25 bg-destructive/10 text-destructive',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
