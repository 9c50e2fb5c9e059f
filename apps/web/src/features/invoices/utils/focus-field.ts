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
  const find = () => root.querySelector<HTMLElement>(`[name="${path}"]`);
  const show = (field: HTMLElement | null) => {
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  };
  // A field just shown is drawn on the next frame.
  requestAnimationFrame(() => {
    const field = find();
    const fold = root.querySelector<HTMLElement>('[data-money-toggle][aria-expanded="false"]');
    // A line's tax or discount is folded away under "Taxes & discounts" until opened.
    if (!field && fold && /(taxRateIds|discount\w*)$/.test(path)) {
      fold.click();
      requestAnimationFrame(() => show(find()));
    } else show(field);
  });
}
