import { DocumentRules, INVOICE_STATUSES } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { DocumentForm } from '@/features/documents/components/DocumentFormDialog';
import { FormSection } from '@/features/documents/components/FormSection';
import {
  LineItemsEditor,
  type LineItemsEditorCopy,
} from '@/features/documents/components/LineItemsEditor';
import { showFieldErrors } from '@/features/documents/utils/mutation-toasts';
import { StatusField } from '@/features/documents/components/StatusField';
import { ClientNameField } from '@/features/documents/components/ClientNameField';
import { CurrencyLanguageFields } from '@/features/documents/components/CurrencyLanguageFields';
import { clientMoneyDefaults } from '@/features/documents/utils/money-form';
import { TextField } from '@/features/documents/components/TextField';
import { useLateDefaults } from '@/features/documents/hooks/useLateDefaults';
import { useCreateInvoice } from '../hooks/useCreateInvoice';
import type { Invoice } from '../hooks/useInvoices';
import type { BusinessDetails } from '../hooks/useBusinessDetails';
import { useUpdateInvoice } from '../hooks/useUpdateInvoice';
import {
  businessValues,
  invoiceFormPath,
  invoiceFormSchema,
  invoiceFormValues,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormInput,
  type InvoiceFormOutput,
} from '../utils/invoice-form';

const Field = TextField<InvoiceFormInput>;
const R = DocumentRules;

const LINE_ITEMS_COPY: LineItemsEditorCopy = {
  title: 'Line Items',
  add: 'Add Item',
  price: 'Rate',
  lineTotal: 'Line Total',
  line: 'item',
};

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
  useLateDefaults(form, invoice ? undefined : business, businessValues);

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
        submitLabel={invoice ? 'Update Invoice' : 'Create Invoice'}
        busy={form.formState.isSubmitting}
        blocked={blocked}
        busyLabel={invoice ? 'Updating...' : 'Creating...'}
      >
        <FormSection title="Business Information">
          <Field
            name="businessName"
            label="Business Name"
            maxLength={R.textMax}
            autoComplete="organization"
          />
          <Field name="businessEmail" label="Business Email" type="email" autoComplete="email" />
          <Field
            name="businessAddress"
            label="Business Address"
            multiline
            maxLength={R.addressMax}
            className="sm:col-span-2"
          />
          <Field
            name="businessPhone"
            label="Business Phone"
            type="tel"
            optional
            maxLength={R.phoneMax}
            autoComplete="tel"
          />
          <Field name="businessNumber" label="Business Number" optional maxLength={R.numberMax} />
        </FormSection>

        <FormSection title="Client Information">
          <ClientNameField<InvoiceFormInput>
            fill={(client) => ({
              clientEmail: client.email,
              // An invoice has no company field: the company heads the billing address.
              clientAddress: [client.company, client.address].filter(Boolean).join('\n'),
              clientPhone: client.phone ?? '',
              clientMobile: client.mobile ?? '',
              clientFax: client.fax ?? '',
              ...clientMoneyDefaults(client),
            })}
          />
          <Field name="clientEmail" label="Client Email" type="email" />
          <Field
            name="clientAddress"
            label="Client Address"
            multiline
            maxLength={R.addressMax}
            className="sm:col-span-2"
          />
          <Field
            name="clientPhone"
            label="Client Phone"
            type="tel"
            optional
            maxLength={R.phoneMax}
          />
          <Field
            name="clientMobile"
            label="Client Mobile"
            type="tel"
            optional
            maxLength={R.phoneMax}
          />
          <Field name="clientFax" label="Client Fax" type="tel" optional maxLength={R.phoneMax} />
        </FormSection>

        <FormSection title="Invoice Details">
          <Field name="invoiceNumber" label="Invoice Number" disabled />
          <Field name="invoiceDate" label="Invoice Date" type="date" />
          <Field name="dueDate" label="Due Date" type="date" optional />
          {invoice && <StatusField<InvoiceFormInput> name="status" statuses={INVOICE_STATUSES} />}
          <CurrencyLanguageFields />
          <Field
            name="paymentTerms"
            label="Payment Terms"
            multiline
            maxLength={R.termsMax}
            className="sm:col-span-2"
          />
        </FormSection>

        <LineItemsEditor copy={LINE_ITEMS_COPY} withExtraDetails />

        <FormSection title="Additional Information" className="sm:grid-cols-1">
          <Field name="notes" label="Notes" optional multiline maxLength={R.termsMax} />
        </FormSection>
      </DocumentForm>
    </FormProvider>
  );
}
