import { useParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { ConfirmEmailCard } from '@/features/auth/components/ConfirmEmailCard';
import { ForgotPasswordCard } from '@/features/auth/components/ForgotPasswordCard';
import { ResetPasswordCard } from '@/features/auth/components/ResetPasswordCard';

function AuthScreen({ children }: { children: React.ReactNode }) {
  return (
    <PublicLayout>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        {children}
      </main>
    </PublicLayout>
  );
}

export function ForgotPasswordPage() {
  return (
    <AuthScreen>
      <ForgotPasswordCard />
    </AuthScreen>
  );
}

/** The reset e-mail's link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthScreen>
      <ResetPasswordCard token={token} />
    </AuthScreen>
  );
}

/** The e-mail change's confirmation link; signed in or not, the token is the credential. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  return (
    <AuthScreen>
      <ConfirmEmailCard token={token} />
    </AuthScreen>
  );
}
