import { depositDueLine, documentStrings, formatMoney } from '@dealdraft/domain';
import { CircleCheckIcon, CreditCardIcon, FlaskConicalIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { CardContent } from '@/components/ui/Card';
import type { ClientDocument } from '../hooks/useClientDocument';
import { usePayInvoice } from '../hooks/usePayInvoice';

/** An accepted proposal's deposit: paid, or the way to pay it (its invoice's Pay now). */
export function DepositPanel({ token, document }: { token: string; document: ClientDocument }) {
  const d = documentStrings(document.language);
  const deposit = document.deposit!;
  const { pay, opening, error } = usePayInvoice(token, d.page.payment.failed);
  const amount = formatMoney(deposit.amount, document.currency, d.locale);
  return (
    <CardContent className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        {deposit.paid ? (
          <span className="flex items-center gap-2 font-medium text-success">
            <CircleCheckIcon aria-hidden className="size-4" />
            {d.deposit.deducted(deposit.invoiceNumber ?? '')}
          </span>
        ) : (
          depositDueLine(deposit, document.currency, document.language)
        )}
      </p>
      {deposit.canPayOnline && !deposit.paid && (
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button disabled={opening} onClick={() => void pay()}>
            <CreditCardIcon aria-hidden />
            {opening ? d.page.payment.opening : d.deposit.payDeposit(amount)}
          </Button>
          {deposit.simulated && (
            <Badge variant="warning" className="self-center sm:self-end">
              <FlaskConicalIcon aria-hidden />
              {d.page.payment.testMode}
            </Badge>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </CardContent>
  );
}
