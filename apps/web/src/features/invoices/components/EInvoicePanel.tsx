import { CircleCheckIcon, FileCheck2Icon } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { EInvoiceChecklist } from '@/features/documents/components/EInvoiceChecklist';
import { eInvoiceFormatName } from '@/features/documents/utils/e-invoice-fixes';
import { strings } from '@/strings';
import type { EInvoiceReadinessState } from '../hooks/useEInvoiceReadiness';
import { EInvoiceDownloadMenu } from './EInvoiceDownloadMenu';

const p = strings.eInvoice.panel;

type EInvoicePanelProps = {
  state: EInvoiceReadinessState;
  invoice: { id: string; invoiceNumber: string; clientId?: string | null };
  /** Focuses a field of the invoice form (a check the form itself fixes). */
  onFocusField: (path: string) => void;
};

/**
 * The invoice form's "E-invoice" panel, when its client or workspace sends one: what is left
 * before sending, each with a link to where it is fixed, or that it is ready; and the XML.
 */
export function EInvoicePanel({ state, invoice, onFocusField }: EInvoicePanelProps) {
  const titleId = useId();
  if (state.status === 'loading') {
    return <Spinner label={p.checking} className="size-5 justify-self-start" />;
  }
  if (state.status === 'error') {
    return <p className="text-sm text-muted-foreground">{p.loadFailed}</p>;
  }
  const { readiness } = state;
  const format = eInvoiceFormatName(readiness.setting);
  if (!format) return null;
  const ready = readiness.ready || readiness.checks.length === 0;
  return (
    <section
      aria-labelledby={titleId}
      className={
        ready
          ? 'grid gap-3 rounded-lg border border-success/30 bg-success/5 p-4'
          : 'grid gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4'
      }
    >
      <div className="flex items-start gap-2.5">
        {ready ? (
          <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        ) : (
          <FileCheck2Icon className="mt-0.5 size-5 shrink-0 text-foreground" aria-hidden />
        )}
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="text-sm font-semibold">
            {ready ? p.readyTitle(format) : p.checklistTitle(format)}
          </h3>
          <p className="text-xs text-muted-foreground">{ready ? p.readyHint : p.checklistHint}</p>
        </div>
      </div>
      {!ready && (
        <EInvoiceChecklist
          checks={readiness.checks}
          context={{ invoiceId: invoice.id, clientId: invoice.clientId, inForm: true }}
          onFocusField={onFocusField}
          labelledBy={titleId}
        />
      )}
      <EInvoiceDownloadMenu invoice={invoice} setting={readiness.setting} ready={ready} />
    </section>
  );
}
