import type { PrintableDocument } from '../../src/documents/content/printable-document';

/** A document that uses every field PrintableDocument has. */
export const RICH_DOCUMENT: PrintableDocument = {
  kind: 'Invoice',
  title: 'Invoice for Globex Corporation International Holdings',
  number: 'INV-2026-0042',
  status: 'sent',
  reference: 'For proposal PROP-2026-007',
  dates: [
    { label: 'Issued', value: 'November 2, 2026' },
    { label: 'Due', value: 'December 2, 2026' },
    { label: 'Order reference', value: 'PO-77-ALPHA' },
  ],
  from: {
    heading: 'From',
    name: 'Studio Ada & Partners',
    lines: [
      '12 Analytical Street\nLondon',
      'ada@studio.example',
      '+44 20 7946 0000',
      'Tax number GB123456789',
    ],
  },
  to: {
    heading: 'Bill to',
    name: 'Globex <Corporation>',
    lines: ['1 Globex Way, Springfield', 'billing@globex.example', 'Phone +1 555 0100'],
  },
  lines: [
    {
      description: 'Website redesign',
      details: 'Home page\nProduct pages',
      quantity: 3,
      unitPrice: 1200.5,
      total: 3241.35,
      discount: '−10%',
    },
    { description: 'Hosting (annual)', quantity: 1, unitPrice: 480, total: 480 },
  ],
  unitLabel: 'Rate',
  total: 4429.42,
  sections: [
    { title: 'Payment terms', body: 'Net 30' },
    { title: 'Bank details', body: 'IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX' },
    { title: 'Payment instructions', body: 'Cheques payable to Studio Ada Ltd' },
    { title: 'Notes', body: 'Thank you for your business' },
  ],
  acceptance: {
    statement: 'Accepted by Jane Doe on November 23, 2026 at 2:05 PM UTC',
    sha256: 'a'.repeat(64),
  },
  preview: true,
  currency: 'EUR',
  summary: {
    subtotal: 3721.35,
    discount: 360.15,
    taxes: [
      { name: 'VAT', percent: 19, base: 3721.35, amount: 707.07 },
      { name: 'VAT', percent: 0, base: 1, amount: 0, exemptionReason: 'Reverse charge' },
    ],
    pricesIncludeTax: true,
  },
  due: {
    deductions: [
      { label: 'Less deposit paid (INV-2026-0040)', amount: 1000 },
      { label: 'Paid to date', amount: 229.42 },
    ],
    label: 'Amount due',
    amount: 3200,
  },
  depositDue: 'A deposit of 30% is due on acceptance.',
  paymentQr: { payload: 'BCD\n002\n1\nSCT', caption: 'Scan to pay with your banking app' },
};
