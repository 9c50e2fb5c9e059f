import { CircleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { strings } from '@/strings';
import type { EmailStep } from '../hooks/useEmailActions';
import { EInvoiceChecklist } from './EInvoiceChecklist';

type RefusedStep = Extract<EmailStep, { step: 'refused' }>;

/**
 * Why the api would not send the document (an invoice not ready for its e-invoice): its message,
 * then each check with a link to where it is fixed. Nothing was sent.
 */
export function EmailRefusalNotice({
  step,
  onNavigate,
}: {
  step: RefusedStep;
  onNavigate?: () => void;
}) {
  const listTitle = useId();
  return (
    <div
      role="alert"
      className="grid max-h-72 gap-3 overflow-y-auto rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm"
    >
      <div className="flex gap-3 text-destructive">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="min-w-0 font-medium break-words">{step.message}</p>
      </div>
      {step.checks.length > 0 && (
        <>
          <p id={listTitle} className="font-medium">
            {strings.eInvoice.refusal.fixTitle}
          </p>
          <EInvoiceChecklist
            checks={step.checks}
            context={{ invoiceId: step.documentId, clientId: step.clientId, inForm: false }}
            onNavigate={onNavigate}
            labelledBy={listTitle}
          />
        </>
      )}
    </div>
  );
}
