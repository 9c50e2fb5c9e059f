import { documentStrings, formatMoney } from '@dealdraft/domain';
import { CircleAlertIcon, FlaskConicalIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useSimulatedPayment } from '../hooks/useSimulatedPayment';

const chrome = strings.clientView.simulatedPayment;

/**
 * Stands in for Stripe Checkout when the invoice's workspace has no Stripe account connected
 * (never in production), and says so plainly: no card is charged, no money moves.
 */
export function SimulatedPaymentCard({ session }: { session: string }) {
  const { payment, loading, error, pay, cancel, paying } = useSimulatedPayment(session);
  if (loading) {
    return (
      <div className="grid flex-1 place-items-center">
        <Spinner label={chrome.loading} className="size-8" />
      </div>
    );
  }
  if (!payment) {
    return (
      <MessageScreen
        icon={CircleAlertIcon}
        tone="destructive"
        title={chrome.label}
        description={error ?? chrome.notFound}
      />
    );
  }
  // The client came from a page in the invoice's language; this one goes on speaking it.
  const language = documentStrings(payment.language);
  const t = language.simulatedPayment;
  const amount = formatMoney(payment.amount, payment.currency, language.locale);
  return (
    <main className="grid flex-1 place-items-center px-4 pt-6 pb-20" lang={payment.language}>
      <Card className="w-full max-w-md">
        <CardHeader className="gap-3">
          <Badge variant="warning" className="px-2.5 py-1 text-sm">
            <FlaskConicalIcon aria-hidden />
            {t.label}
          </Badge>
          <CardTitle className="text-2xl">{t.title(payment.payee)}</CardTitle>
          <CardDescription>{t.text}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-4 py-3">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-sm text-muted-foreground">{t.invoice}</dt>
              <dd className="font-medium">{payment.invoiceNumber}</dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-sm text-muted-foreground">{t.amount}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="simulated-amount">
                {amount}
              </dd>
            </div>
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button
              size="lg"
              className="sm:flex-1"
              disabled={paying}
              onClick={() => void pay(payment)}
            >
              {paying ? t.paying : t.pay(amount)}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="sm:flex-1"
              disabled={paying}
              onClick={() => cancel(payment)}
            >
              {t.cancel}
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
