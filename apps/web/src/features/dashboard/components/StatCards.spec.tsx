import { act, render, screen, within } from '@testing-library/react';
import { StatCards } from './StatCards';

const stats = {
  proposalsGenerated: 7,
  proposalsUsed: 3,
  proposalsLimit: 5,
  invoicesGenerated: 1204,
  invoicesUsed: 5,
  invoicesLimit: 5,
  emailsSent: 12,
  proposalsTotalValue: 2600.5,
  invoicesTotalAmount: 0.3,
  invoicedNetOfDeposits: 0.3,
  plan: 'trial',
  currency: 'USD',
  otherCurrencies: [],
};

/** The card whose heading is `title`. */
const card = (title: string) => screen.getByRole('group', { name: title });

describe('StatCards', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the spec’s four cards with their figures once counted up', () => {
    render(<StatCards stats={stats} />);
    act(() => jest.advanceTimersByTime(3000));

    expect(within(card('Total Proposals')).getByTestId('stat-proposals')).toHaveTextContent(/^7$/);
    expect(card('Total Proposals')).toHaveTextContent('3/5 proposals used this period');
    expect(within(card('Total Invoices')).getByTestId('stat-invoices')).toHaveTextContent(
      /^1,204$/,
    );
    expect(card('Total Invoices')).toHaveTextContent('5/5 invoices used this period');
    expect(within(card('Emails Sent')).getByTestId('stat-emails')).toHaveTextContent(/^12$/);
    // Proposals plus invoices, added in cents.
    expect(within(card('Total Value')).getByTestId('stat-value')).toHaveTextContent(
      /^\$2,600\.80$/,
    );
    expect(card('Total Value')).toHaveTextContent('Plan: Trial');
  });

  it('says what Total Value counts, and gives the invoiced figure with each deposit once beside it', () => {
    // One €3,980.10 job with a 30 % deposit: its proposal, the €1,194.03 deposit invoice and the
    // final invoice make the spec's Total Value; invoiced with the deposit once is the job.
    render(
      <StatCards
        stats={{
          ...stats,
          currency: 'EUR',
          proposalsTotalValue: 3980.1,
          invoicesTotalAmount: 5174.13,
          invoicedNetOfDeposits: 3980.1,
        }}
      />,
    );
    act(() => jest.advanceTimersByTime(3000));
    const value = card('Total Value');
    expect(within(value).getByTestId('stat-value')).toHaveTextContent(/^€9,154\.23$/);
    expect(value).toHaveTextContent('Every proposal plus every invoice, deposit invoices too');
    const net = within(value).getByRole('definition');
    expect(net).toHaveTextContent(/^€3,980\.10$/);
    expect(within(value).getByRole('term')).toHaveTextContent('Invoiced, deposits counted once');
  });

  it('gives screen readers the final figures, not the counting ones', () => {
    render(<StatCards stats={stats} />);
    expect(card('Total Proposals')).toHaveTextContent('7');
    expect(within(card('Total Value')).getByText('$2,600.80')).toHaveClass('sr-only');
  });

  it('reads Plan: Free without a plan', () => {
    render(<StatCards stats={{ ...stats, plan: 'none' }} />);
    expect(card('Total Value')).toHaveTextContent('Plan: Free');
  });

  it('reads Plan: Business on the business plan', () => {
    render(<StatCards stats={{ ...stats, plan: 'business' }} />);
    expect(card('Total Value')).toHaveTextContent('Plan: Business');
  });

  it('totals the workspace currency and lists every other one apart, never added together', () => {
    render(
      <StatCards
        stats={{
          ...stats,
          currency: 'EUR',
          otherCurrencies: [
            {
              __typename: 'CurrencyTotals',
              currency: 'JPY',
              proposalsTotalValue: 5000,
              proposalsCount: 1,
              invoicesTotalAmount: 1500,
              invoicesCount: 2,
            },
          ],
        }}
      />,
    );
    act(() => jest.advanceTimersByTime(3000));
    expect(within(card('Total Value')).getByTestId('stat-value')).toHaveTextContent(/^€2,600\.80$/);
    expect(
      within(card('Total Value')).getByRole('list', { name: 'Other currencies' }),
    ).toHaveTextContent('+ ¥6,500');
  });
});
