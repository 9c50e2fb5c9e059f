import { CreditCardIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { usePaymentPages } from '../hooks/usePaymentPages';

const t = strings.invoices.payments;

/** The client's open payment pages, if any, and the owner's way to close them. */
export function OpenPaymentPages({ invoiceId }: { invoiceId: string }) {
  const pages = usePaymentPages(invoiceId);
  if (pages.open === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 sm:flex-row sm:items-center"
    >
      <CreditCardIcon aria-hidden className="hidden size-5 shrink-0 text-warning sm:block" />
      <p className="min-w-0 flex-1 text-sm">{t.openPages.text(pages.open)}</p>
      <Button
        variant="outline"
        size="sm"
        className="sm:shrink-0"
        disabled={pages.closing}
        onClick={() => void pages.close()}
      >
        {pages.closing ? t.openPages.closing : t.openPages.close}
      </Button>
    </div>
  );
}
