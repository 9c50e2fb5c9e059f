import { DOCUMENT_LANGUAGES } from './clients';
import { formatMoney } from './document-money';
import {
  DOCUMENT_STRINGS,
  documentStrings,
  formatDocumentDate,
  formatDocumentTime,
} from './document-language';
import { emailBodyLines, emailSubject, invoiceAmountLine } from './documents';
import { reminderBodyLines, reminderSubject } from './client-links';
import { PAYMENT_METHODS } from './payments';

describe('document languages', () => {
  it('has a table for every language a client or document may choose, and no other', () => {
    expect(Object.keys(DOCUMENT_STRINGS).sort()).toEqual([...DOCUMENT_LANGUAGES].sort());
  });

  it.each(DOCUMENT_LANGUAGES)(
    '%s: every text is filled and keeps the values it is given',
    (code) => {
      const t = DOCUMENT_STRINGS[code];
      const texts = JSON.stringify(t, (_key, value: unknown) =>
        typeof value === 'function' ? 'fn' : value,
      );
      expect(texts).not.toMatch(/""/);
      // Chromium's page placeholders and every value must come through, whatever the grammar.
      expect(t.pageOf('<P>', '<N>')).toMatch(/<P>.*<N>/);
      expect(t.taxOn('VAT', '20%', '€10')).toEqual(expect.stringContaining('VAT'));
      expect(t.taxOn('VAT', '20%', '€10')).toEqual(expect.stringContaining('€10'));
      expect(t.email.attached('proposal', 'P-1', 'Logo')).toMatch(/P-1.*Logo/);
      expect(t.email.attached('invoice', 'I-1', null)).toContain('I-1');
      expect(t.email.amountDue('€5', '1 May')).toMatch(/€5.*1 May/);
      expect(t.email.amountDue('€5', null)).toContain('€5');
      expect(t.email.subject('invoice', null, 'I-9')).toContain('I-9');
      expect(t.email.footer('Acme <b>')).toContain('Acme <b>');
      expect(t.email.subject('proposal', 'Logo', 'P-9')).toContain('Logo');
      expect(t.email.subject('proposal', null, 'P-9')).toContain('P-9');
      expect(t.reminder.subject('invoice', null, 'I-9')).toContain('I-9');
      expect(t.reminder.proposal('P-1', 'Logo')).toMatch(/P-1.*Logo/);
      expect(t.reminder.overdue('I-1', '1 May')).toMatch(/I-1.*1 May/);
      expect(t.reminder.due('I-1', '1 May')).toMatch(/I-1.*1 May/);
      expect(t.reminder.due('I-1', null)).toContain('I-1');
      expect(t.reminder.dueToday('I-1')).toContain('I-1');
      expect(t.reminder.viewHere('https://x.example/c/1')).toContain('https://x.example/c/1');
      expect(t.receipt.forInvoice('I-1')).toContain('I-1');
      expect(t.receipt.subject('I-1')).toContain('I-1');
      expect(t.receipt.thanks('€5', 'I-1', '1 May')).toEqual(expect.stringContaining('€5'));
      expect(t.receipt.thanks('€5', 'I-1', '1 May')).toEqual(expect.stringContaining('I-1'));
      expect(t.receipt.thanks('€5', 'I-1', '1 May')).toEqual(expect.stringContaining('1 May'));
      expect(t.receipt.balanceNow('€5')).toContain('€5');
      expect(Object.keys(t.receipt.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
      expect(t.creditNote.forInvoice('I-1')).toContain('I-1');
      expect(t.creditNote.subject('C-1', 'I-1')).toMatch(/C-1.*I-1/);
      expect(t.creditNote.body('C-1', '€5', 'I-1')).toMatch(/C-1.*€5.*I-1/);
      expect(t.creditNote.balanceNow('€5')).toContain('€5');
      expect(new Intl.NumberFormat(t.locale).resolvedOptions().locale).toBe(t.locale);
    },
  );

  it('writes money, dates and times as each locale does', () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(formatMoney(1234.56, 'EUR', documentStrings('de').locale))).toBe('1.234,56 €');
    expect(nbsp(formatMoney(1234.56, 'EUR', documentStrings('fr').locale))).toBe('1 234,56 €');
    expect(nbsp(formatMoney(1234.5, 'PLN', documentStrings('pl').locale))).toBe('1234,50 zł');
    expect(formatMoney(1234.56, 'USD', documentStrings('en').locale)).toBe('$1,234.56');
    expect(formatDocumentDate('2026-11-01', 'de')).toBe('1. November 2026');
    expect(formatDocumentDate('2026-11-01', 'es')).toBe('1 de noviembre de 2026');
    expect(formatDocumentDate('2026-11-01', 'en')).toBe('November 1, 2026');
    expect(formatDocumentTime(new Date('2026-11-01T14:05:00Z'), 'en')).toBe(
      'November 1, 2026 at 2:05 PM',
    );
  });

  it('reads an unknown or missing language as English', () => {
    expect(documentStrings('tlh')).toBe(DOCUMENT_STRINGS.en);
    expect(documentStrings(null)).toBe(DOCUMENT_STRINGS.en);
  });

  it("keeps the spec's English e-mail word for word, and writes a German one", () => {
    expect(emailSubject('invoice', null, 'INV-1')).toBe('Invoice: INV-1');
    expect(invoiceAmountLine(1960.47, '2026-12-01')).toBe(
      'The amount due is $1,960.47, due by December 1, 2026.',
    );
    const german = emailBodyLines({
      kind: 'invoice',
      clientName: 'Globex',
      senderName: 'Studio',
      number: 'RE-1',
      amount: 1234.56,
      currency: 'EUR',
      dueDate: '2026-12-01',
      language: 'de',
    });
    expect(german[0]).toBe(DOCUMENT_STRINGS.de.email.greeting('Globex'));
    expect(german[3].replace(/\u00a0/g, ' ')).toBe(
      DOCUMENT_STRINGS.de.email.amountDue('1.234,56 €', '1. Dezember 2026').replace(/\u00a0/g, ' '),
    );
  });

  it('writes reminders in the document language; English keeps its words and ISO dates', () => {
    const input = {
      kind: 'invoice' as const,
      clientName: 'Globex',
      senderName: 'Studio',
      number: 'RE-1',
      title: null,
      dueDate: '2026-11-01',
      today: '2026-11-20',
      url: 'https://app.example/c/abc',
    };
    expect(reminderSubject('invoice', 'RE-1', null)).toBe('Reminder: Invoice: RE-1');
    expect(reminderBodyLines(input)[2]).toBe(
      'This is a friendly reminder that the invoice RE-1 was due on 2026-11-01 and is still unpaid.',
    );
    expect(reminderSubject('invoice', 'RE-1', null, 'de')).toBe('Erinnerung: Rechnung: RE-1');
    expect(reminderBodyLines({ ...input, language: 'de' })).toEqual([
      'Guten Tag Globex,',
      '',
      DOCUMENT_STRINGS.de.reminder.overdue('RE-1', '1. November 2026'),
      DOCUMENT_STRINGS.de.reminder.viewHere('https://app.example/c/abc'),
      '',
      DOCUMENT_STRINGS.de.email.regards,
      'Studio',
    ]);
  });
});

