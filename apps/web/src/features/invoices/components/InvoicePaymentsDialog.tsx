import {
  DocumentRules,
  formatMoney,
  PAYMENT_METHODS,
  PaymentMessages,
  todayIso,
} from '@dealdraft/domain';
import { CircleCheckIcon, CreditCardIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { PaymentWriteResult } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { usePaymentPages } from '../hooks/usePaymentPages';
import { useRecordPayment } from '../hooks/useRecordPayment';
import {
  newPaymentValues,
  serverErrors,
  toPaymentInput,
  validatePayment,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../utils/payment-form';
import { CreditNotesSection, showsCreditNotes } from './CreditNotesSection';
import { AmountField, LedgerDateField } from './LedgerFields';
import { PaymentLedger } from './PaymentLedger';

const t = strings.invoices.payments;

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: t.methods[method],
}));

type InvoicePaymentsDialogProps = {
  /** The invoice whose payments are shown; null when the dialog is closed. */
  invoice: Invoice | null;
  /** Opened to issue a credit note: its form is open and in view. */
  creditNote?: boolean;
  onClose: () => void;
};

/**
 * An invoice's payments ledger: what it comes to and what is still owed, each payment
 * and refund, a refund or a deletion per entry, and recording a new payment.
 */
export function InvoicePaymentsDialog({
  invoice,
  creditNote,
  onClose,
}: InvoicePaymentsDialogProps) {
  return (
    <Dialog open={invoice !== null} onOpenChange={(next) => !next && onClose()}>
      {/* Remounted per invoice, so each opening starts from that invoice. */}
      {invoice && <PaymentsPanel key={invoice.id} opened={invoice} creditNote={creditNote} />}
    </Dialog>
  );
}

function PaymentsPanel({ opened, creditNote }: { opened: Invoice; creditNote?: boolean }) {
  // The invoice as each write answers it: its paid amount, balance and status after it.
  const [invoice, setInvoice] = useState(opened);
  const follow = (result: PaymentWriteResult) => {
    if (result.ok && result.invoice) setInvoice(result.invoice);
    return result;
  };

  return (
    <DialogContent className="gap-5 sm:max-w-xl">
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-6">
          <DialogTitle>{t.title(invoice.invoiceNumber)}</DialogTitle>
          {invoice.depositForProposalId && <Badge variant="tinted">{t.depositBadge}</Badge>}
        </div>
        <DialogDescription>{t.description(invoice.clientName)}</DialogDescription>
      </DialogHeader>
      <OpenPaymentPages invoiceId={invoice.id} />
      <PaymentTotals invoice={invoice} />
      <PaymentLedger invoice={invoice} onWritten={follow} />
      {invoice.status === 'draft' ? (
        // The api refuses a payment on a draft: it is not issued, so nothing is owed yet.
        <p className="border-t pt-4 text-sm text-muted-foreground">{PaymentMessages.draft}</p>
      ) : invoice.balanceDue > 0 ? (
        // A new form per balance: after each write it offers what is now owed.
        <RecordPaymentForm key={invoice.balanceDue} invoice={invoice} onWritten={follow} />
      ) : (
        <p className="flex items-center gap-2 border-t pt-4 text-sm font-medium text-success">
          <CircleCheckIcon aria-hidden className="size-4" />
          {t.paidInFull}
        </p>
      )}
      {showsCreditNotes(invoice) && (
        <CreditNotesSection invoice={invoice} onWritten={follow} startWithForm={creditNote} />
      )}
    </DialogContent>
  );
}

/** The client's open payment pages, if any, and the owner's way to close them. */
function OpenPaymentPages({ invoiceId }: { invoiceId: string }) {
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

/** The totals row's columns by how many figures it has (Tailwind needs whole class names). */
const TOTALS_COLUMNS: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-5',
};

/**
 * Total, Paid and Balance due, each in the invoice's own currency; Credited and Deposit paid
 * between them when credit notes or the proposal's paid deposit stand against it, so
 * Total − Credited − Deposit paid − Paid reads as the Balance due.
 */
