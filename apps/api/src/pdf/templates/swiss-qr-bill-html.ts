import { SwissQRBill } from 'swissqrbill/svg';
import type { SwissQrBill } from '../../documents/content/printable-document';

/**
 * The Swiss QR-bill's payment part as the swissqrbill package draws it (SVG, 210 × 105 mm: the
 * receipt on the left, the QR code with the Swiss cross and the payment part on the right), at
 * the foot of an A4 page of its own, without margins or the documents' print footer: the
 * standard wants nothing below it, and the scissors line where it is cut off. The renderer
 * appends this page to the invoice.
 */
export function swissQrBillPageHtml(bill: SwissQrBill): string {
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
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>QR-bill</title>
<style>
@page { size: A4; margin: 0; }
html, body { margin: 0; height: 100%; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.qr-bill { position: absolute; left: 0; bottom: 0; width: 210mm; height: 105mm; }
.qr-bill svg { display: block; width: 210mm; height: 105mm; }
</style>
</head>
<body><section class="qr-bill" data-qr-bill>${svg}</section></body>
</html>`;
}
