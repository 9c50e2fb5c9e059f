import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useDocumentFilters } from '../hooks/useDocumentFilters';
import { LINK_FILTERS } from '../utils/list-links';
import { DocumentListToolbar } from './DocumentListToolbar';

/** The toolbar over a list that takes link filters, with the query's variables and the URL. */
function Harness() {
  const filters = useDocumentFilters({ linkFilters: LINK_FILTERS });
  const location = useLocation();
  return (
    <>
      <DocumentListToolbar
        filters={filters}
        searchPlaceholder="x"
        searchLabel="x"
        statuses={['sent', 'overdue']}
      />
      <output data-testid="variables">{JSON.stringify(filters.variables)}</output>
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );

const variables = () => JSON.parse(screen.getByTestId('variables').textContent!);

describe('DocumentListToolbar with filters from a link', () => {
  it('applies the URL’s filters, shows each, and clears one or all', () => {
    renderAt('/invoices?status=overdue&aging=31-60&currency=eur');
    expect(variables()).toEqual({ status: 'overdue', aging: '31-60', currency: 'EUR' });
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveTextContent('Overdue');
    const chips = screen.getByRole('group', { name: 'Filters from the link' });
    expect(chips).toHaveTextContent('31–60 days past due');
    expect(chips).toHaveTextContent('In EUR');

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: In EUR' }));
    expect(variables()).toEqual({ status: 'overdue', aging: '31-60' });

    fireEvent.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(variables()).toEqual({});
    expect(screen.getByTestId('url')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('group', { name: 'Filters from the link' })).toBeNull();
  });

  it('shows unpaid, and ignores a value the api would refuse', () => {
    renderAt('/invoices?unpaid=1&aging=30-60&currency=EURO');
    expect(variables()).toEqual({ unpaid: true });
    expect(screen.getByRole('group', { name: 'Filters from the link' })).toHaveTextContent(
      'Unpaid',
    );
  });
});