function PaymentTotals({ invoice }: { invoice: Invoice }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const noteId = useId();
  const deposit = invoice.depositDeducted > 0;
  const cells = [
    { label: strings.common.total, value: money(invoice.total) },
    ...(invoice.amountCredited > 0
      ? [{ label: t.totals.credited, value: money(invoice.amountCredited) }]
      : []),
    ...(deposit
      ? [
          {
            label: invoice.depositInvoiceNumber
              ? t.totals.depositOf(invoice.depositInvoiceNumber)
              : t.totals.deposit,
            value: money(invoice.depositDeducted),
            noted: true,
          },
        ]
      : []),
    { label: t.totals.paid, value: money(invoice.amountPaid) },
    { label: t.totals.balance, value: money(invoice.balanceDue), strong: true },
  ];
  return (
    <div className="grid gap-1.5">
      <dl
        aria-label={t.totals.label}
        className={cn('grid gap-2 rounded-lg border bg-muted/30 p-3', TOTALS_COLUMNS[cells.length])}
      >
        {cells.map((cell) => (
          <div key={cell.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{cell.label}</dt>
            <dd
              aria-describedby={cell.noted ? noteId : undefined}
              className={
                cell.strong
                  ? 'text-base font-semibold break-words tabular-nums'
                  : 'text-sm font-medium break-words tabular-nums'
              }
            >
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
      {deposit && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {t.totals.depositNote}
        </p>
      )}
    </div>
  );
}

type RecordPaymentFormProps = {
  invoice: Invoice;
  onWritten: (result: PaymentWriteResult) => void;
};

/** A payment of part or all of the balance: amount, date, method, reference and note. */
function RecordPaymentForm({ invoice, onWritten }: RecordPaymentFormProps) {
  const { record, recording } = useRecordPayment(invoice.id);
  const today = todayIso();
  const [values, setValues] = useState<PaymentFormValues>(() =>
    newPaymentValues(invoice.balanceDue, invoice.currency, today),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const headingId = useId();
  const set =
    <K extends keyof PaymentFormValues>(field: K) =>
    (value: PaymentFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePayment(values, invoice, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await record(toPaymentInput(values));
    if (!result.ok) setErrors(serverErrors(result.fieldErrors));
    onWritten(result);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        {t.form.title}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-2"
      >
        <AmountField
          label={t.form.amount(invoice.currency)}
          error={errors.amount}
          value={values.amount}
          onChange={set('amount')}
        />
        <LedgerDateField
          today={today}
          label={t.form.date}
          error={errors.paidOn}
          value={values.paidOn}
          onChange={set('paidOn')}
        />
        <FormField label={t.form.method} error={errors.method}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.method}
              onChange={(event) => set('method')(event.target.value as PaymentFormValues['method'])}
              choices={METHOD_CHOICES}
            />
          )}
        </FormField>
        <FormField label={t.form.reference} optional error={errors.reference}>
          {(control) => (
            <Input
              {...control}
              value={values.reference}
              maxLength={DocumentRules.textMax}
              onChange={(event) => set('reference')(event.target.value)}
              placeholder={t.form.referencePlaceholder}
            />
          )}
        </FormField>
        <FormField label={t.form.note} optional error={errors.note} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={values.note}
              maxLength={DocumentRules.termsMax}
              onChange={(event) => set('note')(event.target.value)}
            />
          )}
        </FormField>
        <label className="flex items-start gap-3 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={values.sendReceipt}
            onChange={(event) => set('sendReceipt')(event.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            <span className="font-medium">{t.form.sendReceipt(invoice.clientEmail)}</span>
            <span className="block text-muted-foreground">{t.form.sendReceiptHint}</span>
          </span>
        </label>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton busy={recording} busyLabel={t.form.busy} className="w-full sm:w-auto">
            {t.form.submit}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
