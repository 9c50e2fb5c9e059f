import { DOCUMENT_STRINGS } from './document-language';
import type { LedgerEntry } from './payments';
import { receiptEmailLines, receiptSubject, receiptTotals } from './receipts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('receiptTotals', () => {
  // A $1,960.47 invoice: $500 paid, $100 of it refunded, then $300, then the rest.
  const ledger: LedgerEntry[] = [
    { id: 'a', amountMinor: 50000n, refundOf: null },
    { id: 'r', amountMinor: -10000n, refundOf: 'a' },
    { id: 'b', amountMinor: 30000n, refundOf: null },
    { id: 'c', amountMinor: 126047n, refundOf: null },
  ];

  it('states what each payment left, however late the receipt goes', () => {
    expect(receiptTotals(196047n, ledger, 'a')).toEqual({
      paidMinor: 50000n,
      balanceMinor: 146047n,
      sequence: 1,
    });
    // The refund before it counts; the payment after it does not.
    expect(receiptTotals(196047n, ledger, 'b')).toEqual({
      paidMinor: 70000n,
      balanceMinor: 126047n,
      sequence: 2,
    });
    expect(receiptTotals(196047n, ledger, 'c')).toEqual({
      paidMinor: 196047n,
      balanceMinor: 0n,
      sequence: 3,
    });
  });

  it('has no receipt for a refund or an entry not in the ledger', () => {
    expect(receiptTotals(196047n, ledger, 'r')).toBeNull();
    expect(receiptTotals(196047n, ledger, 'gone')).toBeNull();
  });

  it('takes credits off the balance, never below 0', () => {
    expect(receiptTotals(196047n, ledger, 'c', 1000n)?.balanceMinor).toBe(0n);
    expect(receiptTotals(196047n, ledger, 'b', 1000n)?.balanceMinor).toBe(125047n);
  });
});

describe('the receipt e-mail', () => {
  const letter = {
    clientName: 'Hank',
    senderName: 'Studio Ada',
    invoiceNumber: 'INV-0001',
    amountMinor: 50000n,
    balanceMinor: 146047n,
    currency: 'USD',
    paidOn: '2026-11-20',
  };

  it('says the amount, the date and the balance in English', () => {
    expect(receiptSubject('INV-0001')).toBe('Receipt for invoice INV-0001');
    expect(receiptEmailLines(letter)).toEqual([
      'Hello Hank,',
      '',
      'Thank you for your payment of $500.00 for invoice INV-0001, received on November 20, 2026.',
      'The balance due is now $1,460.47.',
      'The receipt is attached.',
      '',
      'Best regards,',
      'Studio Ada',
    ]);
  });

  it('says the invoice is paid in full when nothing is left', () => {
    expect(receiptEmailLines({ ...letter, balanceMinor: 0n })[3]).toBe(
      'The invoice is now paid in full.',
    );
  });

  it("writes German, with the currency as the invoice's language writes it", () => {
    expect(receiptSubject('RE-7', 'de')).toBe('Zahlungsbestätigung zur Rechnung RE-7');
    const lines = receiptEmailLines({
      ...letter,
      invoiceNumber: 'RE-7',
      currency: 'EUR',
      language: 'de',
    }).map(nbsp);
    expect(lines).toEqual([
      'Guten Tag Hank,',
      '',
      'vielen Dank für Ihre Zahlung von 500,00 € zur Rechnung RE-7, eingegangen am 20. November 2026.',
      'Der offene Betrag beläuft sich nun auf 1.460,47 €.',
      'Die Zahlungsbestätigung finden Sie im Anhang.',
      '',
      'Mit freundlichen Grüßen',
      'Studio Ada',
    ]);
  });

  it.each(Object.keys(DOCUMENT_STRINGS))(
    '%s: names the amount, the invoice and the date',
    (code) => {
      const lines = receiptEmailLines({ ...letter, language: code, currency: 'EUR' });
      expect(lines[2]).toMatch(/500.*INV-0001.*2026/);
      expect(lines[3]).toMatch(/1[.,\s\u00a0\u202f]?460/);
      expect(receiptSubject('INV-0001', code)).toContain('INV-0001');
    },
  );
});
