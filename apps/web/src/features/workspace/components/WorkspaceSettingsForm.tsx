import {
  WorkspaceMessages,
  canManageBilling,
  canManageWorkspace,
  formatDocumentNumber,
  numberPatternError,
  todayIso,
} from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { Textarea } from '@/components/ui/Textarea';
import { CURRENCY_CHOICES, LANGUAGE_CHOICES } from '@/lib/document-choices';
import { strings } from '@/strings';
import { useWorkspaceSettings, type Workspace } from '../hooks/useWorkspaceSettings';
import { DeleteWorkspaceCard } from './DeleteWorkspaceCard';
import { PaymentAccountCard } from './PaymentAccountCard';
import { TaxRatesCard } from './TaxRatesCard';

const t = strings.workspace.settings;
const c = strings.common;

/** Deleting is the owner's, like billing; so is the Stripe account clients pay into. */
const canDeleteWorkspace = canManageBilling;
const canConnectPayments = canManageBilling;

/** Empty, or a pattern the api will take (the same parser decides). */
const numberPattern = z.string().refine(
  (value) => !value.trim() || numberPatternError(value.trim()) === null,
  (value) => ({ message: numberPatternError(value.trim()) ?? '' }),
);

const schema = z.object({
  name: z.string().trim().min(1, WorkspaceMessages.nameRequired),
  address: z.string(),
  email: z.string().trim().email(strings.workspace.invalidEmail).or(z.literal('')),
  phone: z.string(),
  taxNumber: z.string(),
  paymentTerms: z.string(),
  invoiceOnAccept: z.boolean(),
  proposalNumberPattern: numberPattern,
  invoiceNumberPattern: numberPattern,
  currency: z.string(),
  language: z.string(),
  rounding: z.string(),
});
type Values = z.infer<typeof schema>;

const FIELDS = [
  'address',
  'email',
  'phone',
  'taxNumber',
  'paymentTerms',
  'proposalNumberPattern',
  'invoiceNumberPattern',
] as const;

function valuesOf(workspace: Workspace): Values {
  return {
    name: workspace.name,
    address: workspace.address ?? '',
    email: workspace.email ?? '',
    phone: workspace.phone ?? '',
    taxNumber: workspace.taxNumber ?? '',
    paymentTerms: workspace.paymentTerms ?? '',
    invoiceOnAccept: workspace.invoiceOnAccept,
    proposalNumberPattern: workspace.proposalNumberPattern ?? '',
    invoiceNumberPattern: workspace.invoiceNumberPattern ?? '',
    currency: workspace.currency,
    language: workspace.language,
    rounding: `${workspace.roundingScope}:${workspace.roundingMethod}`,
  };
}

/** The rounding rule as one choice: where taxes are rounded, and how halves go. */
const ROUNDING_CHOICES = [
  { value: 'total:half-up', label: t.rounding.totalHalfUp },
  { value: 'total:half-even', label: t.rounding.totalHalfEven },
  { value: 'line:half-up', label: t.rounding.lineHalfUp },
  { value: 'line:half-even', label: t.rounding.lineHalfEven },
];

/** What the next number would look like, for the hint under a pattern field. */
function example(pattern: string, fallback: string): string {
  const trimmed = pattern.trim();
  if (!trimmed) return t.numberedByDefault(fallback);
  if (numberPatternError(trimmed)) return '';
  return t.firstNumber(formatDocumentNumber(trimmed, 1, todayIso()));
}

/** Empty optional fields are cleared (null), not saved as empty text. */
function inputOf(values: Values) {
  const input = { name: values.name.trim() } as Record<string, string | null>;
  for (const field of FIELDS) input[field] = values[field].trim() || null;
  const [roundingScope, roundingMethod] = values.rounding.split(':');
  return {
    ...(input as { name: string } & Record<(typeof FIELDS)[number], string | null>),
    invoiceOnAccept: values.invoiceOnAccept,
    currency: values.currency,
    language: values.language,
    roundingScope,
    roundingMethod,
  };
}

