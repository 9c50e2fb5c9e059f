import { PublicLayout } from '@/app/PublicLayout';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { HealthStatusCard } from '@/features/system/components/HealthStatusCard';
import { strings } from '@/strings';

const t = strings.app.systemStatus;

/** /status: whether the platform's services answer (public). */
export function SystemStatusPage() {
  return (
    <PublicLayout actions={<AccountActions />}>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6 sm:py-16">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight">{t.title}</h1>
          <p className="text-muted-foreground">{t.lead}</p>
        </div>
        <HealthStatusCard />
      </main>
    </PublicLayout>
  );
}
