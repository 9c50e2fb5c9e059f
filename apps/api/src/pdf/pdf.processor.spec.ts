import type { Job } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { RECEIPT_PDF_JOB, receiptSnapshot, type PdfJob, type ReceiptPdfJob } from './pdf-job';
import type { PrintableReceipt } from '../documents/content/printable-receipt';
import { PdfProcessor } from './pdf.processor';
import { DEFAULT_DOCUMENT_STYLE } from '../documents/content/document-style';
import type { PdfRenderer } from './pdf-renderer';
import type { PdfResultStore } from './pdf-result-store';

describe('PdfProcessor', () => {
  const printed: PdfJob['document'][] = [];
  const renderer = {
    styleOf: async () => DEFAULT_DOCUMENT_STYLE,
    print: async (document: PdfJob['document']) => {
      printed.push(document);
      return Buffer.from('%PDF');
    },
  } as unknown as PdfRenderer;
  const results = { put: async (id: string) => `pdf:${id}` } as unknown as PdfResultStore;
  const processor = new PdfProcessor(renderer, results, {} as AppConfig);
  const job = (document: Partial<PdfJob['document']>) =>
    ({ id: '7', name: 'render', data: { document } }) as unknown as Job<PdfJob>;

  beforeEach(() => (printed.length = 0));

  it('prints a snapshot in its own currency', async () => {
    await expect(processor.process(job({ currency: 'EUR' }))).resolves.toEqual({
      resultKey: 'pdf:7',
    });
    expect(printed[0].currency).toBe('EUR');
  });

  it('prints a snapshot queued without a currency (an earlier version left USD out) in USD', async () => {
    await processor.process(job({}));
    expect(printed[0].currency).toBe('USD');
  });

  it("prints a receipt job's snapshot with its amounts as bigints again, in its invoice's layout", async () => {
    const receipts: unknown[] = [];
    const styles: unknown[] = [];
    const receiptRenderer = {
      styleOf: async (workspaceId: string, layout: unknown) => {
        styles.push([workspaceId, layout]);
        return DEFAULT_DOCUMENT_STYLE;
      },
      printReceipt: async (receipt: unknown) => {
        receipts.push(receipt);
        return Buffer.from('%PDF');
      },
    } as unknown as PdfRenderer;
    const party = { heading: 'From', name: 'Studio Ada', lines: ['London'] };
    const receipt: PrintableReceipt = {
      language: 'en',
      currency: 'USD',
      invoiceNumber: 'INV-1',
      paidOn: '2026-11-20',
      method: 'bank_transfer',
      reference: null,
      amountMinor: 50000n,
      invoiceTotalMinor: 196047n,
      deposit: { label: 'Less deposit paid (INV-0)', amountMinor: 10000n },
      paidMinor: 50000n,
      balanceMinor: 136047n,
      from: party,
      to: party,
    };
    // Through JSON, as the queue carries it.
    const data = JSON.parse(
      JSON.stringify({
        paymentId: 'p1',
        workspaceId: 'w1',
        receipt: receiptSnapshot(receipt),
        layout: 'compact',
      }),
    );
    await new PdfProcessor(receiptRenderer, results, {} as AppConfig).process({
      id: '8',
      name: RECEIPT_PDF_JOB,
      data,
    } as Job<ReceiptPdfJob>);
    expect(styles).toEqual([['w1', 'compact']]);
    expect(receipts).toEqual([receipt]);
  });
});
