import { documentStrings } from './document-language';
import { formatMoney } from './document-money';
import {
  depositDueLine,
  effectiveInvoiceStatus,
  emailBodyLines,
  emailSubject,
  invoiceAmountLine,
  invoiceNumber,
  planLimitMessage,
  proposalNumber,
  todayIso,
} from './documents';

describe('documents', () => {
  it('numbers documents with the spec prefixes', () => {
    expect(proposalNumber(1700000000000)).toBe('PROP-1700000000000');
    expect(invoiceNumber(1700000000000)).toBe('INV-1700000000000');
  });

  it('never gives the same default number twice, even within one millisecond', () => {
    const before = Date.now();
    const numbers = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? invoiceNumber() : proposalNumber(),
    );
    const stamps = numbers.map((number) => Number(number.replace(/^(INV|PROP)-/, '')));
    expect(new Set(stamps).size).toBe(50);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(stamps[0]).toBeGreaterThanOrEqual(before);
  });

  it('reads a sent or partially paid invoice past its due date as overdue, and nothing else', () => {
    expect(effectiveInvoiceStatus('sent', '2026-11-21', '2026-11-22')).toBe('overdue');
    expect(effectiveInvoiceStatus('sent', '2026-11-22', '2026-11-22')).toBe('sent');
    expect(effectiveInvoiceStatus('sent', null, '2026-11-22')).toBe('sent');
    expect(effectiveInvoiceStatus('paid', '2026-01-01', '2026-11-22')).toBe('paid');
    expect(effectiveInvoiceStatus('draft', '2026-01-01', '2026-11-22')).toBe('draft');
    // A partial payment does not make the rest of the balance any less late.
    expect(effectiveInvoiceStatus('partially_paid', '2026-11-21', '2026-11-22')).toBe('overdue');
    expect(effectiveInvoiceStatus('partially_paid', '2026-11-22', '2026-11-22')).toBe(
      'partially_paid',
    );
  });

  it('uses the UTC date', () => {
    expect(todayIso(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });

  it('names the limit and how to raise it', () => {
    expect(planLimitMessage('invoice', 5, 'Trial Plan')).toBe(
      'You have used all 5 invoices of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.',
    );
  });

  it('builds the e-mail subject from the title or, lacking one, the number', () => {
    expect(emailSubject('proposal', 'Website redesign', 'PROP-1')).toBe(
      'Proposal: Website redesign',
    );
    expect(emailSubject('proposal', '', 'PROP-1')).toBe('Proposal: PROP-1');
    expect(emailSubject('proposal', null, 'PROP-1')).toBe('Proposal: PROP-1');
    // An invoice has no title: always its number.
    expect(emailSubject('invoice', 'ignored', 'INV-7')).toBe('Invoice: INV-7');
  });

  it('greets the client and says the document is attached for review', () => {
    const input = { clientName: 'Jane', senderName: 'Ada', number: 'PROP-1' };
    expect(emailBodyLines({ ...input, kind: 'proposal', title: 'Website' })).toEqual([
      'Hello Jane,',
      '',
      'Please find attached the proposal PROP-1 for Website for your review.',
      'If you have any questions, just reply to this e-mail.',
      '',
      'Best regards,',
      'Ada',
    ]);
    expect(
      emailBodyLines({ ...input, kind: 'invoice', number: 'INV-7', amount: 0, dueDate: null })[2],
    ).toBe('Please find attached the invoice INV-7 for your review.');
  });

  it("states an invoice's amount in US dollars and its due date, or that it has none", () => {
    const invoice = { clientName: 'Jane', senderName: 'Ada', number: 'INV-7' };
    expect(
      emailBodyLines({ ...invoice, kind: 'invoice', amount: 1234.56, dueDate: '2026-01-31' }),
    ).toEqual([
      'Hello Jane,',
      '',
      'Please find attached the invoice INV-7 for your review.',
      'The amount due is $1,234.56, due by January 31, 2026.',
      'If you have any questions, just reply to this e-mail.',
      '',
      'Best regards,',
      'Ada',
    ]);
    expect(invoiceAmountLine(50, null)).toBe('The amount due is $50.00, with no due date.');
  });
});

describe('depositDueLine', () => {
  it('names a percent deposit with its amount, and a fixed one once', () => {
    expect(depositDueLine({ share: '30%', amount: 1194.03 }, 'USD', 'en')).toBe(
      'A deposit of 30% ($1,194.03) is due on acceptance.',
    );
    expect(depositDueLine({ share: '$500.00', amount: 500 }, 'USD', 'en')).toBe(
      'A deposit of $500.00 is due on acceptance.',
    );
    // As proposalDeposit writes a fixed share: the amount in the document's locale.
    const share = formatMoney(500, 'EUR', documentStrings('de').locale);
    expect(depositDueLine({ share, amount: 500 }, 'EUR', 'de')).toBe(
      `Bei Annahme ist eine Anzahlung von ${share} fällig.`,
    );
  });
});
