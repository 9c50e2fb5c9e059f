import { SubscriptionCopy, SubscriptionMessages } from '@dealdraft/domain';
import { CircleAlertIcon, FlaskConicalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useSimulatedCheckout } from '../hooks/useSimulatedCheckout';

const C = SubscriptionCopy.simulatedCheckout;
const t = strings.subscription.checkout;

/**
 * Stands in for Stripe's hosted page when the server has no Stripe keys (never in
 * production), and says so plainly: nothing is charged.
 */
export function SimulatedCheckoutCard({ session }: { session: string }) {
  const { state, pay, decline, paying } = useSimulatedCheckout(session);
  switch (state.status) {
    case 'loading':
      return (
        <div className="grid flex-1 place-items-center">
          <Spinner label={t.loading} className="size-8" />
        </div>
      );
    case 'error':
      return (
        <MessageScreen
          icon={CircleAlertIcon}
          tone="destructive"
          title={C.label}
          description={state.message ?? SubscriptionMessages.checkoutNotFound}
        >
          <Button asChild>
            <Link to="/profile">{t.viewProfile}</Link>
          </Button>
        </MessageScreen>
      );
    case 'ready': {
      const { checkout } = state;
      return (
        <main className="grid flex-1 place-items-center px-4 pt-6 pb-20">
          <Card className="w-full max-w-md">
            <CardHeader className="gap-3">
              <Badge variant="warning" className="px-2.5 py-1 text-sm">
                <FlaskConicalIcon aria-hidden />
                {C.label}
              </Badge>
              <CardTitle className="text-2xl">{checkout.planName}</CardTitle>
              <CardDescription>{C.text}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <div className="flex items-center justify-between rounded-lg border bg-muted/40 px-4 py-3">
                <span className="text-sm text-muted-foreground">{t.dueToday}</span>
                <span className="text-lg font-semibold tabular-nums">
                  ${checkout.price}
                  <span className="text-sm font-normal text-muted-foreground">{t.perMonth}</span>
                </span>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row-reverse">
                <Button
                  size="lg"
                  className="sm:flex-1"
                  disabled={paying}
                  onClick={() => void pay(checkout)}
                >
                  {paying ? strings.common.processing : t.pay}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  className="sm:flex-1"
                  disabled={paying}
                  onClick={() => decline(checkout)}
                >
                  {t.decline}
                </Button>
              </div>
            </CardContent>
          </Card>
        </main>
      );
    }
  }
}
