import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { ClientSuggestionsDocument } from '@/generated/graphql';
import { ClientNameField } from './ClientNameField';

type Values = { clientName: string; clientEmail: string; clientAddress: string };

const zaz = {
  __typename: 'Client' as const,
  id: 'c1',
  name: 'Zażółć Gęślą',
  company: 'Jaźń',
  email: 'zaz@jazn.example',
  address: 'ul. Długa 1',
  phone: null,
  mobile: null,
  fax: null,
};
const hank = {
  ...zaz,
  id: 'c2',
  name: 'Hank Scorpio',
  company: '',
  email: 'hank@globex.example',
  address: null,
};

const suggestions = (search: string): MockLink.MockedResponse => ({
  request: { query: ClientSuggestionsDocument, variables: { search } },
  result: { data: { clients: { __typename: 'ClientConnection', nodes: [zaz, hank] } } },
});

function renderField() {
  let values: () => Values = () => ({ clientName: '', clientEmail: '', clientAddress: '' });
  function Form() {
    const form = useForm<Values>({
      defaultValues: { clientName: '', clientEmail: '', clientAddress: '' },
    });
    values = form.getValues;
    return (
      <FormProvider {...form}>
        <ClientNameField<Values>
          fill={(client) => ({
            clientEmail: client.email,
            clientAddress: [client.company, client.address].filter(Boolean).join('\n'),
          })}
        />
      </FormProvider>
    );
  }
  render(
    <MockedProvider mocks={[suggestions('za'), suggestions('zaz')]}>
      <Form />
    </MockedProvider>,
  );
  return () => values();
}

describe('ClientNameField', () => {
  it("suggests the workspace's clients as the name is typed; a click fills the client fields", async () => {
    const values = renderField();
    const name = screen.getByRole('combobox', { name: 'Client Name' });
    fireEvent.change(name, { target: { value: 'za' } });
    const list = await screen.findByRole('listbox', { name: 'Clients' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Zażółć Gęślą · Jaźńzaz@jazn.example',
      'Hank Scorpiohank@globex.example',
    ]);
    fireEvent.click(options[0]);
    await waitFor(() => expect(values().clientName).toBe('Zażółć Gęślą'));
    expect(values()).toEqual({
      clientName: 'Zażółć Gęślą',
      clientEmail: 'zaz@jazn.example',
      clientAddress: 'Jaźń\nul. Długa 1',
    });
    expect(screen.queryByRole('listbox', { name: 'Clients' })).not.toBeInTheDocument();
  });

  it('picks with the keyboard; Escape closes the list and keeps what was typed', async () => {
    const values = renderField();
    const name = screen.getByRole('combobox', { name: 'Client Name' });
    fireEvent.change(name, { target: { value: 'za' } });
    await screen.findByRole('listbox', { name: 'Clients' });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Clients' })).not.toBeInTheDocument();
    expect(values().clientName).toBe('za');

    fireEvent.change(name, { target: { value: 'zaz' } });
    await screen.findByRole('listbox', { name: 'Clients' });
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    fireEvent.keyDown(name, { key: 'Enter' });
    await waitFor(() => expect(values().clientName).toBe('Hank Scorpio'));
    expect(values()).toEqual({
      clientName: 'Hank Scorpio',
      clientEmail: 'hank@globex.example',
      clientAddress: '',
    });
  });
});
