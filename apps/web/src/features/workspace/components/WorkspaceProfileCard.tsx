import { canManageWorkspace } from '@dealdraft/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import { useWorkspaceSettings, type Workspace } from '../hooks/useWorkspaceSettings';
import {
  inputOf,
  TEXT_FIELDS,
  valuesOf,
  workspaceFormSchema,
  type WorkspaceFormValues,
} from '../utils/workspace-form';
import { WorkspaceDocumentFields } from './WorkspaceDocumentFields';
import { WorkspacePdfFields } from './WorkspacePdfFields';
import { WorkspaceAddressFields, WorkspaceBankFields } from './WorkspaceEInvoiceFields';

const t = strings.workspace.settings;
const c = strings.common;

type WorkspaceProfileCardProps = {
  workspace: Workspace;
  save: ReturnType<typeof useWorkspaceSettings>['save'];
};

/** The business's name, contact details and document defaults; read-only for a member. */
export function WorkspaceProfileCard({ workspace, save }: WorkspaceProfileCardProps) {
  const editable = canManageWorkspace(workspace.role);
  const form = useForm<WorkspaceFormValues>({
    resolver: zodResolver(workspaceFormSchema),
    defaultValues: valuesOf(workspace),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  // After a save (or a refetch) the form shows what the api stored.
  useEffect(() => reset(valuesOf(workspace)), [workspace, reset]);

  const onSubmit = async (values: WorkspaceFormValues) => {
    const { fieldErrors } = await save(inputOf(values));
    for (const { field, messages } of fieldErrors) {
      if (
        [
          'name',
          'currency',
          'language',
          'eInvoiceFormat',
          'documentLayout',
          ...TEXT_FIELDS,
        ].includes(field)
      ) {
        setError(field as keyof WorkspaceFormValues, { type: 'server', message: messages[0] });
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
          <WorkspaceAddressFields form={form} editable={editable} />
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
          <WorkspaceDocumentFields form={form} editable={editable} />
          <WorkspaceBankFields form={form} editable={editable} />
          <WorkspacePdfFields form={form} editable={editable} />
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
