import { useMutation } from '@apollo/client/react';
import { DraftMessages } from '@dealdraft/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DraftProposalDocument, type DraftBriefInput } from '@/generated/graphql';
import { session } from '@/lib/session';
import { DraftRefusedError, streamDraft, type DraftResult } from '../utils/draft-stream';

export type DraftState =
  | { status: 'idle' }
  | { status: 'drafting'; text: string }
  | { status: 'done'; text: string; result: DraftResult }
  | { status: 'failed'; text: string; message: string };

/**
 * Drafts a proposal from a brief, streaming the text as it is written. When the stream itself
 * breaks (a proxy that buffers or cuts it), the same draft is asked for once over GraphQL.
 * Nothing is saved: the caller puts the result into the form.
 */
export function useDraftProposal() {
  const [state, setState] = useState<DraftState>({ status: 'idle' });
  const [draftOverGraphql] = useMutation(DraftProposalDocument);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(
    async (brief: DraftBriefInput): Promise<DraftResult | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let text = '';
      setState({ status: 'drafting', text });
      try {
        let result: DraftResult;
        try {
          result = await streamDraft(
            brief,
            session.token(),
            (piece) => {
              text += piece;
              setState({ status: 'drafting', text });
            },
            controller.signal,
          );
        } catch (error) {
          if (error instanceof DraftRefusedError || controller.signal.aborted) throw error;
          const { data } = await draftOverGraphql({ variables: { brief } });
          if (!data) throw error;
          result = data.draftProposal;
        }
        setState({ status: 'done', text, result });
        return result;
      } catch (error) {
        if (controller.signal.aborted) return null;
        const message =
          error instanceof DraftRefusedError && error.message
            ? error.message
            : DraftMessages.draftFailed;
        setState({ status: 'failed', text, message });
        return null;
      }
    },
    [draftOverGraphql],
  );

  return { state, generate };
}
