import { documentStrings, formatMoney } from '@dealdraft/domain';
import { CircleCheckIcon, CreditCardIcon, FlaskConicalIcon, InfoIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import type { ClientDocument } from '../hooks/useClientDocument';
import { usePayInvoice } from '../hooks/usePayInvoice';

/**
 * An invoice's balance on the client's page, and Pay now when it can be paid online. Back
 * from the payment page (`?payment=success|cancelled`) it says how that went: Stripe reports a
 * card payment to the api a moment after the client returns, so "success" with a balance
 * still showing says it is being confirmed.
 */
export function InvoicePaymentPanel({
  token,
  document,
}: {
  token: string;
  document: ClientDocument;
}) {
  const d = documentStrings(document.language);
  const t = d.page.payment;
  const { pay, opening, error } = usePayInvoice(token, t.failed);
  const [params] = useSearchParams();
  const payment = document.payment;
  if (!payment) return null;

  const money = (amount: number) => formatMoney(amount, document.currency, d.locale);
  const returned = params.get('payment');
  const paidInFull = payment.balanceDue === 0 && payment.amountPaid > 0;
  const notice =
    returned === 'success'
      ? paidInFull
        ? t.received
        : t.confirming
      : returned === 'cancelled' && !paidInFull
        ? t.cancelled
        : null;

  return (
    <section aria-label={t.title}>
      <Card className="border-primary/30">
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            {paidInFull ? (
              <p className="flex items-center gap-2 text-lg font-semibold text-success">
                <CircleCheckIcon aria-hidden className="size-5" />
                {t.paidInFull}
              </p>
            ) : (
              <>
                <span className="text-sm text-muted-foreground">{t.balanceDue}</span>
                <span className="text-2xl font-semibold tabular-nums">
                  {money(payment.balanceDue)}
                </span>
              </>
            )}
            {payment.depositLine && (
              <span className="text-sm text-muted-foreground tabular-nums">
                {payment.depositLine}
              </span>
            )}
            {payment.amountPaid > 0 && (
              <span className="text-sm text-muted-foreground">
                {t.amountPaid(money(payment.amountPaid))}
              </span>
            )}
            {notice && (
              <p role="status" className="mt-1 flex items-start gap-2 text-sm">
                <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {notice}
              </p>
            )}
            {error && (
              <p role="alert" className="mt-1 text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          {payment.canPayOnline && (
            <div className="flex flex-col items-stretch gap-2 sm:items-end">
              <Button size="lg" disabled={opening} onClick={() => void pay()}>
                <CreditCardIcon aria-hidden />
                {opening ? t.opening : t.payNow(money(payment.balanceDue))}
              </Button>
              {payment.simulated && (
                <Badge variant="warning" className="self-center sm:self-end">
                  <FlaskConicalIcon aria-hidden />
                  {t.testMode}
                </Badge>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
