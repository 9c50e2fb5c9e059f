import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { DashboardCopy } from '@dealdraft/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StatsDocument, type StatsQuery } from '@/generated/graphql';
import { receivablesOf } from '../testing/receivables';
import { DashboardOverview } from './DashboardOverview';

// Recharts measures a real layout; jsdom has none. The chart's own look is the e2e's business.
jest.mock('./ValueChart', () => ({
  __esModule: true,
  default: () => <div>value chart</div>,
}));

const recent = (id: string, status: string, opens: number) => ({
  __typename: 'RecentDocument' as const,
  id,
  number: `PROP-${id}`,
  title: `Proposal ${id}`,
  clientName: 'Globex',
  amount: 1200,
  currency: 'USD',
  status,
  emailOpenCount: opens,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const stats: StatsQuery['stats'] = {
  __typename: 'Stats',
  proposalsGenerated: 7,
  proposalsUsed: 3,
  proposalsLimit: 5,
  invoicesGenerated: 2,
  invoicesUsed: 2,
  invoicesLimit: 5,
  emailsSent: 4,
  proposalsTotalValue: 2400,
  invoicesTotalAmount: 100.5,
  invoicedNetOfDeposits: 100.5,
  plan: 'freelancer',
  currency: 'USD',
  otherCurrencies: [],
  valueByMonth: [
    { __typename: 'MonthlyValue', month: '2026-10', proposalsValue: 0, invoicesAmount: 0 },
    { __typename: 'MonthlyValue', month: '2026-11', proposalsValue: 2400, invoicesAmount: 100.5 },
  ],
  proposalsByStatus: [
    { __typename: 'StatusCount', status: 'draft', count: 1 },
    { __typename: 'StatusCount', status: 'sent', count: 1 },
    { __typename: 'StatusCount', status: 'accepted', count: 0 },
    { __typename: 'StatusCount', status: 'rejected', count: 0 },
  ],
  invoicesByStatus: [
    { __typename: 'StatusCount', status: 'draft', count: 0 },
    { __typename: 'StatusCount', status: 'sent', count: 0 },
    { __typename: 'StatusCount', status: 'paid', count: 1 },
    { __typename: 'StatusCount', status: 'overdue', count: 1 },
  ],
  recentProposals: [recent('1', 'sent', 2), recent('2', 'draft', 0)],
  recentInvoices: [],
  receivables: [receivablesOf('USD')],
};

function renderOverview(answer: StatsQuery['stats'] | Error) {
  const request = { query: StatsDocument };
  const mock: MockLink.MockedResponse<StatsQuery> =
    answer instanceof Error
      ? { request, error: answer }
      : { request, result: { data: { stats: answer } } };
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <DashboardOverview />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DashboardOverview', () => {
  it('shows a spinner while loading', () => {
    renderOverview(stats);
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
  });

  it('shows the cards, the chart, the counts by status and the recent documents', async () => {
    renderOverview(stats);
    expect(await screen.findByRole('group', { name: DashboardCopy.totalValue })).toHaveTextContent(
      'Plan: Freelancer',
    );
    expect(await screen.findByText('value chart')).toBeInTheDocument();
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText('Overdue').closest('li')).toHaveTextContent('Overdue1');

    const proposals = screen.getByRole('region', { name: 'Recent proposals' });
    const first = within(proposals).getByRole('link', { name: /Proposal 1/ });
    expect(first).toHaveAttribute('href', '/proposals?edit=1');
    expect(first).toHaveTextContent('SENT');
    expect(first).toHaveTextContent('2 e-mail opens');

    const noInvoices = screen.getByRole('region', { name: 'Recent invoices' });
    expect(noInvoices).toHaveTextContent('No invoices yet.');
  });

  it('says so when the figures cannot be loaded', async () => {
    renderOverview(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(DashboardCopy.loadFailed);
  });
});
