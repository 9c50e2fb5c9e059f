import { DocumentRules } from '@dealdraft/domain';
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
import { TextField } from '@/features/documents/components/TextField';
import { useLateDefaults } from '@/features/documents/hooks/useLateDefaults';
import { strings } from '@/strings';
import { useCreateProposal } from '../hooks/useCreateProposal';
import { draftedFormValues, draftFormContext } from '../utils/apply-draft';
import { DraftWithAiPanel, type DraftMode } from './DraftWithAiPanel';
import type { CompanyDetails } from '../hooks/useCompanyDetails';
import type { Proposal } from '../hooks/useProposals';
import { useUpdateProposal } from '../hooks/useUpdateProposal';
import {
  companyValues,
  lateProposalNumber,
  newProposalValues,
  proposalFormPath,
  proposalFormSchema,
  proposalFormValues,
  toProposalInput,
  type ProposalFormInput,
  type ProposalFormOutput,
} from '../utils/proposal-form';
import {
  ProposalClientSection,
  ProposalDetailsSection,
  ProposalCompanySection,
  ProposalTermsSection,
} from './ProposalFormSections';

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
  useLateDefaults(form, proposal ? undefined : company, companyValues, lateProposalNumber);

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
  const draftContext = () => draftFormContext(form.getValues());

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

        <ProposalClientSection />

        <ProposalDetailsSection editing={Boolean(proposal)} />

        <ProposalCompanySection />

        <FormSection title={t.scopeSection} className="sm:grid-cols-1">
          <Field name="scope" label={t.scope} optional multiline maxLength={R.termsMax} />
        </FormSection>

        <LineItemsEditor copy={SERVICES_COPY} />

        <ProposalTermsSection />
      </DocumentForm>
    </FormProvider>
  );
}
