import { brandColorOnDark, formatMoney } from '@dealdraft/domain';
import { CircleCheckIcon, DownloadIcon, FileCodeIcon, LogOutIcon } from 'lucide-react';
import { BusinessLogo } from '@/components/brand/BusinessLogo';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate, labelOf } from '@/lib/format';
import { useRedirect } from '@/lib/redirect';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { usePortal } from '../hooks/usePortal';
import { portalApi, type PortalView } from '../portal-api';
import { BillingAddressCard } from './BillingAddressCard';
import { PortalSignedOut } from './PortalSignInScreens';

const t = strings.portal;

const STATUS_TONE: Record<string, 'success' | 'warning' | 'destructive' | 'info' | 'secondary'> = {
  paid: 'success',
  accepted: 'success',
  partially_paid: 'info',
  sent: 'info',
  overdue: 'destructive',
  rejected: 'secondary',
};

/**
 * /portal: everything the business sent this client, the balance per currency, paying an open
 * invoice (the client links' payment page, back here after), the PDFs, and the billing address.
 */
export function PortalScreen() {
  const { state, reload, setSignedOut } = usePortal();
  const [params] = useSearchParams();
  const payment = params.get('payment');

  if (state.status === 'loading') {
    return (
      <main className="grid flex-1 place-items-center">
        <Spinner label={t.loading} className="size-8" />
      </main>
    );
  }
  if (state.status === 'signed-out') return <PortalSignedOut />;
  if (state.status === 'failed') {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-8">
        <LoadErrorPanel message={state.message || t.loadFailed} />
      </main>
    );
  }
  const { view } = state;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-2 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          {view.workspace.logoUrl && (
            <BusinessLogo
              url={view.workspace.logoUrl}
              alt={strings.brand.logoAlt(view.workspace.name)}
              className="mb-2 h-10 max-w-48"
            />
          )}
          <p
            className="text-sm font-semibold text-[var(--brand)] dark:text-[var(--brand-dark)]"
            style={brandOf(view.workspace.brandColor)}
          >
            {view.workspace.name}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="text-sm text-muted-foreground">{view.client.name}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            await portalApi.signOut().catch(() => undefined);
            notify.success(t.signedOutToast);
            setSignedOut();
          }}
        >
          <LogOutIcon aria-hidden />
          {t.signOut}
        </Button>
      </div>
      {payment === 'success' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-success/25 bg-success/10 px-4 py-3 text-sm text-success"
        >
          <CircleCheckIcon className="size-4 shrink-0" aria-hidden />
          {t.paid}
        </p>
      )}
      {payment === 'cancelled' && (
        <p role="status" className="rounded-lg border bg-muted px-4 py-3 text-sm">
          {t.paymentCancelled}
        </p>
      )}
      <Balance balances={view.balances} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Section title={t.invoices} empty={!view.invoices.length}>
            {view.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </Section>
          <Section title={t.proposals} empty={!view.proposals.length}>
            {view.proposals.map((proposal) => (
              <Row
                key={proposal.id}
                title={proposal.title}
                meta={`${proposal.number} · ${formatDate(proposal.date)}`}
                status={proposal.status}
                amount={formatMoney(proposal.total, proposal.currency)}
                actions={<PdfLink href={`/api/portal/proposals/${proposal.id}/pdf`} />}
              />
            ))}
          </Section>
          <Section title={t.receipts} empty={!view.receipts.length}>
            {view.receipts.map((receipt) => (
              <Row
                key={receipt.id}
                title={t.receiptFor(receipt.invoiceNumber)}
                meta={formatDate(receipt.paidOn)}
                amount={formatMoney(receipt.amount, receipt.currency)}
                actions={
                  <PdfLink
                    href={`/api/portal/receipts/${receipt.id}/pdf`}
                    label={t.receiptPdf(receipt.invoiceNumber, formatDate(receipt.paidOn))}
                  />
                }
              />
            ))}
          </Section>
          <Section title={t.creditNotes} empty={!view.creditNotes.length}>
            {view.creditNotes.map((note) => (
              <Row
                key={note.id}
                title={note.number}
                meta={`${t.creditFor(note.invoiceNumber)} · ${formatDate(note.issuedOn)}`}
                amount={formatMoney(-note.amount, note.currency)}
                actions={<PdfLink href={`/api/portal/credit-notes/${note.id}/pdf`} />}
              />
            ))}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <BillingAddressCard client={view.client} onSaved={() => void reload()} />
        </div>
      </div>
    </main>
  );
}

