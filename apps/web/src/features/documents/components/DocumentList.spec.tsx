import { fireEvent, render, screen, within } from '@testing-library/react';
import { FileTextIcon } from 'lucide-react';
import { DocumentList, type DocumentListCopy, type DocumentRow } from './DocumentList';
import type { PagedList } from '../utils/paged-list';

type Item = { id: string; row: DocumentRow };

const copy: DocumentListCopy = {
  title: 'Proposals',
  loading: 'Loading proposals...',
  loadFailed: 'Failed to load proposals',
  empty: 'No proposals found',
  emptyHint: 'Get started by creating your first proposal',
};

const item: Item = {
  id: 'p1',
  row: {
    title: 'Website redesign',
    subtitle: 'PROP-1',
    client: 'Jane Client',
    clientDetail: 'Initech',
    date: '2026-01-31',
    amount: 4620,
    currency: 'USD',
    status: 'sent',
  },
};

const ready = (items: Item[], more: Partial<PagedList<Item> & { status: 'ready' }> = {}) =>
  ({
    status: 'ready',
    items,
    hasMore: false,
    loadingMore: false,
    loadMore: jest.fn(),
    ...more,
  }) as const;

function renderList(list: PagedList<Item>, filtered = false) {
  render(
    <DocumentList
      list={list}
      copy={copy}
      headers={{ title: 'Project', client: 'Client', date: 'Created', amount: 'Value' }}
      icon={FileTextIcon}
      filtered={filtered}
      createFirst={<button>Create Your First Proposal</button>}
      toRow={(i) => i.row}
      renderActions={(i) => <button>Edit {i.id}</button>}
    />,
  );
}

describe('DocumentList', () => {
  it('says it is loading', () => {
    renderList({ status: 'loading' });
    expect(screen.getByText('Loading proposals...')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading proposals...' })).toBeInTheDocument();
  });

  it('shows the error panel with Try Again', () => {
    // jsdom's location.reload cannot be stubbed; the e2e suite sees the page reload.
    renderList({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load proposals');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('invites the first proposal when there are none', () => {
    renderList(ready([]));
    expect(screen.getByRole('heading', { name: 'No proposals found' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first proposal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Proposal' })).toBeInTheDocument();
  });

  it('suggests changing the search or filter when they match nothing', () => {
    renderList(ready([]), true);
    expect(screen.getByRole('heading', { name: 'No proposals found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
  });

  it('shows each record in the table and in the phone cards', () => {
    renderList(ready([item]));

    const table = screen.getByRole('table', { name: 'Proposals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Project', 'Client', 'Created', 'Value', 'Status', 'Actions']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Website redesign');
    expect(row).toHaveTextContent('$4,620.00');
    expect(within(row).getByText('SENT')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit p1' })).toBeInTheDocument();

    const card = within(screen.getByRole('list', { name: 'Proposals' })).getByRole('listitem');
    expect(card).toHaveTextContent('Jane Client · Initech');
    expect(card).toHaveTextContent(
      new Date(2026, 0, 31).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
  });

  it('loads more while the server has more', () => {
    const list = ready([item], { hasMore: true });
    renderList(list);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });
});
