import { Copy } from '@dealdraft/domain';
import { CircleXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { Button } from '@/components/ui/Button';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { usePaymentResult } from '@/features/subscription/hooks/usePaymentResult';
import { strings } from '@/strings';

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
          <Link to="/profile">{strings.common.tryAgain}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{strings.app.paymentDecline.returnToDashboard}</Link>
        </Button>
      </MessageScreen>
    </PublicLayout>
  );
}
