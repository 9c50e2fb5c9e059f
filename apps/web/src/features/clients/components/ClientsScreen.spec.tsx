import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ClientMessages, Messages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import {
  ClientsDocument,
  CreateClientDocument,
  DeleteClientDocument,
  type ClientsQuery,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { ClientsScreen } from './ClientsScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

type Client = ClientsQuery['clients']['nodes'][number];
const client = (overrides: Partial<Client>): Client => ({
  __typename: 'Client',
  id: 'c1',
  name: 'Zażółć Gęślą',
  company: 'Jaźń',
  email: 'zaz@jazn.example',
  ccEmails: [],
  customFields: [],
  address: null,
  phone: '+48 22 000',
  mobile: null,
  fax: null,
  taxNumber: null,
  notes: null,
  currency: null,
  language: null,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const zaz = client({});
const hank = client({
  id: 'c2',
  name: 'Hank Scorpio',
  company: 'Globex',
  email: 'hank@globex.example',
});

const listMock = (
  nodes: Client[],
  overrides: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: {
    query: ClientsDocument,
    variables: {
      first: 20,
      search: null,
      sortBy: 'name',
      sortDirection: 'ASC',
      includeArchived: false,
      ...overrides,
    },
  },
  result: {
    data: {
      clients: {
        __typename: 'ClientConnection',
        nodes,
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <ClientsScreen />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('ClientsScreen', () => {
  afterEach(() => jest.clearAllMocks());

  it('lists the clients with company and e-mail, and searches on the server', async () => {
    renderScreen([listMock([zaz, hank]), listMock([zaz], { search: 'zazolc' })]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Zażółć Gęślą')).toBeInTheDocument();
    expect(within(table).getByText('Globex')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 clients')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), {
      target: { value: 'zazolc' },
    });
    await waitFor(() => expect(screen.queryByText('Hank Scorpio')).not.toBeInTheDocument());
    expect(screen.getByText('1 of 1 clients')).toBeInTheDocument();
  });

  it('checks the dialog before sending, then creates the client', async () => {
    const created = client({
      id: 'c9',
      name: 'Initech',
      company: '',
      email: 'bill@initech.example',
    });
    renderScreen([
      listMock([]),
      {
        request: {
          query: CreateClientDocument,
          variables: {
            input: {
              name: 'Initech',
              company: null,
              email: 'bill@initech.example',
              ccEmails: ['books@initech.example', 'ceo@initech.example'],
              address: null,
              phone: null,
              mobile: null,
              fax: null,
              taxNumber: null,
              currency: 'EUR',
              language: 'de',
              notes: null,
              postalCode: '53113',
              city: 'Bonn',
              countryCode: 'DE',
              eInvoiceFormat: 'xrechnung',
              buyerReference: '04011000-12345-67',
            },
          },
        },
        result: { data: { createClient: created } },
      },
      listMock([created]),
    ]);
    await screen.findByText('No clients found.');
    fireEvent.click(screen.getByRole('button', { name: 'New client' }));
    const dialog = screen.getByRole('dialog', { name: 'New client' });
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(within(dialog).getByText(Messages.validation.required)).toBeInTheDocument();
    expect(within(dialog).getByText(Messages.validation.email)).toBeInTheDocument();

    fireEvent.change(field('Name'), { target: { value: ' Initech ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), {
      target: { value: 'bill@initech.example' },
    });
    fireEvent.change(field('CC emails'), {
      target: { value: 'Books@initech.example, ceo@initech.example' },
    });
    fireEvent.change(field('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(field('Document language'), { target: { value: 'de' } });
    expect(within(dialog).getByRole('option', { name: 'EUR · Euro' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'German' })).toBeInTheDocument();
    fireEvent.change(field('Postal code'), { target: { value: '53113' } });
    fireEvent.change(field('City'), { target: { value: 'Bonn' } });
    fireEvent.change(field('Country'), { target: { value: 'DE' } });
    const format = field('E-invoice format');
    expect(format).toHaveValue('');
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Workspace default', 'None', 'ZUGFeRD / Factur-X', 'XRechnung']);
    fireEvent.change(format, { target: { value: 'xrechnung' } });
    const reference = field('Buyer reference (Leitweg-ID)');
    expect(reference).toHaveAccessibleDescription(
      'German public buyers give one; it goes on each new invoice for them.',
    );
    fireEvent.change(reference, { target: { value: ' 04011000-12345-67 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Client created'));
    expect(await screen.findByText('Initech')).toBeInTheDocument();
  });

  it("says why a client with documents cannot be deleted (the api's refusal)", async () => {
    renderScreen([
      listMock([hank]),
      {
        request: { query: DeleteClientDocument, variables: { id: 'c2' } },
        result: {
          errors: [
            new GraphQLError(ClientMessages.hasDocuments, { extensions: { code: 'CONFLICT' } }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hank Scorpio' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(ClientMessages.hasDocuments));
    expect(screen.getByText('Hank Scorpio')).toBeInTheDocument();
  });
});
