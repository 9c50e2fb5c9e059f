import type { UseFormReturn } from 'react-hook-form';
import type { InvoiceFormInput, InvoiceFormOutput } from './invoice-form';

type InvoiceFormApi = Pick<
  UseFormReturn<InvoiceFormInput, unknown, InvoiceFormOutput>,
  'getValues' | 'setValue'
>;

/** The service choice that shows a service field: a date, or the two days of a period. */
const SERVICE_KIND: Record<string, 'date' | 'period'> = {
  serviceDate: 'date',
  servicePeriodStart: 'period',
  servicePeriodEnd: 'period',
};

/**
 * Brings an invoice-form field into view and focuses it, as a checklist link does: a service
 * field hidden behind its choice is shown first. `root` is the form (fields are found by name).
 */
export function focusInvoiceField(form: InvoiceFormApi, path: string, root: ParentNode): void {
  const kind = SERVICE_KIND[path];
  if (kind && form.getValues('serviceKind') !== kind) {
    form.setValue('serviceKind', kind, { shouldDirty: true });
  }
  // A field just shown is drawn on the next frame.
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>(`[name="${path}"]`);
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
