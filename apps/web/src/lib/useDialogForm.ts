import { useState, type FormEvent } from 'react';

type DialogFormOptions<Values, Input> = {
  initial: () => Values;
  /** The errors to show under the fields; none lets the save go ahead. */
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  toInput: (values: Values) => Input;
  /** True when the api took it: the dialog then closes. */
  onSave: (input: Input) => Promise<boolean>;
  onClose: () => void;
};

/**
 * A create/edit dialog's text fields: the values as typed, the errors found on Save, and Save,
 * which checks here first and closes the dialog once the api has taken the record.
 */
export function useDialogForm<Values extends Record<string, string>, Input>({
  initial,
  validate,
  toInput,
  onSave,
  onClose,
}: DialogFormOptions<Values, Input>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(toInput(values))) onClose();
  };

  return { values, errors, set, onSubmit };
}
