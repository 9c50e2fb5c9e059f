import {
  creditNoteFilename,
  type DocumentKind,
  type DocumentLayout,
  DocumentMessages,
  pdfFilename,
  receiptFilename,
  ErrorCode,
} from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { assertCanExport, canExport } from '../workspaces/export-access';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import type { ProposalModel } from '../proposals/models/proposal.model';
import { DocumentReader } from '../either-kind/document-reader';
import { Queues } from '../queue/queues';
import {
  CREDIT_NOTE_PDF_JOB,
  CreditNotePdfJob,
  PdfJob,
  PdfResult,
  RECEIPT_PDF_JOB,
  ReceiptPdfJob,
  receiptSnapshot,
} from './pdf-job';
import { QueueRoundTrip } from '../queue/round-trip';
import type { SessionUser } from '../users/user.entity';
import { WorkspacesService } from '../workspaces/workspaces.service';
import type { PdfGrant } from './pdf-link.service';
import { PdfResultStore } from './pdf-result-store';
import type { PrintableCreditNote } from '../documents/content/printable-credit-note';
import type { PrintableReceipt } from '../documents/content/printable-receipt';
import { printableDocument } from '../documents/content/to-printable';
import { EInvoicesService } from '../e-invoices/e-invoices.service';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { printableEvidence } from '../evidence/evidence-log';
import { issueAcceptedPdf } from '../evidence/issued-pdfs';
import { PdfSigning } from '../evidence/pdf-signing';
import type { PrintableDocument } from '../documents/content/printable-document';

export interface RenderedPdf {
  pdf: Buffer;
  filename: string;
  inline: boolean;
}

/** The api waits a little longer than the worker's own render deadline. */
const QUEUE_SLACK_MS = 10_000;

/** Api side: checks owner and plan, hands the render to a worker, waits for the bytes. */
@Injectable()
export class PdfService implements OnApplicationShutdown {
  private readonly logger = new Logger(PdfService.name);
  private readonly roundTrip: QueueRoundTrip<PdfJob | CreditNotePdfJob | ReceiptPdfJob, PdfResult>;

  constructor(
    @InjectQueue(Queues.Pdf) queue: Queue<PdfJob, PdfResult>,
    private readonly documents: DocumentReader,
    private readonly workspaces: WorkspacesService,
    private readonly results: PdfResultStore,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly eInvoices: EInvoicesService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.roundTrip = new QueueRoundTrip(queue);
    this.signing = new PdfSigning(config.jwt.secret);
  }

  private readonly signing: PdfSigning;

  /**
   * A signed-in owner's render. A download needs a paid plan; a preview (inline, marked on every
   * page) works on any plan. The plan came with the request: the JWT strategy has just read the
   * user, so reading it again here would only cost a query.
   */
  render(
    owner: SessionUser,
    kind: DocumentKind,
    documentId: string,
    preview: boolean,
  ): Promise<RenderedPdf> {
    return this.renderChecked(owner.workspaceId, Promise.resolve(owner), kind, documentId, preview);
  }

  /** A render through a signed link: the owner's plan is read now, so a lapsed plan stops it. */
  renderForLink(grant: PdfGrant): Promise<RenderedPdf> {
    const { workspaceId, kind, documentId, preview } = grant;
    return this.renderChecked(
      workspaceId,
      this.workspaces.get(workspaceId),
      kind,
      documentId,
      preview,
    );
  }

  /**
   * The client's download through their link (the caller has checked the token and the
   * client's rate). Marked as a preview only when the owner's plan no longer allows exports.
   */
  async renderForClient(
    workspaceId: string,
    kind: DocumentKind,
    documentId: string,
  ): Promise<RenderedPdf> {
    const [record, user] = await Promise.all([
      this.documents.get(workspaceId, kind, documentId),
      this.workspaces.get(workspaceId),
    ]);
    const preview = !canExport(user);
    const rendered = await this.renderRecord(workspaceId, kind, record, preview);
    return { ...rendered, inline: false };
  }

  /**
   * A credit note's PDF, as the credit-notes module loaded and authorised it: a
   * download, so the plan must allow exports, and the workspace's render rate applies.
   */
  async renderCreditNote(
    owner: Pick<SessionUser, 'workspaceId' | 'plan' | 'isSubscriptionActive' | 'planEnd'>,
    creditNoteId: string,
    creditNote: PrintableCreditNote,
    /** Its invoice's layout; null: the workspace's. */
    layout: DocumentLayout | null = null,
  ): Promise<RenderedPdf> {
    assertCanExport(owner);
    await this.limitRenders(owner.workspaceId);
    const pdf = await this.renderJob(CREDIT_NOTE_PDF_JOB, {
      creditNoteId,
      workspaceId: owner.workspaceId,
      creditNote,
      layout,
    });
    return { pdf, filename: creditNoteFilename(creditNote.creditNoteNumber), inline: false };
  }

