import { useFormContext, useWatch } from 'react-hook-form';
import type { LineItemsFormValues } from '../utils/line-items';
import { useSenderProfile } from './useSenderProfile';

/**
 * The currency of the surrounding document form: the document's own, or the workspace's while
 * the form names none. Undefined only while neither is known yet (the profile is loading).
 */
export function useFormCurrency(): string | undefined {
  const { control } = useFormContext<LineItemsFormValues>();
  const currency = useWatch({ control, name: 'currency' });
  const profile = useSenderProfile();
  return currency || profile?.currency || undefined;
}
