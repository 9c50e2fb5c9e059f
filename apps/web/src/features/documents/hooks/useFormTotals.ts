import type { DocumentTotals } from '@dealdraft/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LineItemsFormValues } from '../utils/line-items';
import { previewTotals } from '../utils/money-form';
import { useDocumentTaxRates } from './useDocumentTaxRates';
import { useSenderProfile } from './useSenderProfile';

/**
 * The surrounding document form's totals as the api will compute them on save, in its currency
 * (the workspace's while the form names none), with the workspace's rounding.
 */
export function useFormTotals(): {
  values: LineItemsFormValues;
  currency: string;
  totals: DocumentTotals;
} {
  const { control } = useFormContext<LineItemsFormValues>();
  const values = useWatch({ control }) as LineItemsFormValues;
  const profile = useSenderProfile();
  const taxRates = useDocumentTaxRates();
  const currency = values.currency || profile?.currency || 'USD';
  const totals = previewTotals(
    { ...values, lines: values.lines ?? [] },
    currency,
    taxRates,
    profile && {
      scope: profile.roundingScope === 'line' ? 'line' : 'total',
      method: profile.roundingMethod === 'half-even' ? 'half-even' : 'half-up',
    },
  );
  return { values, currency, totals };
}
