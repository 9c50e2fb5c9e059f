import {
  CUSTOM_FIELD_TARGETS,
  CustomFieldRules,
  DocumentMessages,
  Messages,
  type CustomFieldTarget,
} from '@dealdraft/domain';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Spinner } from '@/components/ui/Spinner';
import type { CustomFieldDefinition } from '@/features/documents/hooks/useCustomFields';
import { strings } from '@/strings';
import { useCustomFieldSettings } from '../hooks/useCustomFieldSettings';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';

const t = strings.workspace.customFields;
const TARGET_CHOICES = CUSTOM_FIELD_TARGETS.map((target) => ({
  value: target,
  label: t.targets[target],
}));

/** The form's check of a label, the api's rules and messages. */
function labelError(label: string): string | undefined {
  const trimmed = label.trim();
  if (!trimmed) return Messages.validation.required;
  if (trimmed.length > CustomFieldRules.labelMax)
    return DocumentMessages.tooLong(CustomFieldRules.labelMax);
  return undefined;
}

/**
 * /workspace: the fields the workspace keeps on its clients, documents and lines. Anyone sees
 * them; owners and admins add, rename, print or not, reorder and delete them.
 */
export function CustomFieldsCard({ editable }: { editable: boolean }) {
  const settings = useCustomFieldSettings();
  const [label, setLabel] = useState('');
  const [target, setTarget] = useState<CustomFieldTarget>('client');
  const [printed, setPrinted] = useState(true);
  const [error, setError] = useState<string>();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = labelError(label);
    setError(refusal);
    if (refusal) return;
    const result = await settings.create({ label: label.trim(), target, printed });
    if (result.ok) {
      setLabel('');
      setPrinted(true);
    } else if (result.field) setError(result.message);
  };

  const askDelete = (field: CustomFieldDefinition) =>
    setConfirmation({
      title: t.deleteTitle,
      text: t.deleteBody(field.label),
      action: t.deleteConfirm,
      run: async () => (await settings.remove(field.id)).ok,
    });

  return (
    <Card id="custom-fields">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {settings.failed ? (
          <p className="text-sm text-destructive">{t.loadFailed}</p>
        ) : !settings.fields ? (
          <Spinner label={t.loading} className="size-5" />
        ) : (
          <div className="grid gap-4">
            {CUSTOM_FIELD_TARGETS.map((group) => (
              <TargetList
                key={group}
                target={group}
                fields={settings.of(group)}
                editable={editable}
                onRename={(field, next) => settings.update(field.id, { label: next })}
                onPrinted={(field, next) => void settings.update(field.id, { printed: next })}
                onMove={(field, by) => void settings.move(group, field.id, by)}
                onDelete={askDelete}
              />
            ))}
          </div>
        )}
        {editable && (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-3 sm:grid-cols-[1fr_12rem] lg:grid-cols-[1fr_12rem_auto_auto] lg:items-start"
          >
            <FormField label={t.labelLabel} error={error}>
              {(control) => (
                <Input
                  {...control}
                  value={label}
                  maxLength={CustomFieldRules.labelMax + 10}
                  onChange={(event) => {
                    setLabel(event.target.value);
                    setError(undefined);
                  }}
                  placeholder={t.labelPlaceholder}
                />
              )}
            </FormField>
            <FormField label={t.targetLabel}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={target}
                  onChange={(event) => setTarget(event.target.value as CustomFieldTarget)}
                  choices={TARGET_CHOICES}
                />
              )}
            </FormField>
            <label className="flex items-center gap-2 text-sm lg:mt-7 lg:h-9">
              <input
                type="checkbox"
                checked={printed}
                onChange={(event) => setPrinted(event.target.checked)}
                className="size-4 accent-primary"
              />
              {t.printedLabel}
            </label>
            <Button
              type="submit"
              disabled={settings.creating}
              className="justify-self-start lg:mt-7"
            >
              {settings.creating ? (
                <Spinner label={t.adding} className="size-4" />
              ) : (
                <PlusIcon aria-hidden />
              )}
              {t.add}
            </Button>
          </form>
        )}
      </CardContent>
      <ConfirmActionDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}

type TargetListProps = {
  target: CustomFieldTarget;
  fields: CustomFieldDefinition[];
  editable: boolean;
  onRename: (
    field: CustomFieldDefinition,
    label: string,
  ) => Promise<{ ok: boolean; message?: string }>;
  onPrinted: (field: CustomFieldDefinition, printed: boolean) => void;
  onMove: (field: CustomFieldDefinition, by: -1 | 1) => void;
  onDelete: (field: CustomFieldDefinition) => void;
};

/** One target's fields, in the order documents print them. */
function TargetList({ target, fields, editable, ...actions }: TargetListProps) {
  return (
    <section className="grid content-start gap-2" aria-label={t.targets[target]}>
      <h3 className="text-sm font-semibold">{t.targets[target]}</h3>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {fields.map((field, index) => (
            <FieldRow
              key={field.id}
              field={field}
              editable={editable}
              first={index === 0}
              last={index === fields.length - 1}
              {...actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FieldRow({
  field,
  editable,
  first,
  last,
  onRename,
  onPrinted,
  onMove,
  onDelete,
}: Omit<TargetListProps, 'target' | 'fields'> & {
  field: CustomFieldDefinition;
  first: boolean;
  last: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(field.label);
  const [error, setError] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = labelError(draft);
    setError(refusal);
    if (refusal) return;
    const result = await onRename(field, draft.trim());
    if (result.ok) setRenaming(false);
    else setError(result.message);
  };

  if (renaming)
    return (
      <li className="px-3 py-2">
        <form noValidate onSubmit={(event) => void save(event)} className="grid gap-2">
          <FormField label={t.newLabel(field.label)} error={error}>
            {(control) => (
              <Input
                {...control}
                value={draft}
                autoFocus
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              {t.save}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setRenaming(false);
                setDraft(field.label);
                setError(undefined);
              }}
            >
              {t.cancel}
            </Button>
          </div>
        </form>
      </li>
    );

  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1 font-medium break-words">{field.label}</span>
      {editable ? (
        <label className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <input
            type="checkbox"
            checked={field.printed}
            aria-label={t.printedToggle(field.label)}
            onChange={(event) => onPrinted(field, event.target.checked)}
            className="size-4 accent-primary"
          />
          {t.printed}
        </label>
      ) : (
        <Badge variant="secondary">{field.printed ? t.printed : t.internal}</Badge>
      )}
      {editable && (
        <span className="flex">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t.moveUp(field.label)}
            disabled={first}
            onClick={() => onMove(field, -1)}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t.moveDown(field.label)}
            disabled={last}
            onClick={() => onMove(field, 1)}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t.renameLabel(field.label)}
            onClick={() => setRenaming(true)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-destructive/10 hover:text-destructive"
            aria-label={t.deleteLabel(field.label)}
            onClick={() => onDelete(field)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </span>
      )}
    </li>
  );
}
