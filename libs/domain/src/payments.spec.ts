import fc from 'fast-check';
import { FieldCode } from './errors';
import {
  agingBucket,
  checkPayment,
  checkRefund,
  daysPastDue,
  depositMinor,
  ledgerTotals,
  paymentRefusal,
  refundRefusal,
  refundableMinor,
  statusAfterLedger,
  type LedgerEntry,
} from './payments';
import { PARTIALLY_PAID } from './documents';

const paid = (id: string, amount: number): LedgerEntry => ({
  id,
  amountMinor: BigInt(amount),
  refundOf: null,
});
const refund = (id: string, of: string, amount: number): LedgerEntry => ({
  id,
  amountMinor: -BigInt(amount),
  refundOf: of,
});

describe('ledger totals and status (worked out by hand, minor units)', () => {
  const CASES: {
    what: string;
    total: number;
    entries: LedgerEntry[];
    credited?: number;
    stored: 'draft' | 'sent' | 'paid' | 'overdue' | typeof PARTIALLY_PAID;
    balance: number;
    status: string;
  }[] = [
    {
      what: 'nothing paid',
      total: 12_000,
      entries: [],
      stored: 'sent',
      balance: 12_000,
      status: 'sent',
    },
    {
      what: 'a draft, nothing paid',
      total: 12_000,
      entries: [],
      stored: 'draft',
      balance: 12_000,
      status: 'draft',
    },
    {
      what: 'paid in full at once',
      total: 12_000,
      entries: [paid('a', 12_000)],
      stored: 'sent',
      balance: 0,
      status: 'paid',
    },
    {
      what: 'one part of two',
      total: 12_000,
      entries: [paid('a', 5_000)],
      stored: 'sent',
      balance: 7_000,
      status: PARTIALLY_PAID,
    },
    {
      what: 'an overdue invoice, one part',
      total: 12_000,
      entries: [paid('a', 1)],
      stored: 'overdue',
      balance: 11_999,
      status: PARTIALLY_PAID,
    },
    {
      what: 'two parts make the whole',
      total: 12_000,
      entries: [paid('a', 5_000), paid('b', 7_000)],
      stored: PARTIALLY_PAID,
      balance: 0,
      status: 'paid',
    },
    {
      what: 'paid, then half refunded',
      total: 12_000,
      entries: [paid('a', 12_000), refund('r', 'a', 6_000)],
      stored: 'paid',
      balance: 6_000,
      status: PARTIALLY_PAID,
    },
    {
      what: 'paid, then all refunded',
      total: 12_000,
      entries: [paid('a', 12_000), refund('r', 'a', 12_000)],
      stored: 'paid',
      balance: 12_000,
      status: 'sent',
    },
    {
      what: 'a credit note for the rest',
      total: 12_000,
      entries: [paid('a', 10_000)],
      credited: 2_000,
      stored: PARTIALLY_PAID,
      balance: 0,
      status: 'paid',
    },
    {
      what: 'credited in part, nothing paid',
      total: 12_000,
      entries: [],
      credited: 2_000,
      stored: 'sent',
      balance: 10_000,
      status: PARTIALLY_PAID,
    },
    {
      what: 'a total of 0 stays as it is',
      total: 0,
      entries: [],
      stored: 'sent',
      balance: 0,
      status: 'sent',
    },
  ];

  it.each(CASES)('$what', ({ total, entries, credited, stored, balance, status }) => {
    const totals = ledgerTotals(BigInt(total), entries, BigInt(credited ?? 0));
    expect(totals.balanceMinor).toBe(BigInt(balance));
    expect(statusAfterLedger(stored, totals)).toBe(status);
  });

  it('sums received and refunded apart', () => {
    const totals = ledgerTotals(10_000n, [
      paid('a', 6_000),
      paid('b', 4_000),
      refund('r', 'b', 1_500),
    ]);
    expect(totals).toEqual({
      totalMinor: 10_000n,
      receivedMinor: 10_000n,
      refundedMinor: 1_500n,
      creditedMinor: 0n,
      balanceMinor: 1_500n,
    });
  });
});

