import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { notify } from '@/lib/toast';
import { useEmailActions, type EmailDraft } from './useEmailActions';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const draft: EmailDraft = {
  noun: { title: 'Invoice', inSentence: 'invoice' },
  recipient: 'amt@bund.example',
  subject: 'Invoice: INV-1',
  body: 'Hello',
  replyTo: 'anna@schmidt.example',
  filename: 'INV-1.pdf',
};
const edits = { to: 'amt@bund.example', cc: '', subject: 'Invoice: INV-1', message: 'Hello' };
const MESSAGE =
  'This invoice cannot be sent as XRechnung yet: BR-DE-1: add your IBAN under Workspace → Bank details';

function refusal(fields: { field: string; code: string; message: string }[]) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: MESSAGE, extensions: { code: 'VALIDATION_FAILED', fields } }],
  });
}

function renderActions(send: jest.Mock) {
  const refresh = jest.fn(() => Promise.resolve());
  const hook = renderHook(() =>
    useEmailActions({
      mode: 'send',
      draft: () => draft,
      send,
      poll: jest.fn(),
      pdfLink: jest.fn(),
      markSent: jest.fn(),
      refresh,
    }),
  );
  act(() => hook.result.current.open({ id: 'inv-1', status: 'draft', clientId: 'client-1' }));
  return { ...hook, refresh };
}

describe('useEmailActions, when the api refuses to send', () => {
  afterEach(() => jest.clearAllMocks());

  it("shows the e-invoice's checks in the dialog, with its message, and nothing as sent", async () => {
    const send = jest.fn().mockRejectedValue(
      refusal([
        {
          field: 'workspace.iban',
          code: 'E_INVOICE_CHECK',
          message: 'BR-DE-1: add your IBAN under Workspace → Bank details',
        },
        {
          field: 'client.buyerReference',
          code: 'E_INVOICE_CHECK',
          message: 'BR-DE-15: the buyer reference is missing',
        },
      ]),
    );
    const { result, refresh } = renderActions(send);
    await act(() => result.current.send(edits));

    expect(result.current.dialog?.step).toEqual({
      step: 'refused',
      message: MESSAGE,
      documentId: 'inv-1',
      clientId: 'client-1',
      checks: [
        {
          rule: '',
          field: 'workspace.iban',
          message: 'BR-DE-1: add your IBAN under Workspace → Bank details',
        },
        {
          rule: '',
          field: 'client.buyerReference',
          message: 'BR-DE-15: the buyer reference is missing',
        },
      ],
    });
    expect(result.current.dialog?.busy).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("keeps the e-mail's own refused fields under those fields", async () => {
    const send = jest
      .fn()
      .mockRejectedValue(refusal([{ field: 'to', code: 'INVALID', message: 'Bad address' }]));
    const { result } = renderActions(send);
    await act(() => result.current.send(edits));
    expect(result.current.dialog?.step).toEqual({
      step: 'confirm',
      refused: [{ field: 'to', messages: ['Bad address'] }],
    });
  });

  it('shows a conflict (a proposal waiting for approval) as the reason in the dialog', async () => {
    const reason = "This proposal needs an admin's approval before it is sent";
    const send = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: reason, extensions: { code: 'CONFLICT' } }],
      }),
    );
    const { result, refresh } = renderActions(send);
    await act(() => result.current.send(edits));
    expect(result.current.dialog?.step).toEqual({
      step: 'refused',
      message: reason,
      checks: [],
      documentId: 'inv-1',
      clientId: 'client-1',
    });
    expect(notify.error).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
