import { Processor } from '@nestjs/bullmq';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { Queues } from '../queue/queues';
import {
  CREDIT_NOTE_PDF_JOB,
  CreditNotePdfJob,
  PdfJob,
  PdfResult,
  RECEIPT_PDF_JOB,
  ReceiptPdfJob,
  receiptOfSnapshot,
} from './pdf-job';
import { PdfRenderer } from './pdf-renderer';
import { PdfResultStore } from './pdf-result-store';

@Processor(Queues.Pdf, WORKER_OPTIONS)
export class PdfProcessor extends LoggedWorkerHost {
  constructor(
    private readonly renderer: PdfRenderer,
    private readonly results: PdfResultStore,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** As many jobs at once as the page pool has pages: more would only wait inside the pool. */
  override onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.pdf.poolSize;
    super.onApplicationBootstrap();
  }

  async process(
    job: Job<PdfJob | CreditNotePdfJob | ReceiptPdfJob, PdfResult>,
  ): Promise<PdfResult> {
    const style = await this.renderer.styleOf(job.data.workspaceId, job.data.layout);
    const pdf =
      job.name === CREDIT_NOTE_PDF_JOB
        ? await this.renderer.printCreditNote((job.data as CreditNotePdfJob).creditNote, style)
        : job.name === RECEIPT_PDF_JOB
          ? await this.renderer.printReceipt(
              receiptOfSnapshot((job.data as ReceiptPdfJob).receipt),
              style,
            )
          : await this.renderer.print(withCurrency((job.data as PdfJob).document), style);
    return { resultKey: await this.results.put(job.id!, pdf) };
  }
}

/**
 * A job queued by a version that left USD out of the snapshot (as the stored content still
 * does, so that stored hashes match) prints in USD, as that version did.
 */
function withCurrency(document: PdfJob['document']): PdfJob['document'] {
  return document.currency ? document : { ...document, currency: 'USD' };
}
