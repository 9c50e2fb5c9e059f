import { DocumentMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EmailDocumentDialog } from './EmailDocumentDialog';
import type { EmailDialogView, EmailDraft } from './use-email-actions';

const draft: EmailDraft = {
  noun: 'Invoice',
  recipient: 'jane@initech.example',
  subject: 'Invoice: INV-7',
  body: 'Hello Jane,',
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

describe('EmailDocumentDialog', () => {
  afterEach(() => jest.clearAllMocks());

  it('is closed without a view', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows recipient, subject and attachment, with Send and the mail-app path', () => {
    const dialog = renderDialog({})!;
    expect(detail(dialog, 'To')).toHaveTextContent('jane@initech.example');
    expect(detail(dialog, 'Subject')).toHaveTextContent('Invoice: INV-7');
    expect(detail(dialog, 'Attachment')).toHaveTextContent('INV-7.pdf');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(actions.onSend).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open in my mail app' }));
    expect(actions.onOpenInMailApp).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(actions.onClose).toHaveBeenCalled();
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
});
