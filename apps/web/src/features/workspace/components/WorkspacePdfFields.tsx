import { DOCUMENT_LAYOUTS } from '@dealdraft/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import type { WorkspaceFormValues } from '../utils/workspace-form';

const d = strings.documentStyle;

const LAYOUT_CHOICES = DOCUMENT_LAYOUTS.map((value) => ({ value, label: d.layouts[value] }));

type WorkspacePdfFieldsProps = {
  form: UseFormReturn<WorkspaceFormValues>;
  /** False for a member, who reads the settings. */
  editable: boolean;
};

/**
 * Documents: the PDF layout, the footer text and the payment instructions. The font is the
 * brand's (the Brand card): one field in two forms would save one form's stale value over the
 * other's.
 */
export function WorkspacePdfFields({ form, editable }: WorkspacePdfFieldsProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className="grid gap-5 border-t pt-5 sm:col-span-2 sm:grid-cols-2 sm:items-start"
    >
      <legend className="float-left w-full">
        <span id={`${id}-title`} className="block text-base font-semibold">
          {d.title}
        </span>
        <span id={`${id}-hint`} className="mt-1 block text-xs font-normal text-muted-foreground">
          {d.hint}
        </span>
      </legend>
      {/* The legend takes the first cell: the layout starts the next row. */}
      <FormField
        label={d.layoutLabel}
        error={errors.documentLayout?.message}
        hint={d.layoutHint}
        className="sm:col-start-1"
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register('documentLayout')}
            disabled={!editable}
            choices={LAYOUT_CHOICES}
          />
        )}
      </FormField>
      <FormField
        label={d.footerLabel}
        optional
        error={errors.documentFooter?.message}
        hint={d.footerHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea {...control} {...register('documentFooter')} readOnly={!editable} rows={2} />
        )}
      </FormField>
      <FormField
        label={d.paymentInstructionsLabel}
        optional
        error={errors.paymentInstructions?.message}
        hint={d.paymentInstructionsHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('paymentInstructions')}
            readOnly={!editable}
            rows={3}
          />
        )}
      </FormField>
    </fieldset>
  );
}
