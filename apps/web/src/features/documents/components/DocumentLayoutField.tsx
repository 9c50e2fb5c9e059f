import { useQuery } from '@apollo/client/react';
import { DOCUMENT_LAYOUTS, isDocumentLayout } from '@dealdraft/domain';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { WorkspaceDocument } from '@/generated/graphql';
import { strings } from '@/strings';

const d = strings.documentStyle;
const LAYOUT_CHOICES = DOCUMENT_LAYOUTS.map((value) => ({ value, label: d.layouts[value] }));

/**
 * The PDF layout of a proposal or invoice: empty is the workspace's (named, from the settings the
 * app has already read), or one of the three.
 */
export function DocumentLayoutField() {
  const { register } = useFormContext<{ layout: string }>();
  const { data } = useQuery(WorkspaceDocument, { fetchPolicy: 'cache-first' });
  const own = data?.workspace.documentLayout;
  const workspaceLayout = isDocumentLayout(own) ? own : 'classic';
  return (
    <FormField label={d.layoutLabel}>
      {(control) => (
        <NativeSelect {...control} {...register('layout')} choices={LAYOUT_CHOICES}>
          <option value="">{d.workspaceDefault(d.layouts[workspaceLayout])}</option>
        </NativeSelect>
      )}
    </FormField>
  );
}
