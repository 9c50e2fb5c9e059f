import { Copy } from '@dealdraft/domain';
import { CircleXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { Button } from '@/components/ui/Button';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { usePaymentResult } from '@/features/subscription/hooks/usePaymentResult';

export function PaymentDeclinePage() {
  usePaymentResult('decline');
  return (
    <PublicLayout>
      <MessageScreen
        icon={CircleXIcon}
        tone="destructive"
        title={Copy.paymentDecline.title}
        description={Copy.paymentDecline.text}
      >
        <Button asChild>
          <Link to="/profile">Try Again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </MessageScreen>
    </PublicLayout>
  );
}
