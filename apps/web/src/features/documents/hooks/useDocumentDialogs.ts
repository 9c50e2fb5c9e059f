import { useState } from 'react';
import type { MutationResult } from '../utils/mutation-toasts';

export type DocumentDialogs<T> = {
  formOpen: boolean;
  /** The record the form edits; undefined while it creates one. */
  editing: T | undefined;
  openCreate: () => void;
  openEdit: (item: T) => void;
  closeForm: () => void;
  /** The record the delete confirmation is about. */
  deleting: T | null;
  askDelete: (item: T) => void;
  cancelDelete: () => void;
  /** Deletes the record asked about; on failure the dialog stays, to retry or cancel. */
  confirmDelete: () => Promise<void>;
};

/**
 * Which record a list screen's dialogs are about: the form (creating, or editing one) and the
 * delete confirmation. Closing either clears its record (spec §4).
 */
export function useDocumentDialogs<T extends { id: string }>(
  remove: (id: string) => Promise<MutationResult>,
): DocumentDialogs<T> {
  // null: the form is closed; { editing: undefined }: it is creating.
  const [form, setForm] = useState<{ editing?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  return {
    formOpen: form !== null,
    editing: form?.editing,
    openCreate: () => setForm({}),
    openEdit: (item: T) => setForm({ editing: item }),
    closeForm: () => setForm(null),

    deleting,
    askDelete: (item: T) => setDeleting(item),
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      const { ok } = await remove(deleting.id);
      if (ok) setDeleting(null);
    },
  };
}