describe('the VAT identifier and the e-invoice words', () => {
  it('has one label per language, the one proposals print, "USt-IdNr." in German', () => {
    expect(DOCUMENT_STRINGS.de.taxNumber('DE123456789')).toBe('USt-IdNr. DE123456789');
    expect(DOCUMENT_STRINGS.fr.taxNumber('FR1')).toBe('N° TVA FR1');
    for (const code of DOCUMENT_LANGUAGES) {
      const t = DOCUMENT_STRINGS[code];
      // A second label for the same number (invoices printed "Firmennr.") is gone.
      expect(t).not.toHaveProperty('businessNumber');
      expect(t.taxNumber('X-1')).toMatch(/X-1$/);
      expect(t.taxRegistrationNumber('X-2')).toMatch(/X-2$/);
      expect(t.taxRegistrationNumber('X')).not.toBe(t.taxNumber('X'));
    }
  });

  it('names the service, the references and the bank details in every language', () => {
    expect(DOCUMENT_STRINGS.de).toMatchObject({
      serviceDate: 'Leistungsdatum',
      servicePeriod: 'Leistungszeitraum',
      bankDetails: 'Bankverbindung',
      accountHolder: 'Kontoinhaber',
    });
    expect(DOCUMENT_STRINGS.fr).toMatchObject({
      serviceDate: 'Date de prestation',
      servicePeriod: 'Période de prestation',
      bankDetails: 'Coordonnées bancaires',
      accountHolder: 'Titulaire du compte',
    });
    const words = DOCUMENT_LANGUAGES.map((code) => DOCUMENT_STRINGS[code].servicePeriod);
    expect(new Set(words).size).toBe(DOCUMENT_LANGUAGES.length);
  });
});
