import { emailBodyLines, invoiceAmountLine } from '@dealdraft/domain';
import { defaultEmailBrand } from '../email/email-brand';
import { emailContent } from './document-email-content';

const invoice = {
  kind: 'invoice' as const,
  clientName: 'Globex',
  senderName: 'Acme Studio',
  number: 'INV-7',
  amount: 1250,
  dueDate: '2026-12-31',
  url: 'https://app.dealdraft.test/c/abc',
  pixelUrl: 'https://app.dealdraft.test/api/t/p.gif',
  brand: defaultEmailBrand('Acme Studio'),
};
const amountLine = invoiceAmountLine(1250, '2026-12-31');

describe('emailContent', () => {
  it("states an invoice's amount and due date under a message the user wrote without them", async () => {
    const { text } = await emailContent({
      ...invoice,
      message: 'Hi Globex,\nThanks for the work!',
    });

    expect(amountLine).toBe('The amount due is $1,250.00, due by December 31, 2026.');
    expect(text.split('\n')).toEqual([
      'Hi Globex,',
      'Thanks for the work!',
      '',
      amountLine,
      '',
      `You can also view it online here: ${invoice.url}`,
    ]);
  });

  it('keeps the prefilled message as it is, stating the amount once', async () => {
    const prefilled = emailBodyLines({ ...invoice, url: undefined }).join('\n');
    const { text } = await emailContent({ ...invoice, message: prefilled });

    expect(text.split(amountLine)).toHaveLength(2);
  });

  it("adds no amount to a proposal's message", async () => {
    const { text } = await emailContent({
      ...invoice,
      kind: 'proposal',
      title: null,
      message: 'Hi Globex',
    });

    expect(text).toBe(
      `Hi Globex\n\nYou can also view it online, and accept or decline it, here: ${invoice.url}`,
    );
  });
});
