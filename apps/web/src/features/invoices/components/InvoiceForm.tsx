import { DocumentRules } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DocumentForm } from '@/features/documents/components/DocumentFormDialog';
import { FormSection } from '@/features/documents/components/FormSection';
import {
  LineItemsEditor,
  type LineItemsEditorCopy,
} from '@/features/documents/components/LineItemsEditor';
import { showFieldErrors } from '@/features/documents/utils/mutation-toasts';
import { TextField } from '@/features/documents/components/TextField';
import { useLateDefaults } from '@/features/documents/hooks/useLateDefaults';
import { strings } from '@/strings';
import { useCreateInvoice } from '../hooks/useCreateInvoice';
import type { Invoice } from '../hooks/useInvoices';
import type { BusinessDetails } from '../hooks/useBusinessDetails';
import { useUpdateInvoice } from '../hooks/useUpdateInvoice';
import { useEInvoiceReadiness } from '../hooks/useEInvoiceReadiness';
import { focusInvoiceField } from '../utils/focus-field';
import {
  businessValues,
  invoiceFormPath,
  invoiceFormSchema,
  invoiceFormValues,
  lateInvoiceNumber,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormInput,
  type InvoiceFormOutput,
} from '../utils/invoice-form';
import {
  InvoiceBusinessSection,
  InvoiceClientSection,
  InvoiceDetailsSection,
} from './InvoiceFormSections';
import { EInvoicePanel } from './EInvoicePanel';

const Field = TextField<InvoiceFormInput>;
const R = DocumentRules;
const t = strings.invoices.form;

const LINE_ITEMS_COPY: LineItemsEditorCopy = strings.invoices.lineItems;

type InvoiceFormProps = {
  /** The invoice to edit; none to create one. */
  invoice?: Invoice;
  /** A new invoice's business details, from the last one. */
  business?: BusinessDetails;
  /** After a successful save, or Cancel. */
  onDone: () => void;
  /** Why the plan refuses to save it, if it does (a new one past the plan's limit). */
  blocked?: string | null;
};

export function InvoiceForm({ invoice, business, onDone, blocked }: InvoiceFormProps) {
  const createInvoice = useCreateInvoice();
  const updateInvoice = useUpdateInvoice();
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: invoice ? invoiceFormValues(invoice) : newInvoiceValues(business),
  });
  useLateDefaults(form, invoice ? undefined : business, businessValues, lateInvoiceNumber);
  // A saved invoice's e-invoice checklist, asked afresh each time the form opens.
  const eInvoice = useEInvoiceReadiness(invoice?.id);
  const fields = useRef<HTMLDivElement>(null);

  const save = form.handleSubmit(async (values) => {
    const input = toInvoiceInput(values);
    const result = invoice ? await updateInvoice(invoice.id, input) : await createInvoice(input);
    // The dialog unmounts this form on close, so the next create starts from blank defaults.
    if (result.ok) onDone();
    else showFieldErrors(form.setError, result.fieldErrors, invoiceFormPath);
  });

  return (
    <FormProvider {...form}>
      <DocumentForm
        onSubmit={save}
        onCancel={onDone}
        submitLabel={invoice ? t.update : t.create}
        busy={form.formState.isSubmitting}
        blocked={blocked}
        busyLabel={invoice ? strings.common.updating : strings.common.creating}
      >
        {invoice && (
          <EInvoicePanel
            state={eInvoice}
            invoice={invoice}
            onFocusField={(path) => fields.current && focusInvoiceField(form, path, fields.current)}
          />
        )}

        <div ref={fields} className="contents">
          <InvoiceBusinessSection />

          <InvoiceClientSection />

          <InvoiceDetailsSection invoice={invoice} />

          <LineItemsEditor copy={LINE_ITEMS_COPY} withExtraDetails />

          <FormSection title={t.notesSection} className="sm:grid-cols-1">
            <Field name="notes" label={t.notes} optional multiline maxLength={R.termsMax} />
          </FormSection>
        </div>
      </DocumentForm>
    </FormProvider>
  );
}
