import { useMutation } from '@apollo/client/react';
import { CreditNoteMessages } from '@dealdraft/domain';
import { useState } from 'react';
import { SendCreditNoteDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { fetchFile, saveFile } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import type { CreditNote } from './useInvoiceCreditNotes';

const t = strings.invoices.payments.creditNotes;

/** Saved as {creditNoteNumber}.pdf, like an invoice's. */
export const creditNotePdfFilename = ({ creditNoteNumber }: Pick<CreditNote, 'creditNoteNumber'>) =>
  `${creditNoteNumber}.pdf`;

/**
 * A credit note's PDF (downloaded with the session, from `/api/credit-notes/:id/pdf`) and its
 * e-mail to the client; both need a paid plan, and the api's refusal is what the toast says.
 */
export function useCreditNoteActions() {
  const [sendMutation] = useMutation(SendCreditNoteDocument);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (note: CreditNote, action: () => Promise<void>) => {
    setBusyId(note.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const download = (note: CreditNote) =>
    run(note, async () => {
      try {
        const pdf = await fetchFile(`/api/credit-notes/${note.id}/pdf`, session.token());
        saveFile(pdf, creditNotePdfFilename(note));
        notify.success(t.downloaded);
      } catch (error) {
        notify.error(messageOr(error, t.downloadFailed));
      }
    });

  const send = (note: CreditNote) =>
    run(note, async () => {
      try {
        // The answer (sendStatus queued) updates the note in the cache.
        await sendMutation({ variables: { id: note.id } });
        notify.success(CreditNoteMessages.queued);
      } catch (error) {
        notify.error(messageOr(error, t.sendFailed));
      }
    });

  return { download, send, busyId };
}