  /**
   * A payment's receipt, as the ledger loaded it and its caller authorised it: a download, as a
   * credit note's is (the plan must allow exports; the workspace's render rate applies). Named
   * as the e-mail's attachment.
   */
  async renderReceipt(
    owner: Pick<SessionUser, 'workspaceId' | 'plan' | 'isSubscriptionActive' | 'planEnd'>,
    paymentId: string,
    receipt: PrintableReceipt,
    /** The payment's place among its invoice's payments, from 1. */
    sequence: number,
    /** Its invoice's layout; null: the workspace's. */
    layout: DocumentLayout | null = null,
  ): Promise<RenderedPdf> {
    assertCanExport(owner);
    await this.limitRenders(owner.workspaceId);
    const pdf = await this.renderJob(RECEIPT_PDF_JOB, {
      paymentId,
      workspaceId: owner.workspaceId,
      receipt: receiptSnapshot(receipt),
      layout,
    });
    return { pdf, filename: receiptFilename(receipt.invoiceNumber, sequence), inline: false };
  }

  private async renderChecked(
    workspaceId: string,
    owner: Promise<Pick<SessionUser, 'plan' | 'isSubscriptionActive' | 'planEnd'>>,
    kind: DocumentKind,
    documentId: string,
    preview: boolean,
  ): Promise<RenderedPdf> {
    // The record, the plan and the rate are independent reads: made together, they cost one
    // round trip of latency instead of three. The record's 404 for another user's id still wins
    // over anything the other two would say.
    const [record, user, rate] = await Promise.allSettled([
      this.documents.get(workspaceId, kind, documentId),
      owner,
      this.limitRenders(workspaceId),
    ]);
    if (record.status === 'rejected') throw record.reason;
    if (user.status === 'rejected') throw user.reason;
    if (!preview) assertCanExport(user.value);
    if (rate.status === 'rejected') throw rate.reason;
    return this.renderRecord(workspaceId, kind, record.value, preview);
  }

  /** An accepted proposal's PDF is recorded as issued, for the verify page to recognise. */
  private async issued(workspaceId: string, record: ProposalModel, pdf: Buffer): Promise<Buffer> {
    const contentSha256 = record.status === 'accepted' ? record.answeredVersion : null;
    if (!contentSha256) return pdf;
    return issueAcceptedPdf(
      this.dataSource.manager,
      { workspaceId, proposalId: record.id, contentSha256, pdf },
      this.signing,
    );
  }

  /** An accepted proposal's PDF ends with the audit page of its evidence chain. */
  private async withEvidence(
    workspaceId: string,
    record: ProposalModel | InvoiceModel,
    document: PrintableDocument,
  ): Promise<PrintableDocument> {
    if (!document.acceptance || !('proposalTitle' in record)) return document;
    const evidence = await printableEvidence(this.dataSource.manager, workspaceId, record.id);
    return evidence ? { ...document, acceptance: { ...document.acceptance, evidence } } : document;
  }

  private async renderRecord(
    workspaceId: string,
    kind: DocumentKind,
    record: ProposalModel | InvoiceModel,
    preview: boolean,
  ): Promise<RenderedPdf> {
    const rendered = await this.renderJob('render', {
      kind,
      documentId: record.id,
      workspaceId,
      document: await this.withEvidence(workspaceId, record, printableDocument(record, preview)),
      layout: record.layout,
    });
    // An invoice whose setting sends an e-invoice, once ready, is a Factur-X PDF/A-3 (not a
    // preview: a marked trial copy is no invoice).
    const pdf = !('proposalTitle' in record)
      ? preview
        ? rendered
        : await this.eInvoices.invoicePdf(workspaceId, record, rendered)
      : await this.issued(workspaceId, record, rendered);
    const number = 'proposalTitle' in record ? record.proposalNumber : record.invoiceNumber;
    return {
      pdf,
      filename: pdfFilename(number, kind),
      inline: preview,
    };
  }

  /** Hands a render to a worker and waits for its bytes. */
  private async renderJob(
    name: string,
    data: PdfJob | CreditNotePdfJob | ReceiptPdfJob,
  ): Promise<Buffer> {
    const timeoutMs = this.config.pdf.timeoutMs + QUEUE_SLACK_MS;
    const timedOut = () => new AppError(ErrorCode.Timeout, DocumentMessages.pdfTimedOut);
    try {
      const { resultKey } = await this.roundTrip.run(
        name,
        data,
        // An interactive render is not retried: the user is waiting, and can click again. Its
        // outcome arrives as an event, so a completed job is deleted at once (a failed one is
        // kept an hour for a look).
        { attempts: 1, removeOnComplete: true, removeOnFail: { age: 3600 } },
        timeoutMs,
        timedOut,
      );
      return await this.results.take(resultKey);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error }, 'PDF render failed');
      throw new AppError(ErrorCode.Internal, DocumentMessages.pdfRenderFailed);
    }
  }

  private async limitRenders(workspaceId: string): Promise<void> {
    const limit = this.config.exportsPerMinute;
    if ((await this.limiter.hit(`pdf:user:${workspaceId}`, 60)) > limit) {
      throw new AppError(ErrorCode.RateLimited, DocumentMessages.pdfRateLimited(limit));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.roundTrip.close();
  }
}

// The names are the web's too (it saves downloads under them): libs/domain keeps them.
export { creditNoteFilename, pdfFilename, receiptFilename };
