import type { PrintableDocument } from '../documents/content/printable-document';
import {
  ClientLinkMessages,
  EInvoiceMessages,
  clientAnswerNotice,
  depositDeductionLine,
  fromMinor,
  ErrorCode,
  FieldCode,
  isProposalExpired,
  proposalExpiredMessage,
  todayIso,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { findOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { invalidField, refusedField } from '../common/errors/validation';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { ConversionService } from '../conversion/conversion.service';
import { DocumentReader } from '../either-kind/document-reader';
import { InvoiceStore } from '../invoices/invoice-store';
import { InvoicesService } from '../invoices/invoices.service';
import { LiveEvents } from '../live/live-events';
import { ActivityKind } from '../live/models/activity-event.model';
import { NotificationsService } from '../notifications/notifications.service';
import { contentVersion } from '../documents/content/printable-content';
import {
  invoiceDocument,
  invoiceVersion,
  proposalContent,
  proposalDocument,
  proposalVersion,
} from '../documents/content/to-printable';
import { PdfService, RenderedPdf } from '../pdf/pdf.service';
import { ProposalStore } from '../proposals/proposal-store';
import { isAnswered, ProposalsService } from '../proposals/proposals.service';
import { ProposalModel } from '../proposals/models/proposal.model';
import type { DocumentKind } from '@dealdraft/domain';
import { ApprovalsService } from '../approvals/approvals.service';
import { ClientLinkSecrets } from './client-link-secrets';
import { ClientLinkUrls } from './client-link-urls';
import { ClientLink } from './client-link.entity';
import { InvoiceCheckoutService } from '../payments/invoice-checkout.service';
import { proposalDeposit } from '../documents/content/proposal-deposit';
import { invoiceAmountDue } from '../documents/content/invoice-amount-due';
import { ClientDepositModel, ClientDocumentModel } from './models/client-document.model';
import { EInvoicesService, type EInvoiceFile } from '../e-invoices/e-invoices.service';
import type { ClientEInvoiceModel } from '../e-invoices/models/e-invoice.models';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { ClientLinkModel } from './models/client-link.model';
import { BrandingService } from '../branding/branding.service';
import { appendEvidence } from '../evidence/evidence-log';

const M = ClientLinkMessages;
/** A client's visits reach the owner's screens at most once per link in this many seconds. */
const VIEW_EVENT_EVERY_S = 300;

/** What the client sends: the decision, and the version of the document they decided on. */
interface ClientAnswer {
  decision: 'accepted' | 'declined';
  fullName: string | null;
  reason: string | null;
  version: string;
}

/** The owner manages a document's links; the client, holding a token, sees and answers it. */
@Injectable()
export class ClientLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: ClientLinkSecrets,
    private readonly urls: ClientLinkUrls,
    private readonly proposals: ProposalsService,
    private readonly invoices: InvoicesService,
    private readonly proposalStore: ProposalStore,
    private readonly invoiceStore: InvoiceStore,
    private readonly documents: DocumentReader,
    private readonly pdfs: PdfService,
    private readonly notifications: NotificationsService,
    private readonly conversion: ConversionService,
    private readonly limiter: RateLimiter,
    private readonly createLimit: CreateLimit,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly checkout: InvoiceCheckoutService,
    private readonly live: LiveEvents,
    private readonly eInvoices: EInvoicesService,
    private readonly approvals: ApprovalsService,
    private readonly branding: BrandingService,
  ) {}

  private readonly logger = new Logger(ClientLinksService.name);

  // ---- the owner ----

  /** Every link of one of the owner's documents, newest first. */
  async forDocument(workspaceId: string, documentId: string): Promise<ClientLinkModel[]> {
    await this.documents.assertExists(workspaceId, documentId);
    const links = await this.dataSource
      .createQueryBuilder(ClientLink, 'l')
      .addSelect('l.sealedToken')
      .where('l.workspace_id = :workspaceId AND l.document_id = :documentId', {
        workspaceId,
        documentId,
      })
      .orderBy('l.created_at', 'DESC')
      .getMany();
    return links.map((link) => this.toModel(link));
  }

  /** A fresh link for the document; any live one is revoked (one live link per document). */
  async create(
    workspaceId: string,
    documentKind: DocumentKind,
    documentId: string,
    expiresAt: Date | null,
  ): Promise<ClientLinkModel> {
    const now = this.clock.now();
    if (expiresAt && expiresAt <= now)
      throw invalidField('expiresAt', FieldCode.DateInPast, M.expiresInPast);
    await this.assertOwnsDocument(workspaceId, documentKind, documentId);
    // A link is a send: a proposal the approval rule holds waits for an admin's approval.
    if (documentKind === 'proposal') await this.approvals.assertSendable(workspaceId, documentId);
    await this.createLimit.take(workspaceId);
    const { link } = await this.dataSource.transaction(async (manager) => {
      // A client paying on an open page comes back to the live link: it is not replaced until
      // the page closes.
      if (documentKind === 'invoice')
        await this.invoices.assertNoOpenPayment(manager, workspaceId, documentId);
      await manager.query(
        `UPDATE client_links SET revoked_at = $3
          WHERE workspace_id = $1 AND document_id = $2 AND revoked_at IS NULL`,
        [workspaceId, documentId, now],
      );
      return this.urls.create(manager, { workspaceId, documentKind, documentId, expiresAt });
    });
    return (await this.forDocument(workspaceId, documentId)).find((l) => l.id === link.id)!;
  }

  async revoke(workspaceId: string, linkId: string): Promise<ClientLinkModel> {
    const link = await findOwned(
      this.dataSource.manager,
      ClientLink,
      workspaceId,
      linkId,
      M.linkNotFound,
    );
    if (!link.revokedAt) {
      await this.dataSource.manager.update(ClientLink, link.id, { revokedAt: this.clock.now() });
    }
    return (await this.forDocument(workspaceId, link.documentId)).find((l) => l.id === link.id)!;
  }

  private async assertOwnsDocument(workspaceId: string, kind: DocumentKind, id: string) {
    await this.documents.get(workspaceId, kind, id);
  }

  private toModel(link: ClientLink): ClientLinkModel {
    const now = this.clock.now();
    return {
      id: link.id,
      documentKind: link.documentKind,
      documentId: link.documentId,
      url: this.urls.url(this.secrets.unseal(link.sealedToken)),
      live: !link.revokedAt && (!link.expiresAt || link.expiresAt > now),
      expiresAt: link.expiresAt,
      revokedAt: link.revokedAt,
      viewCount: link.viewCount,
      firstViewedAt: link.firstViewedAt,
      lastViewedAt: link.lastViewedAt,
      createdAt: link.createdAt,
    };
  }

  // ---- the client ----

  /** The page's content; every call is one view. */
  async view(
    token: string,
    ip: string,
    userAgent: string | null = null,
  ): Promise<ClientDocumentModel> {
    const ipHash = await this.limit(ip);
    const link = await this.resolve(token);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE client_links
            SET view_count = view_count + 1, last_viewed_at = $2,
                first_viewed_at = coalesce(first_viewed_at, $2), last_viewer_ip_hash = $3
          WHERE id = $1`,
        [link.id, now, ipHash],
      );
      // A proposal's views are evidence of its answer, each one an event of its chain.
      if (link.documentKind === 'proposal')
        await appendEvidence(manager, {
          workspaceId: link.workspaceId,
          proposalId: link.documentId,
          kind: 'viewed',
          occurredAt: now,
          ipHash,
          userAgent,
        });
    });
    // The owner's screens hear of a visit once per VIEW_EVENT_EVERY_S, not of every reload.
    if (await this.live.firstWithin(link.workspaceId, `viewed:${link.id}`, VIEW_EVENT_EVERY_S)) {
      await this.live.publish(link.workspaceId, ActivityKind.VIEWED, link.documentKind, () =>
        this.documents.get(link.workspaceId, link.documentKind, link.documentId),
      );
    }
    return this.present(link, token);
  }

  async accept(
    token: string,
    ip: string,
    fullName: string,
    version: string,
    userAgent: string | null = null,
  ): Promise<ClientDocumentModel> {
    return this.answer(
      token,
      ip,
      { decision: 'accepted', fullName, reason: null, version },
      userAgent,
    );
  }

  async decline(
    token: string,
    ip: string,
    reason: string | null,
    version: string,
  ): Promise<ClientDocumentModel> {
    return this.answer(token, ip, {
      decision: 'declined',
      fullName: null,
      reason: reason || null,
      version,
    });
  }

  /** The client's Pay now: a payment page for the invoice's balance, back to this page after. */
  async pay(token: string, ip: string): Promise<{ url: string }> {
    await this.limit(ip);
    const link = await this.resolve(token);
    if (link.documentKind === 'invoice')
      return this.checkout.start(link.workspaceId, link.documentId, this.urls.url(token));
    // An accepted proposal's link pays its deposit invoice, and comes back to that invoice's page.
    const deposit = await this.invoices.findDepositFor(link.workspaceId, link.documentId);
    if (!deposit) throw new AppError(ErrorCode.BadRequest, M.notAnInvoice);
    const page = await this.urls.liveUrl(link.workspaceId, 'invoice', deposit.id, this.clock.now());
    return this.checkout.start(link.workspaceId, deposit.id, page);
  }

  /** The invoice's e-invoice XML (its setting's format), as the page offers it; 404 otherwise. */
  async eInvoice(token: string, ip: string): Promise<EInvoiceFile> {
    await this.limit(ip);
    const link = await this.resolve(token);
    if (link.documentKind !== 'invoice') throw AppError.notFound(EInvoiceMessages.notOffered);
    const invoice = await this.invoiceStore.getStored(link.workspaceId, link.documentId);
    const file = await this.eInvoices.clientFile(link.workspaceId, invoice);
    if (!file) throw AppError.notFound(EInvoiceMessages.notOffered);
    return file;
  }

  async pdf(token: string, ip: string): Promise<RenderedPdf> {
    await this.limit(ip);
    const link = await this.resolve(token);
    return this.pdfs.renderForClient(link.workspaceId, link.documentKind, link.documentId);
  }

  /**
   * Idempotent and final: the proposal is locked, so concurrent clicks and the owner's edits
   * wait their turn; the first answer wins, the same answer again returns the record unchanged,
   * the other answer is refused. The answer binds the version the client saw: if the content
   * changed since, it is refused and the client reviews the new version. The content answered
   * is stored with its SHA-256.
   */
  private async answer(
    token: string,
    ip: string,
    answer: ClientAnswer,
    userAgent: string | null = null,
  ): Promise<ClientDocumentModel> {
    const ipHash = await this.limit(ip);
    const link = await this.resolve(token);
    if (link.documentKind !== 'proposal') throw new AppError(ErrorCode.BadRequest, M.notAProposal);
    const now = this.clock.now();
    const wanted = answer.decision === 'accepted' ? 'accepted' : 'rejected';

    const notice = await this.dataSource.transaction(async (manager) => {
      const proposal = await this.proposals.lockForAnswer(
        manager,
        link.workspaceId,
        link.documentId,
      );
      if (isAnswered(proposal)) {
        if (proposal.status === wanted) return null;
        throw new AppError(ErrorCode.Conflict, answeredMessage(proposal));
      }
      if (isProposalExpired(proposal.expirationDate, todayIso(now)))
        throw new AppError(ErrorCode.Conflict, proposalExpiredMessage(proposal.expirationDate!));
      const content = proposalContent(proposal);
      const sha256 = contentVersion(content);
      if (sha256 !== answer.version)
        throw refusedField(
          ErrorCode.Conflict,
          'version',
          FieldCode.VersionChanged,
          M.versionChanged,
        );
      await this.proposals.recordAnswer(manager, link.workspaceId, link.documentId, {
        status: wanted,
        respondedAt: now,
        acceptedByName: answer.fullName,
        declineReason: answer.reason,
        responseIpHash: ipHash,
        snapshot: { ...content },
        snapshotSha256: sha256,
      });
      if (answer.decision === 'accepted')
        await appendEvidence(manager, {
          workspaceId: link.workspaceId,
          proposalId: link.documentId,
          kind: 'accepted',
          occurredAt: now,
          ipHash,
          userAgent,
          contentSha256: sha256,
        });
      return this.notifications.record(manager, {
        workspaceId: link.workspaceId,
        documentKind: 'proposal',
        documentId: link.documentId,
        message: clientAnswerNotice(answer.decision, proposal.proposalTitle, proposal.clientName),
      });
    });

    if (notice) {
      await this.notifications.email(notice);
      try {
        // Only the first acceptance (a repeated click has no notice) may make the invoices: the
        // deposit's first, so a final invoice made now names it.
        if (answer.decision === 'accepted') {
          await this.conversion.depositOnAcceptance(link.workspaceId, link.documentId);
          await this.conversion.afterAcceptance(link.workspaceId, link.documentId);
        }
      } finally {
        // After the invoices, so a screen refreshing on the event finds them too.
        await this.live.publish(
          link.workspaceId,
          answer.decision === 'accepted' ? ActivityKind.ACCEPTED : ActivityKind.DECLINED,
          'proposal',
          () => this.proposalStore.getStored(link.workspaceId, link.documentId),
          notice,
        );
      }
    }
    return this.present(link, token);
  }

  /**
   * The workspace and client of a live link (the client portal's "Email me a link"): the link's
   * limit and its one 404 apply; the client is the document's, null when it names none.
   */
  async clientOf(
    token: string,
    ip: string,
  ): Promise<{ workspaceId: string; clientId: string | null; ipHash: string }> {
    const ipHash = await this.limit(ip);
    const link = await this.resolve(token);
    const document = await this.documents.get(link.workspaceId, link.documentKind, link.documentId);
    return { workspaceId: link.workspaceId, clientId: document.clientId, ipHash };
  }

  /** Per client IP, shared by every api replica through Redis; returns the IP's keyed hash. */
  private async limit(ip: string): Promise<string> {
    const ipHash = this.secrets.hashIp(ip);
    const count = await this.limiter.hit(`client:ip:${ipHash}`, 60);
    if (count > this.config.clientLinkRequestsPerMinute)
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
    return ipHash;
  }

  /**
   * The live link for a token, or one 404 for every kind of miss (malformed, unknown, revoked,
   * expired), so an answer says nothing about which.
   */
  private async resolve(token: string): Promise<ClientLink> {
    const notFound = AppError.notFound(M.notFound);
    const presented = this.secrets.hashToken(token);
    if (!presented) throw notFound;
    const link = await this.dataSource
      .createQueryBuilder(ClientLink, 'l')
      .addSelect('l.tokenHash')
      .where('l.token_hash = :hash', { hash: presented })
      .getOne();
    const now = this.clock.now();
    if (
      !link ||
      !this.secrets.matches(link.tokenHash, presented) ||
      link.revokedAt ||
      (link.expiresAt && link.expiresAt <= now)
    )
      throw notFound;
    return link;
  }

  /** The page: the document's client-facing fields, in its workspace's brand. */
  private async present(link: ClientLink, token: string): Promise<ClientDocumentModel> {
    const [page, brand] = await Promise.all([
      this.presentDocument(link, token),
      this.branding.brandOf(link.workspaceId),
    ]);
    return { ...page, brand };
  }

  /** Only the document's client-facing fields: the PDF's content, and the client's answer. */
  private async presentDocument(
    link: ClientLink,
    token: string,
  ): Promise<Omit<ClientDocumentModel, 'brand'>> {
    const today = todayIso(this.clock.now());
    if (link.documentKind === 'invoice') {
      const invoice = await this.invoiceStore.getStored(link.workspaceId, link.documentId);
      const due = invoiceAmountDue(invoice);
      const {
        preview: _preview,
        kind: _kind,
        acceptance: _acceptance,
        ...fields
      } = invoiceDocument(invoice, false);
      return {
        ...fields,
        ...clientFacingMoney(fields),
        kind: 'invoice',
        version: invoiceVersion(invoice),
        expired: false,
        expiredMessage: null,
        canRespond: false,
        answer: null,
        payment: {
          amountPaid: invoice.amountPaid,
          balanceDue: fromMinor(due.balanceMinor, invoice.currency),
          depositLine: depositDeductionLine(due, invoice.currency, invoice.language),
          ...(await this.checkout.options(invoice, link.workspaceId)),
        },
        deposit: null,
        eInvoice: await this.eInvoiceOffer(link.workspaceId, invoice, token),
      };
    }
    const proposal = await this.proposalStore.getStored(link.workspaceId, link.documentId);
    const {
      preview: _preview,
      kind: _kind,
      acceptance: _acceptance,
      ...fields
    } = proposalDocument(proposal, false);
    const answered = isAnswered(proposal);
    const expired = !answered && isProposalExpired(proposal.expirationDate, today);
    return {
      ...fields,
      ...clientFacingMoney(fields),
      kind: 'proposal',
      version: proposalVersion(proposal),
      expired,
      expiredMessage: expired ? proposalExpiredMessage(proposal.expirationDate!) : null,
      canRespond: !answered && !expired,
      answer: answerOf(proposal),
      payment: null,
      deposit: await this.depositOf(link.workspaceId, proposal),
      eInvoice: null,
    };
  }

  /** The e-invoice the page offers beside the PDF: the setting's XML, once the invoice is ready. */
  private async eInvoiceOffer(
    workspaceId: string,
    invoice: InvoiceModel,
    token: string,
  ): Promise<ClientEInvoiceModel | null> {
    try {
      const offer = await this.eInvoices.clientOffer(workspaceId, invoice);
      return offer
        ? { filename: offer.filename, url: `/api/client/${encodeURIComponent(token)}/e-invoice` }
        : null;
    } catch (error) {
      // The page shows without it rather than fail.
      this.logger.warn({ invoiceId: invoice.id, err: error }, 'E-invoice offer not made');
      return null;
    }
  }

  /** A proposal's deposit as its page shows it; once accepted, whether its invoice is paid. */
  private async depositOf(
    workspaceId: string,
    proposal: ProposalModel,
  ): Promise<ClientDepositModel | null> {
    const due = proposalDeposit(proposal);
    if (!due) return null;
    const invoice = await this.invoices.findDepositFor(workspaceId, proposal.id);
    const options = invoice
      ? await this.checkout.options(invoice, workspaceId)
      : { canPayOnline: false, simulated: false };
    return {
      ...due,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      paid: invoice !== null && invoice.balanceDue === 0,
      ...options,
    };
  }
}

/** The printable content's optional parts, spelled out for the GraphQL model. */
function clientFacingMoney(fields: Omit<PrintableDocument, 'preview' | 'kind' | 'acceptance'>) {
  return {
    language: fields.language ?? 'en',
    summary: fields.summary ?? null,
    lines: fields.lines.map((line) => ({
      ...line,
      details: line.details ?? null,
      discount: line.discount ?? null,
    })),
  };
}

/** Why an answered proposal takes no other answer (also for one an owner set back by hand). */
function answeredMessage(proposal: ProposalModel): string {
  if (proposal.status === 'accepted') return M.alreadyAccepted;
  if (proposal.status === 'rejected') return M.alreadyDeclined;
  return M.notOpen;
}

function answerOf(proposal: ProposalModel): ClientDocumentModel['answer'] {
  if (proposal.status !== 'accepted' && proposal.status !== 'rejected') return null;
  return {
    decision: proposal.status === 'accepted' ? 'accepted' : 'declined',
    at: proposal.respondedAt ?? proposal.updatedAt,
    acceptedByName: proposal.acceptedByName,
    declineReason: proposal.declineReason,
  };
}
