import { useQuery } from '@apollo/client/react';
import type { CustomFieldTarget } from '@dealdraft/domain';
import { useMemo } from 'react';
import { CustomFieldsDocument, type CustomFieldsQuery } from '@/generated/graphql';

export type CustomFieldDefinition = CustomFieldsQuery['customFields'][number];

/**
 * The workspace's custom fields, in its order: every target's, and the ids the forms may send
 * (undefined until they are read).
 */
export function useCustomFields() {
  const { data, error, loading } = useQuery(CustomFieldsDocument);
  return useMemo(() => {
    const fields = data?.customFields;
    const of = (target: CustomFieldTarget) =>
      (fields ?? [])
        .filter((field) => field.target === target)
        .sort((a, b) => a.position - b.position);
    return {
      fields,
      loading,
      failed: Boolean(error && !data),
      of,
      known: fields ? new Set(fields.map((field) => field.id)) : undefined,
    };
  }, [data, error, loading]);
}
