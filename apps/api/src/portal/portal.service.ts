import {
  ErrorCode,
  fromMinor,
  normaliseEmail,
  PortalMessages,
  PortalRules,
  todayIso,
  type DocumentKind,
} from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ClientLinkSecrets } from '../client-links/client-link-secrets';
import { ClientLinksService } from '../client-links/client-links.service';
import { ClientsService } from '../clients/clients.service';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { BrandingService } from '../branding/branding.service';
import { AppConfig } from '../config/app-config';
import { invoiceAmountDue } from '../documents/content/invoice-amount-due';
import { printableCreditNote } from '../documents/content/printable-credit-note';
import { printableReceipt } from '../documents/content/printable-receipt';
import { EInvoicesService, type EInvoiceFile } from '../e-invoices/e-invoices.service';
import { invoiceOpenSql } from '../invoices/invoice-balance.sql';
import { invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';
import { InvoiceStore } from '../invoices/invoice-store';
import { creditNoteStatement } from '../invoices/ledger/credit-note-statement';
import { ReceiptStatements } from '../invoices/ledger/receipt-statements';
import { InvoiceCheckoutService } from '../payments/invoice-checkout.service';
import { PdfService, type RenderedPdf } from '../pdf/pdf.service';
import { PORTAL_LINK_JOB, CLIENT_MAIL_RETRIES, type PortalLinkJob } from '../queue/email-jobs';
import { Queues } from '../queue/queues';
import { WorkspacesService } from '../workspaces/workspaces.service';
import type { PortalAddressInput } from './dto/portal.inputs';
import type { PortalView } from './models/portal.view';
import { PortalSession, PortalTokens } from './portal-tokens';

const M = PortalMessages;
const HOUR_S = 3600;
/** Documents of each kind the portal lists (newest first). */
const SHOWN = 200;
/** A client's per-minute budget is this many networks' worth. */
const CLIENT_NETWORKS = 3;

/**
 * The client's side of the portal: signing in by e-mailed link, then what the workspace sent
 * this client, and nothing else. Every read names the session's workspace AND client, so
 * another client's id is as unknown as a wrong one.
 */
@Injectable()
export class PortalService {
  private readonly logger = new Logger(PortalService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<PortalLinkJob>,
    private readonly tokens: PortalTokens,
    private readonly secrets: ClientLinkSecrets,
    private readonly links: ClientLinksService,
    private readonly clients: ClientsService,
    private readonly invoices: InvoiceStore,
    private readonly receipts: ReceiptStatements,
    private readonly pdfs: PdfService,
    private readonly eInvoices: EInvoicesService,
    private readonly checkout: InvoiceCheckoutService,
    private readonly workspaces: WorkspacesService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly branding: BrandingService,
  ) {}

  // ---- signing in ----

  /**
   * The sign-in page's request: the same answer, in about the same time, whether or not the
   * address is a client's. Only the limits are checked here; the worker finds the client.
   */
  async requestByEmail(workspace: string, rawEmail: string, ip: string): Promise<void> {
    const ipHash = await this.limitMailRequests(ip);
    const email = normaliseEmail(rawEmail);
    await this.limitRecipient(`email:${workspace}:${email}`);
    // An id that is no workspace's is answered like an address that is no client's.
    if (!isUuid(workspace)) return;
    await this.queue({ workspaceId: workspace, clientId: null, email, ipHash });
  }

  /** A client page's "Email me a link": to the e-mail on file of the link's client. */
  async requestFromClientLink(token: string, ip: string): Promise<void> {
    const { workspaceId, clientId, ipHash } = await this.links.clientOf(token, ip);
    await this.limitMailRequests(ip);
    if (!clientId) return;
    await this.limitRecipient(`client:${clientId}`);
    await this.queue({ workspaceId, clientId, email: null, ipHash });
  }

  /** The owner's "Send portal link" from the client's screen. */
  async sendFromOwner(workspaceId: string, clientId: string): Promise<void> {
    const client = await this.clients.get(workspaceId, clientId);
    if (!client.email) throw new AppError(ErrorCode.BadRequest, M.noClientEmail);
    await this.limitRecipient(`client:${clientId}`);
    await this.queue({ workspaceId, clientId, email: null, ipHash: null });
  }

  /** Spends the e-mailed token for a session token (the cookie's value). */
  async signIn(token: string, ip: string): Promise<{ session: string; workspaceId: string }> {
    await this.limitRequests(ip);
    const opened = await this.tokens.exchange(token, this.clock.now());
    if (!opened) throw new AppError(ErrorCode.BadRequest, M.linkInvalid);
    return opened;
  }

  /** The live session of a cookie, or the one 401 for every kind of miss. */
  async session(cookie: string | undefined, ip: string): Promise<PortalSession> {
    await this.limitRequests(ip);
    const session = await this.tokens.session(cookie, this.clock.now());
    if (!session) throw AppError.unauthenticated(M.signInRequired);
    // Per client too, whatever the network: a client may use a few devices at once.
    const count = await this.limiter.hit(`portal:client:${session.clientId}`, 60);
    if (count > this.config.clientLinkRequestsPerMinute * CLIENT_NETWORKS)
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
    return session;
  }

  async signOut(session: PortalSession): Promise<void> {
    await this.tokens.endSession(session.id, this.clock.now());
  }

  // ---- the portal ----

  async view(session: PortalSession): Promise<PortalView> {
    const { workspaceId, clientId } = session;
    const [workspace, client] = await Promise.all([
      this.workspaces.get(workspaceId),
      this.clients.get(workspaceId, clientId),
    ]);
    const [proposals, invoices, receipts, creditNotes] = await Promise.all([
      this.proposalRows(session),
      this.invoiceRows(session),
      this.receiptRows(session),
      this.creditNoteRows(session),
    ]);
    const balances = new Map<string, bigint>();
    for (const invoice of invoices)
      if (invoice.open)
        balances.set(invoice.currency, (balances.get(invoice.currency) ?? 0n) + invoice.dueMinor);
    return {
      workspace: {
        id: workspace.id,
        name: workspace.name,
        brandColor: workspace.brandColor,
        logoUrl: await this.branding.logoUrlOf(workspace.id),
      },
      client: {
        name: client.name,
        company: client.company,
        email: client.email,
        address: client.address,
        postalCode: client.postalCode,
        city: client.city,
        countryCode: client.countryCode,
      },
      balances: [...balances]
        .filter(([, minor]) => minor > 0n)
        .map(([currency, minor]) => ({ currency, amountDue: fromMinor(minor, currency) })),
      proposals,
      invoices: invoices.map(({ dueMinor: _dueMinor, open: _open, ...row }) => row),
      receipts,
      creditNotes,
    };
  }

  /** A proposal's or invoice's PDF, as its client link would give it. */
  async pdf(session: PortalSession, kind: DocumentKind, id: string): Promise<RenderedPdf> {
    await this.assertSent(session, kind, id);
    return this.pdfs.renderForClient(session.workspaceId, kind, id);
  }

  async creditNotePdf(session: PortalSession, id: string): Promise<RenderedPdf> {
    const note = isUuid(id)
      ? await creditNoteStatement(this.dataSource.manager, session.workspaceId, id)
      : null;
    if (!note) throw AppError.notFound(M.documentNotFound);
    await this.assertSent(session, 'invoice', note.invoiceId);
    const [invoice, workspace] = await Promise.all([
      this.invoices.getStored(session.workspaceId, note.invoiceId),
      this.workspaces.get(session.workspaceId),
    ]);
    return this.pdfs.renderCreditNote(
      { ...workspace, workspaceId: workspace.id },
      note.id,
      printableCreditNote(invoice, note, note.totals),
      invoice.layout,
    );
  }

  /** The receipt of a payment (not a refund) on one of the client's invoices, as e-mailed. */
  async receiptPdf(session: PortalSession, id: string): Promise<RenderedPdf> {
    const payment = await this.receipts.payment(id, session.workspaceId);
    if (!payment) throw AppError.notFound(M.documentNotFound);
    await this.assertSent(session, 'invoice', payment.invoiceId);
    const [statement, workspace] = await Promise.all([
      this.receipts.statement(payment),
      this.workspaces.get(session.workspaceId),
    ]);
    if (!statement) throw AppError.notFound(M.documentNotFound);
    return this.pdfs.renderReceipt(
      { ...workspace, workspaceId: workspace.id },
      payment.id,
      printableReceipt(statement.invoice, payment, statement.totals),
      statement.totals.sequence,
      statement.invoice.layout,
    );
  }

  async eInvoice(session: PortalSession, id: string): Promise<EInvoiceFile> {
    await this.assertSent(session, 'invoice', id);
    const invoice = await this.invoices.getStored(session.workspaceId, id);
    const file = await this.eInvoices.clientFile(session.workspaceId, invoice);
    if (!file) throw AppError.notFound(M.documentNotFound);
    return file;
  }

  /** Pay an open invoice: the client link's payment page, back to the portal after. */
  async pay(session: PortalSession, id: string): Promise<{ url: string }> {
    await this.assertSent(session, 'invoice', id);
    return this.checkout.start(session.workspaceId, id, `${this.config.publicUrl}/portal`);
  }

  /** The client's own billing address; the owner sees it on the client's screen. */
  async updateAddress(session: PortalSession, input: PortalAddressInput) {
    const client = await this.clients.updateBillingAddress(session.workspaceId, session.clientId, {
      address: input.address || null,
      postalCode: input.postalCode || null,
      city: input.city || null,
      countryCode: input.countryCode || null,
    });
    this.logger.log(
      { workspaceId: session.workspaceId, clientId: session.clientId },
      'A client updated their billing address in the portal',
    );
    return client;
  }

  // ---- reads, each for the session's workspace and client ----

  /** A document this workspace sent this client (not a draft); 404 for anything else. */
  private async assertSent(session: PortalSession, kind: DocumentKind, id: string): Promise<void> {
    const table = kind === 'invoice' ? 'invoices' : 'proposals';
    const found =
      isUuid(id) &&
      (
        await this.dataSource.query(
          `SELECT 1 FROM ${table}
            WHERE id = $1 AND workspace_id = $2 AND client_id = $3 AND status <> 'draft'`,
          [id, session.workspaceId, session.clientId],
        )
      ).length > 0;
    if (!found) throw AppError.notFound(M.documentNotFound);
  }

  private async proposalRows({ workspaceId, clientId }: PortalSession) {
    const rows: {
      id: string;
      number: string;
      title: string;
      status: string;
      total: string;
      currency: string;
      date: string;
      expiration_date: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, proposal_number AS number, proposal_title AS title, status,
              total_minor::text AS total, trim(currency) AS currency, proposal_date::text AS date,
              expiration_date::text
         FROM proposals WHERE workspace_id = $1 AND client_id = $2 AND status <> 'draft'
        ORDER BY created_at DESC, id DESC LIMIT ${SHOWN}`,
      [workspaceId, clientId],
    );
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      status: row.status,
      total: fromMinor(row.total, row.currency),
      currency: row.currency,
      date: row.date,
      expirationDate: row.expiration_date,
    }));
  }

  /** Each sent invoice with what is due on it, by the app's one amount-due rule. */
  private async invoiceRows({ workspaceId, clientId }: PortalSession) {
    const rows: { id: string; status: string; open: boolean }[] = await this.dataSource.query(
      `SELECT id, ${invoiceStatusAsReadSql('i', '$3::date')} AS status,
              ${invoiceOpenSql('i')} AS open
         FROM invoices i WHERE workspace_id = $1 AND client_id = $2 AND status <> 'draft'
        ORDER BY created_at DESC, id DESC LIMIT ${SHOWN}`,
      [workspaceId, clientId, todayIso(this.clock.now())],
    );
    return Promise.all(
      rows.map(async (row) => {
        const invoice = await this.invoices.getStored(workspaceId, row.id);
        const due = invoiceAmountDue(invoice);
        const [options, offer] = await Promise.all([
          this.checkout.options(invoice, workspaceId),
          this.offer(workspaceId, invoice),
        ]);
        return {
          id: invoice.id,
          number: invoice.invoiceNumber,
          status: row.status,
          total: invoice.amount,
          amountPaid: invoice.amountPaid,
          amountDue: fromMinor(due.balanceMinor, invoice.currency),
          currency: invoice.currency.trim(),
          date: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          canPay: row.open && due.balanceMinor > 0n && options.canPayOnline,
          eInvoiceFilename: offer,
          open: row.open,
          dueMinor: due.balanceMinor,
        };
      }),
    );
  }

  private async offer(
    workspaceId: string,
    invoice: Awaited<ReturnType<InvoiceStore['getStored']>>,
  ): Promise<string | null> {
    try {
      return (await this.eInvoices.clientOffer(workspaceId, invoice))?.filename ?? null;
    } catch (error) {
      this.logger.warn({ invoiceId: invoice.id, err: error }, 'E-invoice offer not made');
      return null;
    }
  }

  /** Every payment on the client's invoices (refunds aside): what a receipt confirms. */
  private async receiptRows({ workspaceId, clientId }: PortalSession) {
    const rows: {
      id: string;
      invoice_id: string;
      invoice_number: string;
      amount: string;
      currency: string;
      paid_on: string;
      method: string;
    }[] = await this.dataSource.query(
      `SELECT p.id, p.invoice_id, i.invoice_number, p.amount_minor::text AS amount,
              trim(i.currency) AS currency, p.paid_on::text, p.method
         FROM payments p JOIN invoices i ON i.id = p.invoice_id
        WHERE i.workspace_id = $1 AND i.client_id = $2 AND i.status <> 'draft'
          AND p.refund_of IS NULL
        ORDER BY p.paid_on DESC, p.created_at DESC LIMIT ${SHOWN}`,
      [workspaceId, clientId],
    );
    return rows.map((row) => ({
      id: row.id,
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      amount: fromMinor(row.amount, row.currency),
      currency: row.currency,
      paidOn: row.paid_on,
      method: row.method,
    }));
  }

  private async creditNoteRows({ workspaceId, clientId }: PortalSession) {
    const rows: {
      id: string;
      number: string;
      invoice_number: string;
      amount: string;
      currency: string;
      issued_on: string;
      reason: string;
    }[] = await this.dataSource.query(
      `SELECT c.id, c.credit_note_number AS number, i.invoice_number,
              c.amount_minor::text AS amount, trim(c.currency) AS currency,
              c.issued_on::text, c.reason
         FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
        WHERE i.workspace_id = $1 AND c.workspace_id = $1 AND i.client_id = $2
          AND i.status <> 'draft'
        ORDER BY c.issued_on DESC, c.created_at DESC LIMIT ${SHOWN}`,
      [workspaceId, clientId],
    );
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      invoiceNumber: row.invoice_number,
      amount: fromMinor(row.amount, row.currency),
      currency: row.currency,
      issuedOn: row.issued_on,
      reason: row.reason,
    }));
  }

  // ---- limits and mail ----

  /** Per network, every portal route: the client links' per-minute budget. */
  private async limitRequests(ip: string): Promise<string> {
    const ipHash = this.secrets.hashIp(ip);
    if (
      (await this.limiter.hit(`portal:ip:${ipHash}`, 60)) > this.config.clientLinkRequestsPerMinute
    )
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
    return ipHash;
  }

  /** Per network, the requests that mail a link: fewer, per hour. */
  private async limitMailRequests(ip: string): Promise<string> {
    const ipHash = await this.limitRequests(ip);
    if (
      (await this.limiter.hit(`portal:mail-ip:${ipHash}`, HOUR_S)) >
      PortalRules.requestsPerIpPerHour
    )
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
    return ipHash;
  }

  /** Sign-in e-mails per client or typed address per hour, so nobody is flooded with them. */
  private async limitRecipient(key: string): Promise<void> {
    if ((await this.limiter.hit(`portal:mail:${key}`, HOUR_S)) > PortalRules.linksPerClientPerHour)
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
  }

  private async queue(job: PortalLinkJob): Promise<void> {
    await this.emailQueue.add(PORTAL_LINK_JOB, job, {
      ...CLIENT_MAIL_RETRIES,
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * HOUR_S },
    });
  }
}
