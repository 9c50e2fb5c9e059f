import { DocumentRules, PROPOSAL_STATUSES } from '@dealdraft/domain';
import { FormSection } from '@/features/documents/components/FormSection';
import { StatusField } from '@/features/documents/components/StatusField';
import { ClientNameField } from '@/features/documents/components/ClientNameField';
import { DocumentLayoutField } from '@/features/documents/components/DocumentLayoutField';
import { CurrencyLanguageFields } from '@/features/documents/components/CurrencyLanguageFields';
import { clientMoneyDefaults } from '@/features/documents/utils/money-form';
import { TextField } from '@/features/documents/components/TextField';
import { strings } from '@/strings';
import { DepositField } from './DepositField';
import type { ProposalFormInput } from '../utils/proposal-form';

const Field = TextField<ProposalFormInput>;
const R = DocumentRules;
const t = strings.proposals.form;

/** Who it is for: picking a saved client fills the rest. */
export function ProposalClientSection() {
  return (
    <FormSection title={t.clientSection}>
      <ClientNameField<ProposalFormInput>
        fill={(client) => ({
          clientCompany: client.company,
          clientEmail: client.email,
          clientAddress: client.address ?? '',
          ...clientMoneyDefaults(client),
        })}
      />
      <Field name="clientCompany" label={t.clientCompany} maxLength={R.textMax} />
      <Field name="clientEmail" label={t.clientEmail} type="email" />
      <Field
        name="clientAddress"
        label={t.clientAddress}
        optional
        multiline
        maxLength={R.addressMax}
        className="sm:col-span-2"
      />
    </FormSection>
  );
}

/** Title, dates, number, status (once saved), currency and language. */
export function ProposalDetailsSection({ editing }: { editing: boolean }) {
  return (
    <FormSection title={t.detailsSection}>
      <Field
        name="proposalTitle"
        label={t.proposalTitle}
        maxLength={R.textMax}
        className="sm:col-span-2"
      />
      <Field name="proposalDate" label={t.proposalDate} type="date" />
      <Field name="expirationDate" label={t.expirationDate} type="date" optional />
      <Field name="proposalNumber" label={t.proposalNumber} disabled />
      {editing && <StatusField<ProposalFormInput> name="status" statuses={PROPOSAL_STATUSES} />}
      <CurrencyLanguageFields />
      <DocumentLayoutField />
    </FormSection>
  );
}

/** Who sends it: the user's business as the proposal shows it. */
export function ProposalCompanySection() {
  return (
    <FormSection title={t.companySection}>
      <Field
        name="companyName"
        label={t.companyName}
        maxLength={R.textMax}
        autoComplete="organization"
      />
      <Field name="companyEmail" label={t.companyEmail} type="email" autoComplete="email" />
      <Field
        name="companyAddress"
        label={t.companyAddress}
        multiline
        maxLength={R.addressMax}
        className="sm:col-span-2"
      />
      <Field
        name="companyPhone"
        label={t.companyPhone}
        type="tel"
        optional
        maxLength={R.phoneMax}
        autoComplete="tel"
      />
      <Field name="companyTaxNumber" label={t.companyTaxNumber} optional maxLength={R.numberMax} />
    </FormSection>
  );
}

/** The deposit, payment terms and any further terms. */
export function ProposalTermsSection() {
  return (
    <FormSection title={t.termsSection} className="sm:grid-cols-1">
      <DepositField />
      <Field name="paymentTerms" label={t.paymentTerms} multiline maxLength={R.termsMax} />
      <Field
        name="additionalTerms"
        label={t.additionalTerms}
        optional
        multiline
        maxLength={R.termsMax}
      />
    </FormSection>
  );
}
