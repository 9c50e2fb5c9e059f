import { PublicLayout } from '@/app/PublicLayout';
import { AuthCard, type AuthMode } from '@/features/auth/components/AuthCard';

export function AuthPage({ mode }: { mode: AuthMode }) {
  return (
    <PublicLayout>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <AuthCard mode={mode} />
      </main>
    </PublicLayout>
  );
}
