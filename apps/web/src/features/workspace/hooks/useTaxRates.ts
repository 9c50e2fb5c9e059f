import { useMutation, useQuery } from '@apollo/client/react';
import { TaxRateMessages, type FieldError } from '@dealdraft/domain';
import {
  type TaxRateInput,
  CreateTaxRateDocument,
  DeleteTaxRateDocument,
  SetTaxRateArchivedDocument,
  TaxRatesDocument,
  type TaxRatesQuery,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

export type TaxRateRow = TaxRatesQuery['taxRates'][number];

/** The workspace's tax rates (archived ones too, listed last) and keeping them. */
export function useTaxRates() {
  const { data, error } = useQuery(TaxRatesDocument, { variables: { includeArchived: true } });
  const refetch = { refetchQueries: [TaxRatesDocument], awaitRefetchQueries: true };
  const [create, { loading: creating }] = useMutation(CreateTaxRateDocument, refetch);
  const [archive] = useMutation(SetTaxRateArchivedDocument, refetch);
  const [remove] = useMutation(DeleteTaxRateDocument, refetch);

  const attempt = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
      return { ok: true, fieldErrors: [] as FieldError[] };
    } catch (failure) {
      notify.error(messageOr(failure, strings.workspace.saveFailed));
      return { ok: false, fieldErrors: fieldErrorsOf(failure) };
    }
  };

  return {
    rates: data?.taxRates,
    failed: Boolean(error && !data),
    creating,
    create: (input: TaxRateInput) =>
      attempt(() => create({ variables: { input } }), TaxRateMessages.created),
    setArchived: (id: string, archived: boolean) =>
      attempt(
        () => archive({ variables: { id, archived } }),
        archived ? TaxRateMessages.archived : TaxRateMessages.restored,
      ),
    remove: (id: string) => attempt(() => remove({ variables: { id } }), TaxRateMessages.deleted),
  };
}
