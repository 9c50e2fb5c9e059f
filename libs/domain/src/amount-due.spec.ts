import { amountDue, depositDeductionLine, paidLedger } from './amount-due';
import { creditNoteTotals } from './credit-notes';
import { emailBodyLines } from './documents';
import { receiptEmailLines, receiptTotals } from './receipts';

// One €3,980.10 job with a 30 % deposit, worked out by hand: 3,980.10 × 0.30 = 1,194.03 paid on
// the deposit invoice; the final invoice asks 3,980.10 − 1,194.03 = 2,786.07; a payment of
// 1,000.00 leaves 1,786.07.
const deposit = { invoiceNumber: 'RE-2026-001', amountMinor: 119_403n };

describe('amountDue', () => {
  it.each([
    ['no deposit, nothing paid', { ledger: [] }, 398_010n, 0n],
    ['the paid deposit deducted', { deposit, ledger: [] }, 278_607n, 0n],
    [
      'a partial payment after the deposit',
      { deposit, ledger: [{ id: 'p1', amountMinor: 100_000n, refundOf: null }] },
      178_607n,
      100_000n,
    ],
    [
      'a refund gives part of it back',
      {
        deposit,
        ledger: [
          { id: 'p1', amountMinor: 100_000n, refundOf: null },
          { id: 'r1', amountMinor: -40_000n, refundOf: 'p1' },
        ],
      },
      218_607n,
      60_000n,
    ],
    [
      'a credit note on top',
      { deposit, creditedMinor: 50_000n, ledger: paidLedger(100_000n) },
      128_607n,
      100_000n,
    ],
    ['never below nothing', { deposit, ledger: paidLedger(300_000n) }, 0n, 300_000n],
  ])('%s', (_name, input, balance, paid) => {
    const due = amountDue({ totalMinor: 398_010n, ...input });
    expect(due.balanceMinor).toBe(balance);
    expect(due.paidMinor).toBe(paid);
    expect(due.totalMinor).toBe(398_010n);
  });

  it('keeps no deposit line for a deposit of nothing', () => {
    const due = amountDue({
      totalMinor: 398_010n,
      deposit: { invoiceNumber: 'RE-2026-001', amountMinor: 0n },
      ledger: [],
    });
    expect(due.deposit).toBeNull();
    expect(depositDeductionLine(due, 'EUR', 'de')).toBeNull();
  });
});

describe('depositDeductionLine', () => {
  const due = amountDue({ totalMinor: 398_010n, deposit, ledger: [] });

  it.each([
    ['de', 'Abzüglich Anzahlung, Rechnung RE-2026-001: −1.194,03 €'],
    ['en', 'Less deposit paid, invoice RE-2026-001: −€1,194.03'],
    ['fr', 'Moins acompte versé, facture RE-2026-001: −1 194,03 €'],
    ['es', 'Menos anticipo pagado, factura RE-2026-001: −1194,03 €'],
    ['it', 'Meno acconto versato, fattura RE-2026-001: −1194,03 €'],
    ['nl', 'Min betaald voorschot, factuur RE-2026-001: −€ 1.194,03'],
    ['pt', 'Menos sinal pago, fatura RE-2026-001: −€ 1.194,03'],
    ['pl', 'Minus wpłacona zaliczka, faktura RE-2026-001: −1194,03 €'],
  ])('in %s', (language, line) => {
    expect(depositDeductionLine(due, 'EUR', language)?.replace(/[\u00a0\u202f]/g, ' ')).toBe(line);
  });
});

describe('what the client receives states the same balance', () => {
  it("the final invoice's e-mail states the deposit and the balance, not the total", () => {
    const lines = emailBodyLines({
      kind: 'invoice',
      clientName: 'Anna',
      senderName: 'Jonas',
      number: 'RE-2026-002',
      amount: 2786.07,
      currency: 'EUR',
      dueDate: null,
      language: 'de',
      deposit: { invoiceNumber: 'RE-2026-001', amount: 1194.03 },
    }).map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
    expect(lines).toContain('Abzüglich Anzahlung, Rechnung RE-2026-001: −1.194,03 €');
    expect(lines.join('\n')).toContain('Der zu zahlende Betrag beträgt 2.786,07 €');
    expect(lines.join('\n')).not.toContain('3.980,10');
  });

  it('the receipt for a later €1,000 payment states 1,786.07 left', () => {
    const totals = receiptTotals(
      398_010n,
      [{ id: 'p1', amountMinor: 100_000n, refundOf: null }],
      'p1',
      0n,
      deposit,
    );
    expect(totals).toEqual({ paidMinor: 100_000n, balanceMinor: 178_607n, sequence: 1 });
    const text = receiptEmailLines({
      clientName: 'Anna',
      senderName: 'Jonas',
      invoiceNumber: 'RE-2026-002',
      amountMinor: 100_000n,
      balanceMinor: totals!.balanceMinor,
      currency: 'EUR',
      paidOn: '2026-11-20',
      language: 'de',
    })
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Der offene Betrag beläuft sich nun auf 1.786,07 €.');
  });

  it('a credit note counts the deposit too', () => {
    expect(creditNoteTotals(398_010n, 100_000n, 50_000n, deposit).balanceMinor).toBe(128_607n);
  });
});
