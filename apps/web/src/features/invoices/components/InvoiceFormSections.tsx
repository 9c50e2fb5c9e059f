import { DocumentRules, EInvoiceRules } from '@dealdraft/domain';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { FormSection } from '@/features/documents/components/FormSection';
import { StatusField } from '@/features/documents/components/StatusField';
import { ClientNameField } from '@/features/documents/components/ClientNameField';
import { DocumentLayoutField } from '@/features/documents/components/DocumentLayoutField';
import { CurrencyLanguageFields } from '@/features/documents/components/CurrencyLanguageFields';
import { clientMoneyDefaults } from '@/features/documents/utils/money-form';
import { TextField } from '@/features/documents/components/TextField';
import { strings } from '@/strings';
import type { Invoice } from '../hooks/useInvoices';
import { invoiceStatusChoices, SERVICE_KINDS, type InvoiceFormInput } from '../utils/invoice-form';

const Field = TextField<InvoiceFormInput>;
const R = DocumentRules;
const t = strings.invoices.form;
const e = strings.eInvoice;

/** Who bills: the user's business as the invoice shows it. */
export function InvoiceBusinessSection() {
  return (
    <FormSection title={t.businessSection}>
      <Field
        name="businessName"
        label={t.businessName}
        maxLength={R.textMax}
        autoComplete="organization"
      />
      <Field name="businessEmail" label={t.businessEmail} type="email" autoComplete="email" />
      <Field
        name="businessAddress"
        label={t.businessAddress}
        multiline
        maxLength={R.addressMax}
        className="sm:col-span-2"
      />
      <Field
        name="businessPhone"
        label={t.businessPhone}
        type="tel"
        optional
        maxLength={R.phoneMax}
        autoComplete="tel"
      />
      <Field name="businessNumber" label={t.businessNumber} optional maxLength={R.numberMax} />
    </FormSection>
  );
}

/** Who pays: picking a saved client fills the rest. */
export function InvoiceClientSection() {
  return (
    <FormSection title={t.clientSection}>
      <ClientNameField<InvoiceFormInput>
        fill={(client) => ({
          clientEmail: client.email,
          // An invoice has no company field: the company heads the billing address.
          clientAddress: [client.company, client.address].filter(Boolean).join('\n'),
          clientPhone: client.phone ?? '',
          clientMobile: client.mobile ?? '',
          clientFax: client.fax ?? '',
          // A German public buyer's Leitweg-ID, which each of its invoices must carry.
          ...(client.buyerReference ? { buyerReference: client.buyerReference } : {}),
          ...clientMoneyDefaults(client),
        })}
      />
      <Field name="clientEmail" label={t.clientEmail} type="email" />
      <Field
        name="clientAddress"
        label={t.clientAddress}
        multiline
        maxLength={R.addressMax}
        className="sm:col-span-2"
      />
      <Field name="clientPhone" label={t.clientPhone} type="tel" optional maxLength={R.phoneMax} />
      <Field
        name="clientMobile"
        label={t.clientMobile}
        type="tel"
        optional
        maxLength={R.phoneMax}
      />
      <Field name="clientFax" label={t.clientFax} type="tel" optional maxLength={R.phoneMax} />
      <Field
        name="buyerReference"
        label={e.invoiceBuyerReferenceLabel}
        optional
        maxLength={EInvoiceRules.referenceMax}
        hint={e.invoiceBuyerReferenceHint}
      />
      <Field
        name="orderReference"
        label={e.orderReferenceLabel}
        optional
        maxLength={EInvoiceRules.referenceMax}
        hint={e.orderReferenceHint}
      />
    </FormSection>
  );
}

/** Number, dates, status (once saved), currency, language and payment terms. */
export function InvoiceDetailsSection({ invoice }: { invoice?: Invoice }) {
  return (
    <FormSection title={t.detailsSection}>
      <Field name="invoiceNumber" label={t.invoiceNumber} disabled />
      <Field name="invoiceDate" label={t.invoiceDate} type="date" />
      <Field name="dueDate" label={t.dueDate} type="date" optional />
      <ServiceFields />
      {invoice && (
        <StatusField<InvoiceFormInput>
          name="status"
          statuses={invoiceStatusChoices(invoice.status)}
        />
      )}
      <CurrencyLanguageFields />
      <DocumentLayoutField />
      <Field
        name="paymentTerms"
        label={t.paymentTerms}
        multiline
        maxLength={R.termsMax}
        className="sm:col-span-2"
      />
    </FormSection>
  );
}

/** The date or period of service (BT-72, BG-14): a choice, then the day or the two days. */
function ServiceFields() {
  const { register, watch } = useFormContext<InvoiceFormInput>();
  const kind = watch('serviceKind');
  return (
    <>
      <FormField label={e.serviceLabel} optional>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('serviceKind')}
            choices={SERVICE_KINDS.map((value) => ({ value, label: e.serviceKinds[value] }))}
          />
        )}
      </FormField>
      {kind === 'date' && <Field name="serviceDate" label={e.serviceDateLabel} type="date" />}
      {kind === 'period' && (
        <>
          <Field name="servicePeriodStart" label={e.servicePeriodStartLabel} type="date" />
          <Field name="servicePeriodEnd" label={e.servicePeriodEndLabel} type="date" />
        </>
      )}
    </>
  );
}
