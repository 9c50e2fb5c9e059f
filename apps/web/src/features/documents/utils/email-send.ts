/** What the web reads of one e-mail send (the api's EmailSend). */
export type EmailSendState = { id: string; status: string; error?: string | null };

/** Where a send ended up: gone, refused for good, or still queued (the worker retries). */
export type EmailOutcome =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'pending'; reason: string | null };

/** The api's status of a send, as the dialog reports it; a reason kept is passed on. */
export function emailOutcome({ status, error }: EmailSendState): EmailOutcome {
  const reason = error || null;
  if (status === 'sent') return { kind: 'sent' };
  if (status === 'failed') return { kind: 'failed', reason };
  return { kind: 'pending', reason };
}

export type PollOptions = {
  intervalMs: number;
  /** How many times to ask before giving up with the last state seen. */
  attempts: number;
  /** Stops the polling (the screen went away); the last state seen is returned. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
};

/** Every second for 30 s: a render and an SMTP hand-off take a few seconds. */
export const EMAIL_POLL: PollOptions = { intervalMs: 1000, attempts: 30 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for a queued send's state until it is sent or failed, or the attempts run out. A poll
 * that fails (a network blip) is skipped: the send goes on regardless.
 */
export async function pollEmailSend(
  initial: EmailSendState,
  poll: (id: string) => Promise<EmailSendState>,
  { intervalMs, attempts, signal, sleep = wait }: PollOptions,
): Promise<EmailSendState> {
  let last = initial;
  for (let attempt = 0; attempt < attempts && last.status === 'queued'; attempt++) {
    await sleep(intervalMs);
    if (signal?.aborted) break;
    try {
      last = await poll(initial.id);
    } catch {
      // Asked again on the next round.
    }
  }
  return last;
}
