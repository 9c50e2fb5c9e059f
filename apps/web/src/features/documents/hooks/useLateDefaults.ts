import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills a new document's form with defaults that arrive after it opened: the sender's details
 * come from a query that may still be in flight when the user presses Create. Only fields the
 * user has neither typed in nor filled otherwise (an AI draft) take the late value. `overrides`
 * name the fields whose opening value was only a stand-in for the late one (the number of a
 * workspace that turns out to have a numbering pattern): they take it unless the user typed.
 */
export function useLateDefaults<Values extends FieldValues, Output, Source>(
  form: UseFormReturn<Values, unknown, Output>,
  source: Source | undefined,
  toValues: (source: Source) => Partial<Values>,
  overrides?: (source: Source) => Partial<Values>,
): void {
  useEffect(() => {
    if (source === undefined) return;
    for (const [name, value] of Object.entries(toValues(source))) {
      const path = name as Path<Values>;
      if (form.getFieldState(path).isDirty || form.getValues(path)) continue;
      form.setValue(path, value as PathValue<Values, Path<Values>>);
    }
    for (const [name, value] of Object.entries(overrides?.(source) ?? {})) {
      const path = name as Path<Values>;
      if (form.getFieldState(path).isDirty) continue;
      form.setValue(path, value as PathValue<Values, Path<Values>>);
    }
  }, [form, source, toValues, overrides]);
}
