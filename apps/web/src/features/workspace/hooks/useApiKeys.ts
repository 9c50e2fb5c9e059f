import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeysQuery,
  type CreateApiKeyInput,
} from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.workspace.toasts;

export type ApiKey = ApiKeysQuery['apiKeys'][number];

/** The workspace's API keys: list, create (its secret comes back once), revoke. */
export function useApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysDocument);
  const refetch = { refetchQueries: [ApiKeysDocument], awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateApiKeyDocument, refetch);
  const [revokeMutation] = useMutation(RevokeApiKeyDocument, refetch);

  /** The secret, or null when the api refused (its message is toasted). */
  const create = async (input: CreateApiKeyInput): Promise<string | null> => {
    try {
      const { data: created } = await createMutation({ variables: { input } });
      if (!created) throw new Error('createApiKey returned no data');
      notify.success(t.keyCreated);
      return created.createApiKey.secret;
    } catch (failure) {
      notify.error(messageOr(failure, t.keyCreateFailed));
      return null;
    }
  };

  const revoke = async (id: string): Promise<boolean> => {
    try {
      await revokeMutation({ variables: { id } });
      notify.success(t.keyRevoked);
      return true;
    } catch (failure) {
      notify.error(messageOr(failure, strings.common.somethingWentWrong));
      return false;
    }
  };

  return {
    apiKeys: data?.apiKeys,
    loading: loading && !data,
    failed: Boolean(error && !data),
    creating,
    create,
    revoke,
  };
}
