import { documentStrings, formatMoney, formatPercent } from '@dealdraft/domain';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { Card, CardContent } from '@/components/ui/Card';
import { labelOf } from '@/lib/format';
import type { ClientDocument } from '../hooks/useClientDocument';
import { ClientDocumentLines } from './ClientDocumentLines';

type Party = ClientDocument['from'];

const HIDDEN_STATUSES = new Set(['draft', 'sent']);

function PartyBlock({ party }: { party: Party }) {
  return (
    <div className="flex-1 rounded-lg border bg-muted/40 p-4">
      <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {party.heading}
      </p>
      <p className="mt-1 font-semibold">{party.name}</p>
      {party.lines.filter(Boolean).map((line) => (
        <p key={line} className="text-sm whitespace-pre-line text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-6 px-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The document as the PDF shows it, in the app's design: a table on wide screens, cards on phones. */
export function ClientDocumentView({ document }: { document: ClientDocument }) {
  // The client reads it in the document's language, amounts as that locale writes them.
  const t = documentStrings(document.language);
  const money = (amount: number) => formatMoney(amount, document.currency, t.locale);
  const kind = document.kind === 'proposal' ? t.kind.proposal : t.kind.invoice;
  const { summary } = document;
  return (
    <Card
      className="gap-0 overflow-hidden border-t-4 border-t-primary py-0"
      lang={document.language}
    >
      <div className="flex flex-col gap-4 border-b border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          {/* Small text: in the foreground's colour, which any brand colour could not match. */}
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {kind}
          </p>
          {/* A heading (large text): the brand colour, 4.5:1 against white by construction. */}
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-primary sm:text-3xl dark:text-foreground">
            {document.title}
          </h1>
          {/* Draft and sent are the sender's bookkeeping; an answer, a payment or a lapse is news. */}
          {!HIDDEN_STATUSES.has(document.status) && (
            <div className="mt-2">
              <StatusBadge
                status={document.status}
                label={labelOf(t.page.statuses, document.status)}
              />
            </div>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:text-right">
          <dt className="text-muted-foreground">{t.number}</dt>
          <dd className="font-medium break-all">{document.number}</dd>
          {document.dates.map((date) => (
            <div key={date.label} className="contents">
              <dt className="text-muted-foreground">{date.label}</dt>
              <dd className="font-medium">{date.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <CardContent className="flex flex-col gap-6 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <PartyBlock party={document.from} />
          <PartyBlock party={document.to} />
        </div>

        <ClientDocumentLines document={document} />

        <div className="flex flex-col items-end gap-2">
          {summary && (
            <dl className="grid w-full gap-1 text-sm sm:w-auto sm:min-w-80" aria-label={t.subtotal}>
              <SummaryRow label={t.subtotal} value={money(summary.subtotal)} />
              {summary.discount > 0 && (
                <SummaryRow label={t.discount} value={`−${money(summary.discount)}`} />
              )}
              {summary.taxes.map((tax) => (
                <SummaryRow
                  key={tax.name}
                  label={t.taxOn(tax.name, formatPercent(tax.percent, t.locale), money(tax.base))}
                  value={money(tax.amount)}
                />
              ))}
            </dl>
          )}
          <div className="flex w-full items-center justify-between gap-6 rounded-lg bg-primary px-4 py-3 text-primary-foreground sm:w-auto sm:min-w-80">
            <span className="font-medium">{t.total}</span>
            <span className="text-lg font-semibold" data-testid="client-total">
              {money(document.total)}
            </span>
          </div>
          {summary?.pricesIncludeTax && (
            <p className="text-xs text-muted-foreground">{t.pricesIncludeTax}</p>
          )}
        </div>

        {document.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {section.title}
            </h2>
            <p className="mt-1 text-sm whitespace-pre-line">{section.body}</p>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
