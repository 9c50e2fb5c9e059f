import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StatsDocument, type StatsQuery } from '@/generated/graphql';
import { receivablesOf } from '../testing/receivables';
import { DashboardOverview } from './DashboardOverview';

jest.mock('./ValueChart', () => ({
  __esModule: true,
  default: () => <div>value chart</div>,
}));

const stats: StatsQuery['stats'] = {
  __typename: 'Stats',
  proposalsGenerated: 0,
  proposalsUsed: 0,
  proposalsLimit: 5,
  invoicesGenerated: 8,
  invoicesUsed: 8,
  invoicesLimit: 100,
  emailsSent: 0,
  proposalsTotalValue: 0,
  invoicesTotalAmount: 3049.5,
  invoicedNetOfDeposits: 3049.5,
  plan: 'freelancer',
  currency: 'USD',
  otherCurrencies: [],
  valueByMonth: [],
  proposalsByStatus: [],
  invoicesByStatus: [],
  recentProposals: [],
  recentInvoices: [],
  receivables: [
    receivablesOf(
      'USD',
      {
        outstanding: 1380.5,
        outstandingCount: 5,
        overdue: 1300.5,
        overdueCount: 4,
        paidThisMonth: 370,
      },
      [
        [830, 2],
        [300, 1],
        [200, 1],
        [50.5, 1],
      ],
    ),
    receivablesOf(
      'EUR',
      { outstanding: 399.99, outstandingCount: 2, overdue: 399.99, overdueCount: 2 },
      [
        [0, 0],
        [300, 1],
        [0, 0],
        [99.99, 1],
      ],
    ),
  ],
};

function renderDashboard(answer: StatsQuery['stats']) {
  const mock: MockLink.MockedResponse<StatsQuery> = {
    request: { query: StatsDocument },
    result: { data: { stats: answer } },
  };
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <DashboardOverview />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ReceivablesSection', () => {
  it('shows each currency apart, the main first, every figure linking to its invoices', async () => {
    renderDashboard(stats);
    const section = await screen.findByRole('region', { name: 'Receivables' });
    const [usd, eur] = within(section).getAllByRole('region');
    expect(usd).toHaveAccessibleName('In USD');
    expect(eur).toHaveAccessibleName('In EUR');

    expect(within(usd).getByRole('link', { name: /Outstanding/ })).toHaveAttribute(
      'href',
      '/invoices?currency=USD&unpaid=1',
    );
    // The figure is one list item (term, value, count) whose value is the link.
    expect(within(usd).getByRole('link', { name: /Outstanding/ })).toHaveTextContent(
      'Outstanding: $1,380.50, view invoices',
    );
    expect(within(usd).getByText('Outstanding').closest('div')).toHaveTextContent(
      'OutstandingOutstanding: $1,380.50, view invoices5 invoices',
    );
    expect(within(usd).getByRole('link', { name: /^Overdue/ })).toHaveAttribute(
      'href',
      '/invoices?status=overdue&currency=USD',
    );
    expect(within(usd).getByText('Paid this month').closest('div')).toHaveTextContent('$370.00');

    const aging = within(usd).getByRole('group', { name: 'Aging of unpaid invoices' });
    const tiles = within(aging).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '0–30 days$830.002 invoices, view invoices',
      '31–60 days$300.001 invoice, view invoices',
      '61–90 days$200.001 invoice, view invoices',
      '90+ days$50.501 invoice, view invoices',
    ]);
    expect(within(aging).getByRole('link', { name: /90\+ days/ })).toHaveAttribute(
      'href',
      '/invoices?aging=90%2B&currency=USD',
    );

    // An empty bucket has nothing to list, so it is no link.
    const eurAging = within(eur).getByRole('group', { name: 'Aging of unpaid invoices' });
    expect(
      within(eurAging)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/invoices?aging=31-60&currency=EUR', '/invoices?aging=90%2B&currency=EUR']);
    expect(within(eur).getByRole('link', { name: /Outstanding/ })).toHaveTextContent('€399.99');
  });

  it('shows the main currency at zero, with nothing to link to, before anything is owed', async () => {
    renderDashboard({ ...stats, receivables: [receivablesOf('USD')] });
    const section = await screen.findByRole('region', { name: 'Receivables' });
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('heading', { name: 'In USD' })).toBeNull();
    expect(within(section).getByText('Outstanding').closest('div')).toHaveTextContent(
      'Outstanding$0.000 invoices',
    );
  });
});
