import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { SimulatedCheckoutCard } from '@/features/subscription/components/SimulatedCheckoutCard';

/** Where subscribe sends the browser when the server has no Stripe keys (never in production). */
export function SimulatedCheckoutPage() {
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <SimulatedCheckoutCard session={params.get('session') ?? ''} />
    </PublicLayout>
  );
}
