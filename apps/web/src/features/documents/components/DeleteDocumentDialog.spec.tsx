import { Copy } from '@dealdraft/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';

function renderDialog(busy = false) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <DeleteDocumentDialog
      open
      busy={busy}
      title={Copy.proposals.deleteTitle}
      text={Copy.proposals.deleteText}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { onCancel, onConfirm };
}

describe('DeleteDocumentDialog', () => {
  it('asks in the spec words', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete Proposal' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this proposal? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes on Delete and backs out on Cancel', () => {
    const { onCancel, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('holds both buttons while the delete runs', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('words the invoice dialog the same way', () => {
    expect(Copy.invoices.deleteText).toBe(Copy.proposals.deleteText.replace('proposal', 'invoice'));
  });
});
