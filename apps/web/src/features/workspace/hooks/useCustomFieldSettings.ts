import { useMutation } from '@apollo/client/react';
import { CustomFieldMessages, type CustomFieldTarget } from '@dealdraft/domain';
import { useCustomFields } from '@/features/documents/hooks/useCustomFields';
import {
  CreateCustomFieldDocument,
  CustomFieldsDocument,
  DeleteCustomFieldDocument,
  ReorderCustomFieldsDocument,
  UpdateCustomFieldDocument,
  type CustomFieldInput,
  type CustomFieldUpdateInput,
} from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

/** What a change answers: done, or the message to show where it was asked (by field). */
export type SettingResult = { ok: true } | { ok: false; message: string; field?: string };

/** The workspace's custom fields and keeping them: add, rename, print or not, reorder, delete. */
export function useCustomFieldSettings() {
  const fields = useCustomFields();
  const refetch = { refetchQueries: [CustomFieldsDocument], awaitRefetchQueries: true };
  const [create, { loading: creating }] = useMutation(CreateCustomFieldDocument, refetch);
  const [update] = useMutation(UpdateCustomFieldDocument, refetch);
  const [reorder] = useMutation(ReorderCustomFieldsDocument, refetch);
  const [remove] = useMutation(DeleteCustomFieldDocument, refetch);

  const attempt = async (run: () => Promise<unknown>, done: string): Promise<SettingResult> => {
    try {
      await run();
      notify.success(done);
      return { ok: true };
    } catch (failure) {
      const message = messageOr(failure, strings.workspace.saveFailed);
      const [named] = fieldErrorsOf(failure);
      // A taken label is a conflict (409) that still names the label: shown under it.
      const field =
        named?.field ?? (message === CustomFieldMessages.labelTaken ? 'label' : undefined);
      if (!field) notify.error(message);
      return { ok: false, message: named?.messages[0] ?? message, field };
    }
  };

  return {
    ...fields,
    creating,
    create: (input: CustomFieldInput) =>
      attempt(() => create({ variables: { input } }), CustomFieldMessages.created),
    update: (id: string, input: CustomFieldUpdateInput) =>
      attempt(() => update({ variables: { id, input } }), CustomFieldMessages.updated),
    /** Moves one field a place up (-1) or down (+1) within its target. */
    move: (target: CustomFieldTarget, id: string, by: -1 | 1) => {
      const ids = fields.of(target).map((field) => field.id);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve({ ok: true } as const);
      [ids[from], ids[to]] = [ids[to], ids[from]];
      return attempt(
        () => reorder({ variables: { input: { target, ids } } }),
        CustomFieldMessages.reordered,
      );
    },
    remove: (id: string) =>
      attempt(() => remove({ variables: { id } }), CustomFieldMessages.deleted),
  };
}
