import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { DocumentForm, DocumentFormDialog } from './DocumentFormDialog';

function Harness({ onClose }: { onClose: () => void }) {
  const form = useForm({ defaultValues: { title: '' } });
  return (
    <DocumentFormDialog open onClose={onClose} title="New proposal">
      <FormProvider {...form}>
        <DocumentForm
          onSubmit={(event) => event.preventDefault()}
          onCancel={onClose}
          submitLabel="Create Proposal"
          busy={false}
          busyLabel="Creating..."
        >
          <label>
            Title
            <input {...form.register('title')} />
          </label>
        </DocumentForm>
      </FormProvider>
    </DocumentFormDialog>
  );
}

describe('DocumentFormDialog', () => {
  it('closes an untouched form at once', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding what was typed, and keeps it on Cancel', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Hochzeit' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Cancel' }).find((b) => ask.contains(b))!,
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Hochzeit');

    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