describe('what a payment or a refund may be', () => {
  const totals = ledgerTotals(12_000n, [paid('a', 5_000)]);

  it('takes up to the balance', () => {
    expect(paymentRefusal(totals, 7_000n, 'USD')).toBeNull();
    expect(paymentRefusal(totals, 1n, 'USD')).toBeNull();
  });

  it('refuses more than the balance, naming it in the currency', () => {
    expect(paymentRefusal(totals, 7_001n, 'USD')).toBe(
      'This payment is more than the balance due ($70.00): record at most the balance',
    );
    expect(paymentRefusal(ledgerTotals(1_500n, []), 1_501n, 'JPY')).toBe(
      'This payment is more than the balance due (¥1,500): record at most the balance',
    );
  });

  it('refuses nothing, a negative amount, and a payment on a paid invoice', () => {
    expect(paymentRefusal(totals, 0n, 'USD')).toBe('Enter an amount greater than 0');
    expect(paymentRefusal(totals, -5n, 'USD')).toBe('Enter an amount greater than 0');
    expect(paymentRefusal(ledgerTotals(100n, [paid('a', 100)]), 1n, 'USD')).toBe(
      'This invoice has no balance due',
    );
  });

  it('refunds up to what is left of the payment', () => {
    const entries = [paid('a', 5_000), refund('r1', 'a', 2_000), paid('b', 100)];
    expect(refundableMinor(entries[0], entries)).toBe(3_000n);
    expect(refundRefusal(entries[0], entries, 3_000n, 'EUR')).toBeNull();
    expect(refundRefusal(entries[0], entries, 3_001n, 'EUR')).toBe(
      'A refund cannot be more than what is left of the payment (€30.00)',
    );
    expect(refundRefusal(entries[1], entries, 1n, 'EUR')).toBe(
      'A refund gives back a payment, not another refund',
    );
    expect(refundRefusal(entries[2], entries, 0n, 'EUR')).toBe('Enter an amount greater than 0');
  });

  it('names each refusal by a code the api answers on the field', () => {
    const entries = [paid('a', 5_000), refund('r1', 'a', 2_000)];
    const codes = [
      checkPayment(totals, 0n, 'USD'),
      checkPayment(ledgerTotals(100n, [paid('a', 100)]), 1n, 'USD'),
      checkPayment(totals, 7_001n, 'USD'),
      checkRefund(entries[1], entries, 1n, 'EUR'),
      checkRefund(entries[0], entries, 3_001n, 'EUR'),
    ].map((refusal) => refusal?.code);
    expect(codes).toEqual([
      FieldCode.AmountNotPositive,
      FieldCode.NothingDue,
      FieldCode.OverBalance,
      FieldCode.RefundOfRefund,
      FieldCode.RefundTooLarge,
    ]);
    expect(checkPayment(totals, 7_000n, 'USD')).toBeNull();
  });
});

describe('deposits', () => {
  it.each([
    { what: '30% of 1,000.00', total: 100_000n, deposit: { percent: 30_000n }, minor: 30_000n },
    {
      what: '33.333% of 100.00 rounds half-up',
      total: 10_000n,
      deposit: { percent: 33_333n },
      minor: 3_333n,
    },
    { what: '50% of 0.01 rounds half-up', total: 1n, deposit: { percent: 50_000n }, minor: 1n },
    {
      what: '12.5% of 0.04 (0.005) rounds up',
      total: 4n,
      deposit: { percent: 12_500n },
      minor: 1n,
    },
    { what: 'an amount', total: 100_000n, deposit: { amount: 25_000n }, minor: 25_000n },
    { what: 'the whole total', total: 100_000n, deposit: { amount: 100_000n }, minor: 100_000n },
  ])('$what', ({ total, deposit, minor }) => {
    expect(depositMinor(total, deposit)).toBe(minor);
  });

  it('refuses an amount above the total', () => {
    expect(() => depositMinor(100n, { amount: 101n })).toThrow(
      'The deposit cannot be more than the total',
    );
  });
});

