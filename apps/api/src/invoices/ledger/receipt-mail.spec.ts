import { defaultEmailBrand } from '../../email/email-brand';
import { receiptContent } from './receipt-mail';

describe('receiptContent', () => {
  it('writes the receipt in text and HTML, escaped, without a tracking pixel', async () => {
    const { text, html } = await receiptContent(
      {
        clientName: 'Hank <Globex>',
        senderName: 'Studio Ada',
        invoiceNumber: 'INV-1',
        amountMinor: 50000n,
        balanceMinor: 0n,
        currency: 'USD',
        paidOn: '2026-11-20',
      },
      defaultEmailBrand('Studio Ada'),
    );
    expect(text.split('\n')).toEqual([
      'Hello Hank <Globex>,',
      '',
      'Thank you for your payment of $500.00 for invoice INV-1, received on November 20, 2026.',
      'The invoice is now paid in full.',
      'The receipt is attached.',
      '',
      'Best regards,',
      'Studio Ada',
    ]);
    expect(html).toContain('<p style="margin:0 0 16px">Hello Hank &lt;Globex&gt;,</p>');
    expect(html).not.toContain('<img');
    expect(html).toContain('This e-mail was sent to you by Studio Ada.');
  });
});