/** The business's colour for its name (lightened on dark); the app's own when it has none. */
function brandOf(color: string | null): CSSProperties | undefined {
  if (!color)
    return { '--brand': 'var(--primary)', '--brand-dark': 'var(--primary)' } as CSSProperties;
  return { '--brand': color, '--brand-dark': brandColorOnDark(color) } as CSSProperties;
}

function Balance({ balances }: { balances: PortalView['balances'] }) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="flex flex-col gap-1">
        <h2 className="text-sm font-medium text-muted-foreground">{t.balance}</h2>
        {balances.length ? (
          <p
            className="flex flex-wrap gap-x-6 gap-y-1 text-3xl font-semibold tabular-nums"
            data-testid="portal-balance"
          >
            {balances.map((balance) => (
              <span key={balance.currency}>{formatMoney(balance.amountDue, balance.currency)}</span>
            ))}
          </p>
        ) : (
          <p className="text-lg font-medium" data-testid="portal-balance">
            {t.nothingDue}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ul className="divide-y" aria-label={title}>
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Row({
  title,
  meta,
  status,
  amount,
  sub,
  actions,
}: {
  title: string;
  meta: string;
  status?: string;
  amount: string;
  sub?: string;
  actions?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{title}</span>
          {status && (
            <Badge variant={STATUS_TONE[status] ?? 'secondary'}>
              {labelOf(t.statuses, status)}
            </Badge>
          )}
        </div>
        <span className="text-xs text-muted-foreground">{meta}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <div className="flex flex-col items-end">
          <span className="font-medium tabular-nums">{amount}</span>
          {sub && <span className="text-xs text-muted-foreground tabular-nums">{sub}</span>}
        </div>
        {actions}
      </div>
    </li>
  );
}

function InvoiceRow({ invoice }: { invoice: PortalView['invoices'][number] }) {
  const redirect = useRedirect();
  const [opening, setOpening] = useState(false);
  const pay = async () => {
    setOpening(true);
    try {
      redirect((await portalApi.pay(invoice.id)).url);
    } catch (caught) {
      notify.error((caught as Error).message || t.payFailed);
      setOpening(false);
    }
  };
  const dates = [
    formatDate(invoice.date),
    invoice.dueDate && `${t.due} ${formatDate(invoice.dueDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Row
      title={invoice.number}
      meta={dates}
      status={invoice.status}
      amount={formatMoney(invoice.total, invoice.currency)}
      sub={
        invoice.amountDue > 0 && invoice.amountDue !== invoice.total
          ? `${t.amountDue} ${formatMoney(invoice.amountDue, invoice.currency)}`
          : undefined
      }
      actions={
        <>
          {invoice.eInvoiceFilename && (
            <Button asChild variant="ghost" size="sm">
              <a
                href={`/api/portal/invoices/${invoice.id}/e-invoice`}
                download={invoice.eInvoiceFilename}
              >
                <FileCodeIcon aria-hidden />
                {t.eInvoice}
              </a>
            </Button>
          )}
          <PdfLink
            href={`/api/portal/invoices/${invoice.id}/pdf`}
            label={`${t.pdf} ${invoice.number}`}
          />
          {invoice.canPay && (
            <Button
              size="sm"
              onClick={() => void pay()}
              disabled={opening}
              aria-busy={opening || undefined}
            >
              {opening ? t.paying : t.pay}
            </Button>
          )}
        </>
      }
    />
  );
}

function PdfLink({ href, label }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download aria-label={label}>
        <DownloadIcon aria-hidden />
        {t.pdf}
      </a>
    </Button>
  );
}
