import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { BrandingMessages, type FieldError } from '@dealdraft/domain';
import { useState } from 'react';
import {
  RemoveWorkspaceLogoDocument,
  UpdateWorkspaceBrandDocument,
  WorkspaceBrandDocument,
  type BrandFieldsFragment,
  type UpdateBrandInput,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

export type Brand = BrandFieldsFragment;

const t = strings.brand;
const M = BrandingMessages;
const refetchQueries = [WorkspaceBrandDocument];

/** The active workspace's brand: what the top bar shows and the settings card edits. */
export function useWorkspaceBrand() {
  const { data, loading, error } = useQuery(WorkspaceBrandDocument);
  return {
    workspace: data?.workspace ?? null,
    brand: data?.workspace.brand ?? null,
    loading,
    failed: Boolean(error),
  };
}

/** A refused logo upload's message ("logo: …" without the field) for the field's error line. */
export class LogoUploadError extends Error {}

/** PUT /api/workspace/logo with the file as the body: the api reads what it is. */
async function putLogo(file: Blob): Promise<void> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch('/api/workspace/logo', {
      method: 'PUT',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new LogoUploadError(t.uploadFailed);
  }
  // Read to its end either way: an unread body keeps the request open.
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: { errors?: { field: string; message: string }[] };
  };
  if (response.ok) return;
  const refusal = body.data?.errors?.find((e) => e.field === 'logo');
  throw new LogoUploadError(refusal?.message ?? body.message ?? t.uploadFailed);
}

/** Saving the colour and font, uploading and removing the logo (owners and admins). */
export function useBrandActions() {
  const [update, { loading: saving }] = useMutation(UpdateWorkspaceBrandDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [remove, { loading: removing }] = useMutation(RemoveWorkspaceLogoDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);

  const save = async (input: UpdateBrandInput): Promise<FieldError[]> => {
    try {
      await update({ variables: { input } });
      notify.success(M.updated);
      return [];
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.length === 0) notify.error(messageOr(failure, t.saveFailed));
      return fields;
    }
  };

  /** Resolves to the refusal's message, or null once stored. */
  const upload = async (file: File): Promise<string | null> => {
    setUploading(true);
    try {
      await putLogo(file);
      await client.refetchQueries({ include: refetchQueries });
      notify.success(M.logoUpdated);
      return null;
    } catch (failure) {
      return failure instanceof Error && failure.message ? failure.message : t.uploadFailed;
    } finally {
      setUploading(false);
    }
  };

  const removeLogo = async (): Promise<void> => {
    try {
      await remove();
      notify.success(M.logoRemoved);
    } catch (failure) {
      notify.error(messageOr(failure, t.removeFailed));
    }
  };

  return { save, saving, upload, uploading, removeLogo, removing };
}
