import { SwissQRBill } from 'swissqrbill/svg';
import type { SwissQrBill } from '../../documents/content/printable-document';

/**
 * The Swiss QR-bill's payment part as the swissqrbill package draws it (SVG, 210 × 105 mm, the
 * receipt on the left, the QR code with the Swiss cross and the payment part on the right), on
 * a page of its own at the end of the invoice: the standard wants it at the foot of an A4 page,
 * with nothing below it, where a perforation or the scissors line separates it.
 */
export function swissQrBillHtml(bill: SwissQrBill): string {
  const svg = new SwissQRBill(
    {
      currency: bill.currency,
      amount: bill.amount,
      creditor: bill.creditor,
      ...(bill.debtor ? { debtor: bill.debtor } : {}),
      message: bill.message,
    },
    { language: bill.language, scissors: true, outlines: true },
  ).toString();
  return `<section class="qr-bill" data-qr-bill>${svg}</section>`;
}
