import { emailOutcome, pollEmailSend, type EmailSendState } from './email-send';

const queued: EmailSendState = { id: 's1', status: 'queued', error: null };

describe('emailOutcome', () => {
  it('maps the api status of a send to what the dialog reports', () => {
    expect(emailOutcome({ id: 's1', status: 'sent', error: null })).toEqual({ kind: 'sent' });
    expect(emailOutcome({ id: 's1', status: 'failed', error: '550 Mailbox unavailable' })).toEqual({
      kind: 'failed',
      reason: '550 Mailbox unavailable',
    });
    expect(emailOutcome({ id: 's1', status: 'failed', error: '' })).toEqual({
      kind: 'failed',
      reason: null,
    });
    // Queued with an error: an attempt failed and the worker will retry it.
    expect(emailOutcome({ id: 's1', status: 'queued', error: 'ECONNREFUSED' })).toEqual({
      kind: 'pending',
      reason: 'ECONNREFUSED',
    });
    expect(emailOutcome(queued)).toEqual({ kind: 'pending', reason: null });
  });
});

describe('pollEmailSend', () => {
  const sleep = jest.fn(async () => {});
  afterEach(() => jest.clearAllMocks());

  /** A poll that answers the given states in turn, then repeats the last one. */
  function answers(...states: Array<EmailSendState | Error>) {
    return jest.fn(async (id: string) => {
      expect(id).toBe('s1');
      const next = states.length > 1 ? states.shift()! : states[0];
      if (next instanceof Error) throw next;
      return next;
    });
  }

  it('asks once a second until the send is no longer queued', async () => {
    const poll = answers(queued, queued, { id: 's1', status: 'sent' });
    const last = await pollEmailSend(queued, poll, { intervalMs: 1000, attempts: 30, sleep });
    expect(last.status).toBe('sent');
    expect(poll).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('stops at a failure, with its reason', async () => {
    const failed = { id: 's1', status: 'failed', error: '550 No such user' };
    const poll = answers(failed);
    expect(await pollEmailSend(queued, poll, { intervalMs: 1000, attempts: 30, sleep })).toBe(
      failed,
    );
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('gives up after its attempts with the last state seen', async () => {
    const retrying = { id: 's1', status: 'queued', error: 'ECONNREFUSED' };
    const poll = answers(retrying);
    expect(await pollEmailSend(queued, poll, { intervalMs: 1000, attempts: 5, sleep })).toBe(
      retrying,
    );
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('skips a poll that fails and asks again', async () => {
    const poll = answers(new Error('offline'), { id: 's1', status: 'sent' });
    const last = await pollEmailSend(queued, poll, { intervalMs: 1000, attempts: 30, sleep });
    expect(last.status).toBe('sent');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const poll = answers(queued);
    const last = await pollEmailSend(queued, poll, {
      intervalMs: 1000,
      attempts: 30,
      signal: controller.signal,
      sleep,
    });
    expect(last).toBe(queued);
    expect(poll).not.toHaveBeenCalled();
  });
});