/** /workspace: the business's profile; read-only for a member. */
export function WorkspaceSettingsForm() {
  const { state, save } = useWorkspaceSettings();
  switch (state.status) {
    case 'loading':
      return (
        <div className="grid place-items-center py-24">
          <Spinner label={t.loading} className="size-8" />
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={strings.workspace.loadFailed} />;
    case 'ready':
      return (
        <div className="grid gap-6">
          <SettingsCard workspace={state.workspace} save={save} />
          <TaxRatesCard editable={canManageWorkspace(state.workspace.role)} />
          {canConnectPayments(state.workspace.role) && <PaymentAccountCard />}
          {canDeleteWorkspace(state.workspace.role) && (
            <DeleteWorkspaceCard name={state.workspace.name} />
          )}
        </div>
      );
  }
}

type SettingsCardProps = {
  workspace: Workspace;
  save: ReturnType<typeof useWorkspaceSettings>['save'];
};

function SettingsCard({ workspace, save }: SettingsCardProps) {
  const editable = canManageWorkspace(workspace.role);
  const {
    register,
    watch,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(workspace) });

  // After a save (or a refetch) the form shows what the api stored.
  useEffect(() => reset(valuesOf(workspace)), [workspace, reset]);

  const onSubmit = async (values: Values) => {
    const { fieldErrors } = await save(inputOf(values));
    for (const { field, messages } of fieldErrors) {
      if (['name', 'currency', 'language', ...FIELDS].includes(field)) {
        setError(field as keyof Values, { type: 'server', message: messages[0] });
      }
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{editable ? t.description : t.readOnly}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
          <FormField label={t.nameLabel} error={errors.name?.message} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                {...register('name')}
                readOnly={!editable}
                autoComplete="organization"
              />
            )}
          </FormField>
          <FormField
            label={c.address}
            optional
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea {...control} {...register('address')} readOnly={!editable} rows={3} />
            )}
          </FormField>
          <FormField label={c.email} optional error={errors.email?.message}>
            {(control) => (
              <Input {...control} {...register('email')} type="email" readOnly={!editable} />
            )}
          </FormField>
          <FormField label={c.phone} optional error={errors.phone?.message}>
            {(control) => (
              <Input {...control} {...register('phone')} type="tel" readOnly={!editable} />
            )}
          </FormField>
          <FormField label={t.taxNumberLabel} optional error={errors.taxNumber?.message}>
            {(control) => <Input {...control} {...register('taxNumber')} readOnly={!editable} />}
          </FormField>
          <FormField label={t.paymentTermsLabel} optional error={errors.paymentTerms?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('paymentTerms')}
                readOnly={!editable}
                placeholder={t.paymentTermsPlaceholder}
              />
            )}
          </FormField>
          <FormField
            label={t.proposalNumbersLabel}
            optional
            error={errors.proposalNumberPattern?.message}
            hint={example(watch('proposalNumberPattern'), 'PROP-{timestamp}')}
          >
            {(control) => (
              <Input
                {...control}
                {...register('proposalNumberPattern')}
                readOnly={!editable}
                placeholder={t.proposalNumbersPlaceholder}
              />
            )}
          </FormField>
          <FormField
            label={t.invoiceNumbersLabel}
            optional
            error={errors.invoiceNumberPattern?.message}
            hint={example(watch('invoiceNumberPattern'), 'INV-{timestamp}')}
          >
            {(control) => (
              <Input
                {...control}
                {...register('invoiceNumberPattern')}
                readOnly={!editable}
                placeholder={t.invoiceNumbersPlaceholder}
              />
            )}
          </FormField>
          <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{t.patternHelp}</p>
          <FormField label={t.currencyLabel} error={errors.currency?.message} hint={t.currencyHint}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register('currency')}
                disabled={!editable}
                choices={CURRENCY_CHOICES}
              />
            )}
          </FormField>
          <FormField label={t.languageLabel} error={errors.language?.message} hint={t.languageHint}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register('language')}
                disabled={!editable}
                choices={LANGUAGE_CHOICES}
              />
            )}
          </FormField>
          <FormField label={t.roundingLabel} className="sm:col-span-2" hint={t.roundingHint}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register('rounding')}
                disabled={!editable}
                choices={ROUNDING_CHOICES}
              />
            )}
          </FormField>
          <label className="flex items-start gap-3 text-sm sm:col-span-2">
            <input
              type="checkbox"
              {...register('invoiceOnAccept')}
              disabled={!editable}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{t.invoiceOnAccept}</span>
              <span className="block text-muted-foreground">{t.invoiceOnAcceptHint}</span>
            </span>
          </label>
          {editable && (
            <SubmitButton busy={isSubmitting} busyLabel={c.saving} className="sm:w-fit">
              {t.saveChanges}
            </SubmitButton>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
