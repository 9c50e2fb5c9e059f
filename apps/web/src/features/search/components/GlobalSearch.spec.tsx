import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SearchDocumentsDocument, type SearchDocumentsQuery } from '@/generated/graphql';
import { GlobalSearch } from './GlobalSearch';

const variables = { term: 'glob', first: 5 };

const documents: MockLink.MockedResponse<SearchDocumentsQuery> = {
  request: { query: SearchDocumentsDocument, variables },
  result: {
    data: {
      search: {
        __typename: 'SearchResults',
        proposals: [
          {
            __typename: 'Proposal',
            id: 'p1',
            proposalNumber: 'PROP-1',
            proposalTitle: 'Website redesign',
            clientName: 'Globex',
            clientCompany: 'Globex Corporation',
            clientEmail: 'hank@globex.example',
            proposalDate: '2026-11-01',
            expirationDate: null,
            value: 2600.5,
            currency: 'USD',
            status: 'sent',
            emailOpenCount: 3,
            services: [
              { __typename: 'ServiceLine', description: 'Design', quantity: 2, subtotal: 2600.5 },
            ],
          },
        ],
        invoices: [
          {
            __typename: 'Invoice',
            id: 'i1',
            invoiceNumber: 'INV-7',
            clientName: 'Globex',
            clientEmail: 'billing@globex.example',
            invoiceDate: '2026-11-02',
            dueDate: null,
            amount: 120,
            currency: 'JPY',
            status: 'paid',
            emailOpenCount: 0,
            lineItems: [
              { __typename: 'LineItem', description: 'Hosting', quantity: 1, total: 120 },
            ],
          },
        ],
      },
    },
  },
};

const searchTree = (props: Parameters<typeof GlobalSearch>[0] = {}) => (
  <MockedProvider mocks={[documents]}>
    <MemoryRouter>
      <GlobalSearch {...props} />
    </MemoryRouter>
  </MockedProvider>
);

function renderSearch(props: Parameters<typeof GlobalSearch>[0] = {}) {
  render(searchTree(props));
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('GlobalSearch', () => {
  it('lists proposals and invoices matching what was typed', async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'glob' } });
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await within(results).findByRole('group', { name: 'Proposals' })).toHaveTextContent(
      'Website redesign',
    );
    expect(await within(results).findByRole('group', { name: 'Invoices' })).toHaveTextContent(
      'INV-7',
    );
    // Each in its own currency: the invoice is in yen, without decimals.
    expect(within(results).getByRole('group', { name: 'Invoices' })).toHaveTextContent('¥120');
    expect(within(results).getByRole('group', { name: 'Proposals' })).toHaveTextContent(
      '$2,600.50',
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the matches with the arrow keys and opens one with Enter', async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'glob' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });

    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-7' });
    expect(dialog).toHaveTextContent('PAID');
    expect(within(dialog).getByRole('link', { name: 'Edit Invoice' })).toHaveAttribute(
      'href',
      '/invoices?edit=i1',
    );
  });

  it('does not search for a single character', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'g' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    it('is hidden until the top bar opens it, then takes the bar, focused', () => {
      const { rerender } = render(searchTree());
      expect(screen.getByRole('search', { hidden: true })).toHaveClass('hidden');
      rerender(searchTree({ phoneOpen: true, onPhoneClose: () => {} }));
      expect(screen.getByRole('search')).not.toHaveClass('hidden');
      expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    });

    it('closes from its button, and from Escape once the box is empty', async () => {
      const onPhoneClose = jest.fn();
      const input = renderSearch({ phoneOpen: true, onPhoneClose });
      fireEvent.change(input, { target: { value: 'glob' } });
      await screen.findByRole('listbox', { name: 'Search results' });
      // The first Escape closes the results, the second empties the box, the third closes it.
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input).toHaveValue('');
      expect(onPhoneClose).not.toHaveBeenCalled();
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(onPhoneClose).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
      expect(onPhoneClose).toHaveBeenCalledTimes(2);
    });

    it('stays open when the box loses focus holding a term, and closes when it is empty', () => {
      const onPhoneClose = jest.fn();
      const input = renderSearch({ phoneOpen: true, onPhoneClose });
      fireEvent.change(input, { target: { value: 'glob' } });
      fireEvent.blur(input);
      expect(onPhoneClose).not.toHaveBeenCalled();
      fireEvent.change(input, { target: { value: '' } });
      fireEvent.blur(input);
      expect(onPhoneClose).toHaveBeenCalledTimes(1);
    });
  });
});
