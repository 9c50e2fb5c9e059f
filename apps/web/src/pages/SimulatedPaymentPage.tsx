import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { SimulatedPaymentCard } from '@/features/client-view/components/SimulatedPaymentCard';

/** Where Pay now sends the client when the workspace has no Stripe keys (never in production). */
export function SimulatedPaymentPage() {
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <SimulatedPaymentCard session={params.get('session') ?? ''} />
    </PublicLayout>
  );
}
