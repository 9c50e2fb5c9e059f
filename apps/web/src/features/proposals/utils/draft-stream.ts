import type { DraftBriefInput, DraftProposalMutation } from '@/generated/graphql';

export type DraftResult = DraftProposalMutation['draftProposal'];

/** The api refused the draft (validation, rate limit, session): its message is for the user. */
export class DraftRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DraftRefusedError';
  }
}

type StreamEvent = { event: string; data: string };

/** Splits server-sent-events text into complete events; returns what is left over. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return { event, data: data.join('\n') };
    });
  return { events, rest };
}

/**
 * POSTs the brief to /api/ai/draft/stream and reads the server-sent events with fetch (an
 * EventSource can neither POST a body nor send the Authorization header): `onText` gets the
 * text as it is written, the promise the final draft.
 */
export async function streamDraft(
  brief: DraftBriefInput,
  token: string | null,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<DraftResult> {
  const response = await fetch('/api/ai/draft/stream', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(brief),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new DraftRefusedError(message, response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'text') onText(String(payload.text ?? ''));
      else if (event === 'draft') return payload as DraftResult;
      else if (event === 'error') throw new DraftRefusedError(String(payload.message ?? ''), 500);
    }
  }
  throw new Error('The draft stream ended without a draft');
}
