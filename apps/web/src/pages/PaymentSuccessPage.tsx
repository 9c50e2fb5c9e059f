import { Copy } from '@dealdraft/domain';
import { CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { Button } from '@/components/ui/Button';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { usePaymentResult } from '@/features/subscription/hooks/usePaymentResult';
import { strings } from '@/strings';

const t = strings.app.paymentSuccess;

export function PaymentSuccessPage() {
  usePaymentResult('success');
  return (
    <PublicLayout>
      <MessageScreen
        icon={CircleCheckIcon}
        tone="success"
        title={Copy.paymentSuccess.title}
        description={Copy.paymentSuccess.text}
      >
        <Button asChild>
          <Link to="/profile">{t.viewProfile}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t.goToDashboard}</Link>
        </Button>
      </MessageScreen>
    </PublicLayout>
  );
}
