import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@/lib/toast';

/** The query parameter that names the record whose form a list screen opens on arrival. */
export const EDIT_PARAM = 'edit';

/**
 * Opens the edit form for `?edit=<id>` (how the top-bar search opens a match), then drops the
 * parameter so closing the form, reloading or going back does not open it again. A record that
 * is gone, or not the user's, gets the spec's not-found toast instead.
 */
export function useEditFromLink<T>(
  load: (id: string) => Promise<T | undefined>,
  openEdit: (record: T) => void,
  notFoundMessage: string,
): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(EDIT_PARAM);
  // The latest callbacks, without making the effect re-run when a parent re-renders.
  const latest = useRef({ load, openEdit });
  latest.current = { load, openEdit };

  useEffect(() => {
    if (!id) return;
    let current = true;
    void latest.current
      .load(id)
      .catch(() => undefined)
      .then((record) => {
        if (!current) return;
        if (record) latest.current.openEdit(record);
        else notify.error(notFoundMessage);
        setParams(
          (next) => {
            next.delete(EDIT_PARAM);
            return next;
          },
          { replace: true },
        );
      });
    return () => {
      current = false;
    };
  }, [id, notFoundMessage, setParams]);
}
