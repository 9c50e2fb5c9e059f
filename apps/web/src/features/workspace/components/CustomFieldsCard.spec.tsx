import { MockedProvider } from '@apollo/client/testing/react';
import { CustomFieldMessages, Messages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CreateCustomFieldDocument,
  CustomFieldsDocument,
  DeleteCustomFieldDocument,
  ReorderCustomFieldsDocument,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { CustomFieldsCard } from './CustomFieldsCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const field = (id: string, target: string, label: string, position: number, printed = true) => ({
  __typename: 'CustomField' as const,
  id,
  target,
  label,
  printed,
  position,
});
const list = (fields: ReturnType<typeof field>[]) => ({
  request: { query: CustomFieldsDocument },
  result: { data: { customFields: fields } },
});
const PO = field('po', 'client', 'PO contact', 0);
const RATING = field('rating', 'client', 'Credit rating', 1, false);
const HOURS = field('hours', 'line', 'Hours ref', 0);

describe('CustomFieldsCard', () => {
  it('lists the fields by target in their order; a member only reads them', async () => {
    render(
      <MockedProvider mocks={[list([RATING, HOURS, PO])]}>
        <CustomFieldsCard editable={false} />
      </MockedProvider>,
    );
    const clients = await screen.findByRole('region', { name: 'Clients' });
    expect(
      within(clients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PO contactPrinted', 'Credit ratingInternal']);
    expect(
      within(screen.getByRole('region', { name: 'Proposals & invoices' })).getByText('None yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete PO contact' })).toBeNull();
  });

  it('adds a field, refusing an empty label first, and shows a taken label under it', async () => {
    const created = jest.fn();
    render(
      <MockedProvider
        mocks={[
          list([PO]),
          {
            request: {
              query: CreateCustomFieldDocument,
              variables: { input: { label: 'po contact', target: 'client', printed: true } },
            },
            result: {
              errors: [
                {
                  message: CustomFieldMessages.labelTaken,
                  extensions: { code: 'CONFLICT' },
                } as never,
              ],
            },
          },
          {
            request: {
              query: CreateCustomFieldDocument,
              variables: { input: { label: 'Project code', target: 'document', printed: false } },
            },
            result: () => {
              created();
              return { data: { createCustomField: { __typename: 'CustomField', id: 'p' } } };
            },
          },
          list([PO, field('p', 'document', 'Project code', 0, false)]),
        ]}
      >
        <CustomFieldsCard editable />
      </MockedProvider>,
    );
    await screen.findByRole('region', { name: 'Clients' });
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(Messages.validation.required)).toBeVisible();

    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'po contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(CustomFieldMessages.labelTaken)).toBeVisible();

    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Project code' } });
    expect(screen.queryByText(CustomFieldMessages.labelTaken)).toBeNull();
    fireEvent.change(screen.getByLabelText('Kept on'), { target: { value: 'document' } });
    fireEvent.click(screen.getByLabelText('Print on the PDF'));
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CustomFieldMessages.created));
    expect(created).toHaveBeenCalled();
    const documents = screen.getByRole('region', { name: 'Proposals & invoices' });
    expect(await within(documents).findByText('Project code')).toBeVisible();
  });

  it('moves a field within its target, and deletes one only once confirmed', async () => {
    const moved = jest.fn();
    const deleted = jest.fn();
    render(
      <MockedProvider
        mocks={[
          list([PO, RATING]),
          {
            request: {
              query: ReorderCustomFieldsDocument,
              variables: { input: { target: 'client', ids: ['rating', 'po'] } },
            },
            result: () => {
              moved();
              return { data: { reorderCustomFields: [] } };
            },
          },
          list([
            { ...RATING, position: 0 },
            { ...PO, position: 1 },
          ]),
          {
            request: { query: DeleteCustomFieldDocument, variables: { id: 'po' } },
            result: () => {
              deleted();
              return { data: { deleteCustomField: true } };
            },
          },
          list([{ ...RATING, position: 0 }]),
        ]}
      >
        <CustomFieldsCard editable />
      </MockedProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Move PO contact up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Credit rating up' }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    const clients = screen.getByRole('region', { name: 'Clients' });
    await waitFor(() =>
      expect(within(clients).getAllByRole('listitem')[0]).toHaveTextContent('Credit rating'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete PO contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete custom field' });
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
    await waitFor(() => expect(within(clients).queryByText('PO contact')).toBeNull());
  });
});
