import { DocumentMessages, EmailSendMessages, EmailSendRules, Messages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EmailDocumentDialog } from './EmailDocumentDialog';
import type { EmailDialogView, EmailDraft } from '../hooks/useEmailActions';

const draft: EmailDraft = {
  noun: { title: 'Invoice', inSentence: 'invoice' },
  recipient: 'jane@initech.example',
  subject: 'Invoice: INV-7',
  body: 'Hello Jane,\n\nPlease find attached the invoice INV-7 for your review.',
  replyTo: 'ada@studio.example',
  filename: 'INV-7.pdf',
};

const actions = {
  onClose: jest.fn(),
  onSend: jest.fn(),
  onOpenInMailApp: jest.fn(),
  onViewPricing: jest.fn(),
};

function renderDialog(view: Partial<EmailDialogView> | null) {
  render(
    <EmailDocumentDialog
      view={view && { draft, step: { step: 'confirm' }, busy: null, ...view }}
      {...actions}
    />,
  );
  return view && screen.getByRole('dialog', { name: 'Send Invoice by E-mail' });
}

const detail = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term).nextElementSibling;
const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The error under a field, announced with it (aria-describedby). */
async function errorOf(dialog: HTMLElement, label: string | RegExp): Promise<string | null> {
  const input = field(dialog, label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  return document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;
}

describe('EmailDocumentDialog', () => {
  afterEach(() => jest.clearAllMocks());

  it('is closed without a view', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills the client, the spec subject and greeting, and sends them unchanged', async () => {
    const dialog = renderDialog({})!;
    expect(field(dialog, 'To')).toHaveValue('jane@initech.example');
    expect(field(dialog, /^CC/)).toHaveValue('');
    expect(field(dialog, 'Subject')).toHaveValue('Invoice: INV-7');
    expect(field(dialog, 'Message')).toHaveValue(draft.body);
    expect(dialog).toHaveTextContent('INV-7.pdf is attached');
    expect(dialog).toHaveTextContent('their replies come to ada@studio.example.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(actions.onSend).toHaveBeenCalled());
    expect(actions.onSend.mock.calls[0][0]).toEqual({
      to: 'jane@initech.example',
      cc: '',
      subject: 'Invoice: INV-7',
      message: draft.body,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(actions.onClose).toHaveBeenCalled();
    expect(actions.onSend).toHaveBeenCalledTimes(1);
  });

  it('sends the recipients, subject and message as the user edited them', async () => {
    const dialog = renderDialog({})!;
    type(field(dialog, 'To'), ' bill@initech.example ');
    type(field(dialog, /^CC/), 'peter@initech.example, milton@initech.example');
    type(field(dialog, 'Subject'), 'Your invoice for November');
    type(field(dialog, 'Message'), 'Hi Bill,\n\nHere it is.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(actions.onSend.mock.calls[0]?.[0]).toEqual({
        to: 'bill@initech.example',
        cc: 'peter@initech.example, milton@initech.example',
        subject: 'Your invoice for November',
        message: 'Hi Bill,\n\nHere it is.',
      }),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open in my mail app' }));
    await waitFor(() =>
      expect(actions.onOpenInMailApp.mock.calls[0]?.[0]).toMatchObject({
        to: 'bill@initech.example',
        subject: 'Your invoice for November',
      }),
    );
  });

  it('shows what is wrong with each field and sends nothing', async () => {
    const dialog = renderDialog({})!;
    type(field(dialog, 'To'), 'jane@initech');
    type(
      field(dialog, /^CC/),
      Array.from({ length: 11 }, (_, i) => `cc${i}@initech.example`).join(', '),
    );
    type(field(dialog, 'Subject'), '  ');
    type(field(dialog, 'Message'), 'x'.repeat(EmailSendRules.messageMax + 1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await errorOf(dialog, 'To')).toBe(Messages.validation.email);
    expect(await errorOf(dialog, /^CC/)).toBe(EmailSendMessages.ccMax);
    expect(await errorOf(dialog, 'Subject')).toBe(Messages.validation.required);
    expect(await errorOf(dialog, 'Message')).toBe(EmailSendMessages.messageMax);
    type(field(dialog, /^CC/), 'ok@initech.example; not an address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open in my mail app' }));
    await waitFor(async () => expect(await errorOf(dialog, /^CC/)).toBe(Messages.validation.email));
    expect(actions.onSend).not.toHaveBeenCalled();
    expect(actions.onOpenInMailApp).not.toHaveBeenCalled();
  });

  it('shows recipient and subject, not editable, on a plan without e-mail', () => {
    const dialog = renderDialog({ step: { step: 'upgrade', message: 'Upgrade, please.' } })!;
    expect(detail(dialog, 'To')).toHaveTextContent('jane@initech.example');
    expect(detail(dialog, 'Subject')).toHaveTextContent('Invoice: INV-7');
    expect(detail(dialog, 'Attachment')).toHaveTextContent('INV-7.pdf');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says it is sending, may be closed meanwhile, and takes no second send', () => {
    const dialog = renderDialog({ busy: 'send' })!;
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Sending…/);
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Open in my mail app' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toBeEnabled();
  });

  it("shows the spec alert with the server's reason beneath, and offers Try Again", () => {
    const dialog = renderDialog({ step: { step: 'failed', reason: '550 No such user' } })!;
    const alert = within(dialog).getByRole('alert');
    expect(alert.querySelectorAll('p')[0]).toHaveTextContent(DocumentMessages.emailPdfFailed);
    expect(alert.querySelectorAll('p')[1]).toHaveTextContent('550 No such user');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('shows only the spec alert when no reason was kept', () => {
    const dialog = renderDialog({ step: { step: 'failed', reason: null } })!;
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      new RegExp(`^${DocumentMessages.emailPdfFailed.replace(/\./g, '\\.')}$`),
    );
  });

  it('offers the pricing instead of Send on a plan without e-mail', () => {
    const dialog = renderDialog({ step: { step: 'upgrade', message: 'Upgrade, please.' } })!;
    expect(within(dialog).getByRole('note')).toHaveTextContent('Upgrade, please.');
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Pricing Plans' }));
    expect(actions.onViewPricing).toHaveBeenCalled();
  });

  it('a workspace member (no onViewPricing) gets the upgrade note without a pricing button', () => {
    render(
      <EmailDocumentDialog
        view={{ draft, step: { step: 'upgrade', message: 'Upgrade, please.' }, busy: null }}
        {...actions}
        onViewPricing={undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Invoice by E-mail' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('Upgrade, please.');
    expect(within(dialog).queryByRole('button', { name: 'View Pricing Plans' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('after the mail-app path, says what to attach and links the draft again', () => {
    const mailto = 'mailto:jane@initech.example?subject=Invoice%3A%20INV-7';
    // Still busy: the full update to sent is under way.
    const dialog = renderDialog({
      step: { step: 'drafted', mailto, markedSent: true },
      busy: 'draft',
    })!;
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Saved INV-7.pdf and opened a draft in your mail app.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The invoice is now marked as sent.',
    );
    expect(within(dialog).getByRole('link', { name: 'No draft? Open it again' })).toHaveAttribute(
      'href',
      mailto,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(actions.onClose).toHaveBeenCalled();
  });

  it('when the api refuses to send the e-invoice, shows its message and each check with its fix', () => {
    const message =
      'This invoice cannot be sent as XRechnung yet: BR-DE-1: add your IBAN under Workspace → Bank details';
    render(
      <MemoryRouter>
        <EmailDocumentDialog
          view={{
            draft,
            busy: null,
            step: {
              step: 'refused',
              message,
              documentId: 'inv-7',
              clientId: 'client-2',
              checks: [
                {
                  rule: '',
                  field: 'workspace.iban',
                  message: 'BR-DE-1: add your IBAN under Workspace → Bank details',
                },
                { rule: '', field: 'invoice.serviceDate', message: 'State the date of service' },
              ],
            },
          }}
          {...actions}
        />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Invoice by E-mail' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    // Not the generic failure: nothing was sent, nothing failed in the mail.
    expect(alert).not.toHaveTextContent(DocumentMessages.emailPdfFailed);
    const items = within(
      within(alert).getByRole('list', { name: 'Fix these, then send again:' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('link', { name: 'Open workspace settings' }),
    ).toHaveAttribute('href', '/workspace#iban');
    const edit = within(items[1]!).getByRole('link', { name: 'Edit the invoice' });
    expect(edit).toHaveAttribute('href', '/invoices?edit=inv-7');
    // Leaving for the fix closes the dialog.
    fireEvent.click(edit);
    expect(actions.onClose).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
