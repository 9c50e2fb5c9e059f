import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { DocumentMessages, Messages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  CatalogueCurrencyDocument,
  CatalogueItemsDocument,
  CreateCatalogueItemDocument,
  DeleteCatalogueItemDocument,
  type CatalogueItemsQuery,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { CatalogueScreen } from './CatalogueScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

type Item = CatalogueItemsQuery['catalogueItems']['nodes'][number];
const item = (overrides: Partial<Item>): Item => ({
  __typename: 'CatalogueItem',
  id: 'i1',
  name: 'Café consultation',
  description: 'On site',
  unitPrice: 120.5,
  unit: 'hour',
  defaultQuantity: 2,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const cafe = item({});
const logo = item({ id: 'i2', name: 'Logo', description: null, unitPrice: 800, unit: 'item' });

const listMock = (
  nodes: Item[],
  overrides: Record<string, unknown> = {},
  totalCount = nodes.length,
): MockLink.MockedResponse => ({
  request: {
    query: CatalogueItemsDocument,
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
      catalogueItems: {
        __typename: 'CatalogueItemConnection',
        nodes,
        totalCount,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});

/** The workspace's currency, which the catalogue's prices are shown in. */
const currencyMock = (currency = 'USD'): MockLink.MockedResponse => ({
  request: { query: CatalogueCurrencyDocument },
  result: { data: { workspace: { __typename: 'Workspace', id: 'w1', currency } } },
});

function renderScreen(mocks: MockLink.MockedResponse[], currency = 'USD') {
  render(
    <MemoryRouter>
      <MockedProvider mocks={[currencyMock(currency), ...mocks]}>
        <CatalogueScreen />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('CatalogueScreen', () => {
  afterEach(() => jest.clearAllMocks());

  it("shows the prices and the dialog's price field in the workspace's currency", async () => {
    renderScreen([listMock([cafe, logo])], 'EUR');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('€800.00')).toBeInTheDocument();
    expect(within(table).queryByText(/\$/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Logo' }));
    expect(await screen.findByLabelText('Unit price (EUR)')).toHaveValue(800);
  });

  it('lists the items with price and unit, and searches', async () => {
    renderScreen([listMock([cafe, logo]), listMock([cafe], { search: 'cafe' })]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Café consultation')).toBeInTheDocument();
    // Prices are formatted once the workspace's currency has loaded, which may answer after the list.
    expect(await within(table).findByText('$800.00')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 items')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), {
      target: { value: 'cafe' },
    });
    await waitFor(() => expect(screen.queryByText('Logo')).not.toBeInTheDocument());
    expect(screen.getByText('1 of 1 items')).toBeInTheDocument();
  });

  it('shows archived items when asked, marked as such', async () => {
    renderScreen([
      listMock([cafe]),
      listMock([cafe, item({ id: 'i3', name: 'Old hosting', archived: true })], {
        includeArchived: true,
      }),
    ]);
    await screen.findByText('Café consultation');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    expect(await screen.findByText('Old hosting')).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Old hosting' })).toBeInTheDocument();
  });

  it('checks the dialog against the api rules before sending, then creates the item', async () => {
    const created = item({
      id: 'i9',
      name: 'Workshop',
      description: null,
      unitPrice: 99.99,
      unit: 'day',
      defaultQuantity: 1,
    });
    renderScreen([
      listMock([]),
      {
        request: {
          query: CreateCatalogueItemDocument,
          variables: {
            input: {
              name: 'Workshop',
              description: null,
              unitPrice: 99.99,
              unit: 'day',
              defaultQuantity: 1,
            },
          },
        },
        result: { data: { createCatalogueItem: created } },
      },
      listMock([created]),
    ]);
    await screen.findByText('No items found.');
    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    // The price's label names the workspace's currency once it has loaded.
    await within(dialog).findByLabelText('Unit price (USD)');
    fireEvent.change(field('Unit price (USD)'), { target: { value: '1.005' } });
    fireEvent.change(field('Default quantity'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));

    expect(within(dialog).getByText(Messages.validation.required)).toBeInTheDocument();
    expect(within(dialog).getByText(DocumentMessages.priceDecimals)).toBeInTheDocument();
    expect(within(dialog).getByText(DocumentMessages.quantityRange)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field('Name'), { target: { value: '  Workshop ' } });
    fireEvent.change(field('Unit price (USD)'), { target: { value: '99.99' } });
    fireEvent.change(field('Unit'), { target: { value: 'day' } });
    fireEvent.change(field('Default quantity'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Item created'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Workshop')).toBeInTheDocument();
  });

  it('asks before deleting, and deletes', async () => {
    renderScreen([
      listMock([cafe]),
      {
        request: { query: DeleteCatalogueItemDocument, variables: { id: 'i1' } },
        result: { data: { deleteCatalogueItem: true } },
      },
      listMock([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Café consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('Documents that use it keep their lines.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Item deleted'));
    expect(await screen.findByText('No items found.')).toBeInTheDocument();
  });
});
