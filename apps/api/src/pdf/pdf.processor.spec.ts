import type { Job } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import type { PdfJob } from './pdf-job';
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
});
