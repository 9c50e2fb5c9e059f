import {
  checkCredit,
  CREDIT_NOTE_NUMBER_PATTERN,
  CreditNoteMessages,
  creditNoteEmailLines,
  creditNoteSubject,
  creditNoteTotals,
  creditRefusal,
} from './credit-notes';
import { FieldCode } from './errors';
import { formatDocumentNumber } from './numbering';
import { ledgerTotals, statusAfterLedger } from './payments';

describe('credit notes', () => {
  it('numbers CN-0001, CN-0002… from the workspace sequence', () => {
    expect(formatDocumentNumber(CREDIT_NOTE_NUMBER_PATTERN, 1, '2096-03-01')).toBe('CN-0001');
    expect(formatDocumentNumber(CREDIT_NOTE_NUMBER_PATTERN, 12345, '2096-03-01')).toBe('CN-12345');
  });

  it('credits at most the balance due, naming it', () => {
    // $1,000.00 invoiced, $300.00 paid, $200.00 credited: $500.00 due.
    const totals = ledgerTotals(
      100000n,
      [{ id: 'p', amountMinor: 30000n, refundOf: null }],
      20000n,
    );
    expect(totals.balanceMinor).toBe(50000n);
    expect(creditRefusal(totals, 50000n, 'USD')).toBeNull();
    expect(creditRefusal(totals, 1n, 'USD')).toBeNull();
    expect(creditRefusal(totals, 50001n, 'USD')).toBe(
      'A credit note cannot be more than the balance due ($500.00): credit at most the balance',
    );
    expect(creditRefusal(totals, 0n, 'USD')).toBe(CreditNoteMessages.amountPositive);
    expect(creditRefusal(ledgerTotals(100000n, [], 100000n), 1n, 'USD')).toBe(
      CreditNoteMessages.nothingDue,
    );
    expect(checkCredit(totals, 50001n, 'USD')).toEqual({
      code: FieldCode.OverBalance,
      message: creditRefusal(totals, 50001n, 'USD'),
    });
  });

  it('settles an invoice credited in full: paid, nothing due', () => {
    expect(statusAfterLedger('sent', ledgerTotals(100000n, [], 100000n))).toBe('paid');
    expect(statusAfterLedger('sent', ledgerTotals(100000n, [], 40000n))).toBe('partially_paid');
    expect(
      statusAfterLedger(
        'partially_paid',
        ledgerTotals(100000n, [{ id: 'p', amountMinor: 60000n, refundOf: null }], 40000n),
      ),
    ).toBe('paid');
  });

  it('states the invoice as it stood after the note', () => {
    expect(creditNoteTotals(100000n, 30000n, 20000n)).toEqual({
      creditedMinor: 20000n,
      paidMinor: 30000n,
      balanceMinor: 50000n,
    });
    expect(creditNoteTotals(100000n, 0n, 100000n).balanceMinor).toBe(0n);
  });

  const letter = {
    clientName: 'Hank',
    senderName: 'Studio Ada',
    creditNoteNumber: 'CN-0001',
    invoiceNumber: 'INV-0001',
    amountMinor: 20000n,
    balanceMinor: 50000n,
    currency: 'EUR',
  };

  it('writes the e-mail in English', () => {
    expect(creditNoteSubject('CN-0001', 'INV-0001')).toBe(
      'Credit note CN-0001 for invoice INV-0001',
    );
    expect(creditNoteEmailLines(letter)).toEqual([
      'Hello Hank,',
      '',
      'Please find attached credit note CN-0001 of €200.00 against invoice INV-0001.',
      'The balance due on the invoice is now €500.00.',
      '',
      'Best regards,',
      'Studio Ada',
    ]);
    expect(creditNoteEmailLines({ ...letter, balanceMinor: 0n })[3]).toBe(
      'Nothing remains due on the invoice.',
    );
  });

  it("writes German, with the money as the invoice's language writes it", () => {
    expect(creditNoteSubject('CN-0001', 'RE-7', 'de')).toBe('Gutschrift CN-0001 zur Rechnung RE-7');
    const lines = creditNoteEmailLines({ ...letter, language: 'de' }).map((line) =>
      line.replace(/\u00a0/g, ' '),
    );
    expect(lines[2]).toBe(
      'anbei erhalten Sie die Gutschrift CN-0001 über 200,00 € zur Rechnung INV-0001.',
    );
  });
});
