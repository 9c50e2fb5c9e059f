import { useMutation, useQuery } from '@apollo/client/react';
import { WorkspaceMessages } from '@dealdraft/domain';
import {
  UpdateWorkspaceDocument,
  WorkspaceDocument,
  type UpdateWorkspaceInput,
  type WorkspaceQuery,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import type { FieldError } from '@dealdraft/domain';
import { strings } from '@/strings';

export type Workspace = WorkspaceQuery['workspace'];

export type WorkspaceState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; workspace: Workspace };

/** The active workspace's profile, and saving it (owner/admin). */
export function useWorkspaceSettings() {
  const { data, loading, error } = useQuery(WorkspaceDocument);
  const [update, { loading: saving }] = useMutation(UpdateWorkspaceDocument);

  const state: WorkspaceState =
    loading && !data
      ? { status: 'loading' }
      : error || !data?.workspace
        ? { status: 'error' }
        : { status: 'ready', workspace: data.workspace };

  /** Resolves to the failing fields (empty on success, or when the api named none). */
  const save = async (
    input: UpdateWorkspaceInput,
  ): Promise<{ ok: boolean; fieldErrors: FieldError[] }> => {
    try {
      await update({ variables: { input } });
      notify.success(WorkspaceMessages.updated);
      return { ok: true, fieldErrors: [] };
    } catch (failure) {
      notify.error(messageOr(failure, strings.workspace.saveFailed));
      return { ok: false, fieldErrors: fieldErrorsOf(failure) };
    }
  };

  return { state, saving, save };
}
