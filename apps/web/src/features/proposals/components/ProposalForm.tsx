import { DocumentRules, PROPOSAL_STATUSES } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
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
import { strings } from '@/strings';
import { useCreateProposal } from '../hooks/useCreateProposal';
import { draftedFormValues } from '../utils/apply-draft';
import { DepositField } from './DepositField';
import { DraftWithAiPanel, type DraftMode } from './DraftWithAiPanel';
import type { CompanyDetails } from '../hooks/useCompanyDetails';
import type { Proposal } from '../hooks/useProposals';
import { useUpdateProposal } from '../hooks/useUpdateProposal';
import {
  companyValues,
  depositInput,
  newProposalValues,
  proposalFormPath,
  proposalFormSchema,
  proposalFormValues,
  toProposalInput,
  type ProposalFormInput,
  type ProposalFormOutput,
} from '../utils/proposal-form';

const Field = TextField<ProposalFormInput>;
const R = DocumentRules;
const t = strings.proposals.form;

const SERVICES_COPY: LineItemsEditorCopy = strings.proposals.services;

type ProposalFormProps = {
  /** The proposal to edit; none to create one. */
  proposal?: Proposal;
  /** A new proposal's sender details, from the last one. */
  company?: CompanyDetails;
  /** Drafting from a brief, or the upgrade the trial sees in its place. */
  draftMode: DraftMode;
  onViewPricing?: () => void;
  /** After a successful save, or Cancel. */
  onDone: () => void;
  /** Why the plan refuses to save it, if it does (a new one past the plan's limit). */
  blocked?: string | null;
  /** What to do instead of saving (Duplicate an answered proposal), shown with `blocked`. */
  blockedAction?: ReactNode;
};

export function ProposalForm({
  proposal,
  company,
  draftMode,
  onViewPricing,
  onDone,
  blocked,
  blockedAction,
}: ProposalFormProps) {
  const createProposal = useCreateProposal();
  const updateProposal = useUpdateProposal();
  const form = useForm<ProposalFormInput, unknown, ProposalFormOutput>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: proposal ? proposalFormValues(proposal) : newProposalValues(company),
  });
  useLateDefaults(form, proposal ? undefined : company, companyValues);

  const save = form.handleSubmit(async (values) => {
    const input = toProposalInput(values);
    const result = proposal
      ? await updateProposal(proposal.id, input)
      : await createProposal(input);
    // The dialog unmounts this form on close, so the next create starts from blank defaults.
    if (result.ok) onDone();
    else showFieldErrors(form.setError, result.fieldErrors, proposalFormPath);
  });

  // A draft only fills the form: the user edits it, and Create Proposal saves (and counts) it.
  const applyDraft: ComponentProps<typeof DraftWithAiPanel>['onDraft'] = (result, brief) =>
    form.reset(
      { ...form.getValues(), ...draftedFormValues(result, brief) },
      { keepDefaultValues: true },
    );

  const draftCurrency = useWatch({ control: form.control, name: 'currency' });
  // The draft is written in the form's language and currency, for its client and deposit.
  const draftContext = () => {
    const values = form.getValues();
    const typed = depositInput(values.depositKind, values.depositValue);
    // A half-typed deposit is the form's own error to show; the draft then leaves it out.
    const deposit = typed && Object.values(typed).every(Number.isFinite) ? typed : null;
    return {
      language: values.language || undefined,
      currency: values.currency || undefined,
      clientName: values.clientName.trim() || undefined,
      clientCompany: values.clientCompany.trim() || undefined,
      depositPercent: deposit?.percent ?? undefined,
      depositAmount: deposit?.amount ?? undefined,
    };
  };

  return (
    <FormProvider {...form}>
      <DocumentForm
        onSubmit={save}
        onCancel={onDone}
        submitLabel={proposal ? t.update : t.create}
        busy={form.formState.isSubmitting}
        blocked={blocked}
        blockedAction={blockedAction}
        busyLabel={proposal ? strings.common.updating : strings.common.creating}
      >
        {!proposal && (
          <DraftWithAiPanel
            mode={draftMode}
            formContext={draftContext}
            currency={draftCurrency}
            onDraft={applyDraft}
            onViewPricing={onViewPricing}
          />
        )}

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
          {proposal && (
            <StatusField<ProposalFormInput> name="status" statuses={PROPOSAL_STATUSES} />
          )}
          <CurrencyLanguageFields />
        </FormSection>

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
          <Field
            name="companyTaxNumber"
            label={t.companyTaxNumber}
            optional
            maxLength={R.numberMax}
          />
        </FormSection>

        <FormSection title={t.scopeSection} className="sm:grid-cols-1">
          <Field name="scope" label={t.scope} optional multiline maxLength={R.termsMax} />
        </FormSection>

        <LineItemsEditor copy={SERVICES_COPY} />

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
      </DocumentForm>
    </FormProvider>
  );
}
