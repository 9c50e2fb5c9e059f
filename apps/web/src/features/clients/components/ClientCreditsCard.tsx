import { formatMoney } from '@dealdraft/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { ClientDocumentRow } from '../hooks/useClientDocuments';
import { useClientCredits, type ClientCredit } from '../hooks/useClientCredits';

const t = strings.clients.credits;
/** An invoice a credit can go to: issued, with something still due. */
const OPEN = new Set(['sent', 'overdue', 'partially_paid']);

/**
 * Money the client paid online that could not be applied to its invoice (deleted, changed, or
 * paid meanwhile): shown until the owner applies it to an open invoice or refunds it. Nothing
 * shows while there is none.
 */
export function ClientCreditsCard({
  clientId,
  invoices,
}: {
  clientId: string;
  /** The client's invoices as the page lists them: the open ones are offered. */
  invoices: ClientDocumentRow[];
}) {
  const { credits, busy, apply, refund } = useClientCredits(clientId);
  if (credits.length === 0) return null;
  return (
    <Card className="gap-4 border-warning/60">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.title}</h2>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4" aria-label={t.title}>
          {credits.map((credit) => (
            <CreditRow
              key={credit.id}
              credit={credit}
              busy={busy}
              targets={invoices.filter(
                (row) => OPEN.has(row.status) && row.currency === credit.currency,
              )}
              onApply={(invoiceId) => void apply(credit.id, invoiceId)}
              onRefund={() => void refund(credit.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CreditRow({
  credit,
  targets,
  busy,
  onApply,
  onRefund,
}: {
  credit: ClientCredit;
  targets: ClientDocumentRow[];
  busy: boolean;
  onApply: (invoiceId: string) => void;
  onRefund: () => void;
}) {
  const [invoiceId, setInvoiceId] = useState('');
  const selectId = `credit-${credit.id}-invoice`;
  return (
    <li className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-base font-semibold tabular-nums">
          {formatMoney(credit.amount, credit.currency)}
        </p>
        <p className="text-xs text-muted-foreground">
          {t.paidOn(credit.invoiceNumber, formatDate(credit.receivedOn))}
        </p>
      </div>
      <p className="text-sm text-muted-foreground first-letter:uppercase">{credit.reasonText}</p>
      {targets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noOpenInvoice(credit.currency)}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={selectId} className="text-sm font-medium sm:shrink-0">
            {t.applyTo}
          </label>
          <NativeSelect
            id={selectId}
            value={invoiceId}
            onChange={(event) => setInvoiceId(event.target.value)}
            choices={targets.map((row) => ({
              value: row.id,
              label: `${row.number} · ${formatMoney(row.total, row.currency)}`,
            }))}
          >
            <option value="">{t.chooseInvoice}</option>
          </NativeSelect>
          <Button
            className="sm:shrink-0"
            disabled={busy || !invoiceId}
            onClick={() => onApply(invoiceId)}
          >
            {busy ? t.applying : t.apply}
          </Button>
        </div>
      )}
      <div>
        <Button variant="outline" size="sm" disabled={busy} onClick={onRefund}>
          {t.refund}
        </Button>
      </div>
    </li>
  );
}
