import { StatsRow, toStatsModel } from './stats.service';

const EMPTY: StatsRow = {
  data_version: '0',
  plan: 'trial',
  currency: 'USD',
  proposals_created: 0,
  proposals_used: 0,
  proposals_limit: 5,
  invoices_created: 0,
  invoices_used: 0,
  invoices_limit: 5,
  emails_sent: 0,
  proposals_total: '0',
  invoices_total: '0',
  invoiced_net_of_deposits: '0',
  proposals_by_status: [],
  invoices_by_status: [],
  proposals_by_month: [],
  invoices_by_month: [],
  recent_proposals: [],
  recent_invoices: [],
  other_currencies: [],
  receivables: [],
  paid_this_month: [],
};

describe('toStatsModel', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('answers zeros for a new account: twelve empty months and every status at 0', () => {
    const stats = toStatsModel(EMPTY, now);
    expect(stats).toMatchObject({
      proposalsGenerated: 0,
      proposalsTotalValue: 0,
      invoicesTotalAmount: 0,
      plan: 'trial',
      recentProposals: [],
    });
    expect(stats.valueByMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(stats.valueByMonth.every((m) => m.proposalsValue === 0 && m.invoicesAmount === 0)).toBe(
      true,
    );
    expect(stats.proposalsByStatus).toEqual([
      { status: 'draft', count: 0 },
      { status: 'sent', count: 0 },
      { status: 'accepted', count: 0 },
      { status: 'rejected', count: 0 },
    ]);
    expect(stats.invoicesByStatus.map((s) => s.status)).toEqual([
      'draft',
      'sent',
      'partially_paid',
      'paid',
      'overdue',
    ]);
  });

  it('turns minor units into dollars and places sums in their months', () => {
    const stats = toStatsModel(
      {
        ...EMPTY,
        proposals_total: '10000000000010',
        invoices_total: '30',
        invoiced_net_of_deposits: '20',
        proposals_by_month: [{ month: '2026-03', total: '260050' }],
        invoices_by_month: [{ month: '2025-04', total: '1999' }],
        invoices_by_status: [
          { status: 'overdue', count: 2 },
          { status: 'draft', count: 1 },
        ],
      },
      now,
    );
    expect(stats.proposalsTotalValue).toBe(100000000000.1);
    expect(stats.invoicesTotalAmount).toBe(0.3);
    expect(stats.invoicedNetOfDeposits).toBe(0.2);
    expect(stats.valueByMonth.at(-1)).toEqual({
      month: '2026-03',
      proposalsValue: 2600.5,
      invoicesAmount: 0,
    });
    expect(stats.valueByMonth[0]).toEqual({
      month: '2025-04',
      proposalsValue: 0,
      invoicesAmount: 19.99,
    });
    expect(stats.invoicesByStatus).toEqual([
      { status: 'draft', count: 1 },
      { status: 'sent', count: 0 },
      { status: 'partially_paid', count: 0 },
      { status: 'paid', count: 0 },
      { status: 'overdue', count: 2 },
    ]);
  });

  it('maps recent rows with their dollars, opens and dates', () => {
    const stats = toStatsModel(
      {
        ...EMPTY,
        recent_invoices: [
          {
            id: 'a',
            number: 'INV-1',
            title: null,
            client_name: 'Globex',
            amount: '192047',
            currency: 'USD',
            status: 'overdue',
            email_open_count: 3,
            created_at: '2026-03-01T10:00:00.123+00:00',
          },
        ],
      },
      now,
    );
    expect(stats.recentInvoices).toEqual([
      {
        id: 'a',
        number: 'INV-1',
        title: null,
        clientName: 'Globex',
        amount: 1920.47,
        currency: 'USD',
        status: 'overdue',
        emailOpenCount: 3,
        createdAt: new Date('2026-03-01T10:00:00.123Z'),
      },
    ]);
  });

  it('keeps the main currency apart from the others, each in its own minor units', () => {
    const stats = toStatsModel(
      {
        ...EMPTY,
        currency: 'EUR',
        invoices_total: '123456',
        other_currencies: [
          {
            currency: 'JPY',
            proposals_total: '5000',
            proposals_count: 1,
            invoices_total: '0',
            invoices_count: 0,
          },
          {
            currency: 'KWD',
            proposals_total: '0',
            proposals_count: 0,
            invoices_total: '1250',
            invoices_count: 2,
          },
        ],
      },
      now,
    );
    expect(stats.currency).toBe('EUR');
    expect(stats.invoicesTotalAmount).toBe(1234.56);
    expect(stats.otherCurrencies).toEqual([
      {
        currency: 'JPY',
        proposalsTotalValue: 5000,
        proposalsCount: 1,
        invoicesTotalAmount: 0,
        invoicesCount: 0,
      },
      {
        currency: 'KWD',
        proposalsTotalValue: 0,
        proposalsCount: 0,
        invoicesTotalAmount: 1.25,
        invoicesCount: 2,
      },
    ]);
  });

  it('answers the main currency with zeros when nothing is owed', () => {
    expect(toStatsModel(EMPTY, now).receivables).toEqual([
      {
        currency: 'USD',
        outstanding: 0,
        outstandingCount: 0,
        overdue: 0,
        overdueCount: 0,
        paidThisMonth: 0,
        aging: [
          { bucket: '0-30', amount: 0, count: 0 },
          { bucket: '31-60', amount: 0, count: 0 },
          { bucket: '61-90', amount: 0, count: 0 },
          { bucket: '90+', amount: 0, count: 0 },
        ],
      },
    ]);
  });

  it('sums receivables per currency, main first then by code, never across currencies', () => {
    const row = (currency: string, bucket: string, count: number, balance: string, overdue = '0') =>
      ({
        currency,
        bucket,
        count,
        balance,
        overdue_count: overdue === '0' ? 0 : count,
        overdue,
      }) as StatsRow['receivables'][number];
    const stats = toStatsModel(
      {
        ...EMPTY,
        currency: 'EUR',
        receivables: [
          row('USD', '90+', 1, '10001', '10001'),
          row('EUR', '0-30', 2, '150050'),
          row('EUR', '61-90', 1, '2500', '2500'),
          row('JPY', '31-60', 3, '3000', '3000'),
        ],
        // A month of refunds only reads negative.
        paid_this_month: [
          { currency: 'EUR', paid: '9999' },
          { currency: 'CHF', paid: '-500' },
        ],
      },
      now,
    );
    expect(stats.receivables.map((r) => r.currency)).toEqual(['EUR', 'CHF', 'JPY', 'USD']);
    expect(stats.receivables[0]).toEqual({
      currency: 'EUR',
      outstanding: 1525.5,
      outstandingCount: 3,
      overdue: 25,
      overdueCount: 1,
      paidThisMonth: 99.99,
      aging: [
        { bucket: '0-30', amount: 1500.5, count: 2 },
        { bucket: '31-60', amount: 0, count: 0 },
        { bucket: '61-90', amount: 25, count: 1 },
        { bucket: '90+', amount: 0, count: 0 },
      ],
    });
    expect(stats.receivables[1]).toMatchObject({ outstanding: 0, paidThisMonth: -5 });
    // Yen have no minor unit: 3000 is ¥3,000.
    expect(stats.receivables[2]).toMatchObject({ outstanding: 3000, overdue: 3000 });
    expect(stats.receivables[3]).toMatchObject({ outstanding: 100.01, overdueCount: 1 });
  });
});
