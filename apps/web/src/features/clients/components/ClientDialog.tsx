import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormDialog, FormDialogFooter } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { ClientInput } from '@/generated/graphql';
import { useDialogForm } from '@/lib/useDialogForm';
import { strings } from '@/strings';
import type { Client } from '../hooks/useClients';
import { BLANK_CLIENT, toClientInput, toFormValues, validateClient } from '../utils/client-form';
import { CLIENT_FIELDS } from '../utils/client-fields';
import { CustomFieldRules } from '@dealdraft/domain';
import { useCustomFields } from '@/features/documents/hooks/useCustomFields';
import { customValueError, customValuesInput } from '@/features/documents/utils/custom-values';
import type { ClientFormValues } from '../utils/client-form';

/** A client custom field's value in the dialog's values: `custom:` and its id. */
const CUSTOM = 'custom:';
type DialogValues = ClientFormValues & Record<string, string>;

type ClientDialogProps = {
  open: boolean;
  /** The client being edited; null to create one. */
  client: Client | null;
  busy: boolean;
  onClose: () => void;
  /** True when the api took it: the dialog then closes. */
  onSave: (input: ClientInput) => Promise<boolean>;
  /** The field focused as it opens (a link to fix an e-invoice's check); else the name. */
  focusField?: string;
};

const t = strings.clients;

/** Create or edit a client. Documents already issued keep the details they were issued with. */
export function ClientDialog(props: ClientDialogProps) {
  return (
    <FormDialog {...props} formKey={props.client?.id ?? 'new'}>
      <ClientForm {...props} />
    </FormDialog>
  );
}

function ClientForm({ client, busy, onClose, onSave, focusField = 'name' }: ClientDialogProps) {
  const customFields = useCustomFields();
  const clientFields = customFields.of('client');
  const { values, errors, set, onSubmit } = useDialogForm<DialogValues, ClientInput>({
    initial: () => ({
      ...(client ? toFormValues(client) : BLANK_CLIENT),
      ...Object.fromEntries(
        (client?.customFields ?? []).map(({ fieldId, value }) => [`${CUSTOM}${fieldId}`, value]),
      ),
    }),
    validate: (typed) => {
      const found: Record<string, string | undefined> = { ...validateClient(typed) };
      for (const field of clientFields) {
        const error = customValueError(typed[`${CUSTOM}${field.id}`]);
        if (error) found[`${CUSTOM}${field.id}`] = error;
      }
      return found as Partial<Record<keyof DialogValues, string>>;
    },
    toInput: (typed) => ({
      ...toClientInput(typed),
      customFields: customValuesInput(
        Object.fromEntries(
          Object.entries(typed)
            .filter(([key]) => key.startsWith(CUSTOM))
            .map(([key, value]) => [key.slice(CUSTOM.length), value]),
        ),
        customFields.known,
      ),
    }),
    onSave,
    onClose,
  });

  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{client ? t.dialog.editTitle : t.dialog.newTitle}</DialogTitle>
        <DialogDescription>{t.dialog.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {CLIENT_FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            optional={field.optional}
            error={errors[field.key]}
            hint={field.note}
            className={field.wide ? 'sm:col-span-2' : undefined}
          >
            {(control) =>
              field.choices ? (
                <NativeSelect
                  {...control}
                  value={values[field.key]}
                  onChange={(event) => set(field.key)(event.target.value)}
                  choices={field.choices}
                  autoFocus={field.key === focusField}
                />
              ) : field.multiline ? (
                <Textarea
                  {...control}
                  value={values[field.key]}
                  onChange={(event) => set(field.key)(event.target.value)}
                  maxLength={field.max}
                  rows={3}
                  autoFocus={field.key === focusField}
                />
              ) : (
                <Input
                  {...control}
                  value={values[field.key]}
                  onChange={(event) => set(field.key)(event.target.value)}
                  type={field.type ?? 'text'}
                  maxLength={field.max}
                  placeholder={field.hint}
                  autoFocus={field.key === focusField}
                />
              )
            }
          </FormField>
        ))}
        {clientFields.length > 0 && (
          <h3 className="text-sm font-semibold sm:col-span-2">
            {strings.documents.customFields.section}
          </h3>
        )}
        {clientFields.map((field) => (
          <FormField
            key={field.id}
            label={field.label}
            optional
            error={errors[`${CUSTOM}${field.id}`]}
            hint={
              field.printed
                ? strings.documents.customFields.printed
                : strings.documents.customFields.internal
            }
          >
            {(control) => (
              <Input
                {...control}
                value={values[`${CUSTOM}${field.id}`] ?? ''}
                onChange={(event) => set(`${CUSTOM}${field.id}`)(event.target.value)}
                maxLength={CustomFieldRules.valueMax}
              />
            )}
          </FormField>
        ))}
        <FormDialogFooter
          busy={busy}
          submitLabel={client ? t.dialog.saveClient : t.dialog.createClient}
          className="sm:col-span-2"
        />
      </form>
    </DialogContent>
  );
}
