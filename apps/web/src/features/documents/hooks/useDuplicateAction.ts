import { useState } from 'react';
import { withToasts, type MutationResult } from '../utils/mutation-toasts';

export type DuplicateAction = {
  run: (item: { id: string }) => Promise<MutationResult>;
  /** The document being copied, if any. */
  busyId: string | null;
};

/** A list row's Duplicate: runs the feature's mutation with its toasts, one row busy at a time. */
export function useDuplicateAction(
  mutate: (id: string) => Promise<unknown>,
  messages: { success: string; failure: string },
): DuplicateAction {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async ({ id }: { id: string }) => {
    setBusyId(id);
    try {
      return await withToasts(() => mutate(id), messages);
    } finally {
      setBusyId(null);
    }
  };
  return { run, busyId };
}