describe('aging', () => {
  it.each([
    { due: '2028-03-10', date: '2028-02-10', today: '2028-03-01', days: 0, bucket: '0-30' },
    { due: '2028-03-10', date: '2028-02-10', today: '2028-03-10', days: 0, bucket: '0-30' },
    { due: '2028-03-10', date: '2028-02-10', today: '2028-04-09', days: 30, bucket: '0-30' },
    { due: '2028-03-10', date: '2028-02-10', today: '2028-04-10', days: 31, bucket: '31-60' },
    // Across the leap day: 2028-02-28 → 2028-03-01 is two days.
    { due: '2028-02-28', date: '2028-02-01', today: '2028-03-01', days: 2, bucket: '0-30' },
    { due: '2027-12-31', date: '2027-12-01', today: '2028-03-01', days: 61, bucket: '61-90' },
    { due: '2027-12-31', date: '2027-12-01', today: '2028-03-30', days: 90, bucket: '61-90' },
    { due: '2027-12-31', date: '2027-12-01', today: '2028-03-31', days: 91, bucket: '90+' },
    { due: null, date: '2028-01-01', today: '2028-02-15', days: 45, bucket: '31-60' },
  ])('due $due, today $today: $days days, $bucket', ({ due, date, today, days, bucket }) => {
    expect(daysPastDue(due, date, today)).toBe(days);
    expect(agingBucket(days)).toBe(bucket);
  });
});

describe('ledger properties', () => {
  /** A random history: payments the rules accept, and refunds of them they accept. */
  const historyArb = fc.record({
    total: fc.bigInt({ min: 1n, max: 10_000_000n }),
    steps: fc.array(
      fc.oneof(
        fc.record({ pay: fc.bigInt({ min: -10n, max: 5_000_000n }) }),
        fc.record({ refund: fc.bigInt({ min: -10n, max: 5_000_000n }), of: fc.nat() }),
      ),
      { maxLength: 30 },
    ),
  });

  it('never owes below 0, never takes more than the total, and the status follows the balance', () => {
    fc.assert(
      fc.property(historyArb, ({ total, steps }) => {
        const entries: LedgerEntry[] = [];
        let status: ReturnType<typeof statusAfterLedger> = 'sent';
        for (const [index, step] of steps.entries()) {
          const before = ledgerTotals(total, entries);
          if ('pay' in step) {
            const refusal = paymentRefusal(before, step.pay, 'USD');
            expect(refusal === null).toBe(step.pay > 0n && step.pay <= before.balanceMinor);
            if (refusal === null) entries.push(paid(`p${index}`, Number(step.pay)));
          } else {
            const payments = entries.filter((entry) => entry.refundOf === null);
            if (payments.length === 0) continue;
            const payment = payments[step.of % payments.length];
            const left = refundableMinor(payment, entries);
            const refusal = refundRefusal(payment, entries, step.refund, 'USD');
            expect(refusal === null).toBe(step.refund > 0n && step.refund <= left);
            if (refusal === null) {
              entries.push(refund(`r${index}`, payment.id, Number(step.refund)));
            }
          }
          const after = ledgerTotals(total, entries);
          status = statusAfterLedger(status, after);
          const net = after.receivedMinor - after.refundedMinor;
          expect(after.balanceMinor).toBe(total - net);
          expect(net >= 0n && net <= total).toBe(true);
          expect(status).toBe(
            after.balanceMinor === 0n ? 'paid' : net > 0n ? PARTIALLY_PAID : 'sent',
          );
          for (const payment of entries.filter((entry) => entry.refundOf === null)) {
            expect(refundableMinor(payment, entries) >= 0n).toBe(true);
          }
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('a percent deposit is within half a unit of the exact share and never above the total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_000n }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        (total, percent) => {
          const deposit = depositMinor(total, { percent });
          // |deposit − total × percent / 100,000| ≤ ½, in whole numbers.
          const gap = deposit * 100_000n - total * percent;
          expect(2n * (gap < 0n ? -gap : gap) <= 100_000n).toBe(true);
          expect(deposit <= total).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
