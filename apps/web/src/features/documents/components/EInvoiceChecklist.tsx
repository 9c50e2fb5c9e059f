import { ArrowRightIcon, CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  eInvoiceFix,
  type EInvoiceCheck,
  type EInvoiceFix,
  type EInvoiceFixContext,
} from '../utils/e-invoice-fixes';

type EInvoiceChecklistProps = {
  checks: readonly EInvoiceCheck[];
  context: EInvoiceFixContext;
  /** Focuses an invoice-form field (only inside the form). */
  onFocusField?: (path: string) => void;
  /** Before a link leaves (the send dialog closes itself). */
  onNavigate?: () => void;
  /** The heading the list is described by. */
  labelledBy?: string;
};

const LINK =
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring';

/** What an invoice lacks for its e-invoice, one item each, with a link to where it is fixed. */
export function EInvoiceChecklist({
  checks,
  context,
  onFocusField,
  onNavigate,
  labelledBy,
}: EInvoiceChecklistProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-warning/25 rounded-md border border-warning/30 bg-background/70"
    >
      {checks.map((check, index) => (
        <li key={`${check.field}-${index}`} className="flex gap-2.5 px-3 py-2">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {/* The message, and its fix beside it when there is room, under it when not. */}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <p className="text-sm break-words">{check.message}</p>
            <FixLink
              fix={eInvoiceFix(check.field, context)}
              onFocusField={onFocusField}
              onNavigate={onNavigate}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FixLink({
  fix,
  onFocusField,
  onNavigate,
}: {
  fix: EInvoiceFix | null;
  onFocusField?: (path: string) => void;
  onNavigate?: () => void;
}) {
  if (!fix) return null;
  if (fix.kind === 'field') {
    if (!onFocusField) return null;
    return (
      <button type="button" className={LINK} onClick={() => onFocusField(fix.path)}>
        {fix.label}
        <ArrowRightIcon className="size-3.5" aria-hidden />
      </button>
    );
  }
  return (
    <Link to={fix.to} className={LINK} onClick={onNavigate}>
      {fix.label}
      <ArrowRightIcon className="size-3.5" aria-hidden />
    </Link>
  );
}
