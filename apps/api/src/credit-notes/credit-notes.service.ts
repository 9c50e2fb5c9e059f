import {
  CreditNoteMessages,
  DocumentMessages,
  FieldCode,
  fromMinor,
  latestPaymentDate,
  todayIso,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock';
import { keysetSlice, type Slice, type SliceRequest } from '../common/paging/keyset-page';
import { findOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { isUuid } from '../common/input/uuid';
import { assertCanExport } from '../workspaces/export-access';
import { CreditNoteSends } from './credit-note-sends';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceStore } from '../invoices/invoice-store';
import { InvoiceLedgerService } from '../invoices/ledger/invoice-ledger.service';
import { NumberingService } from '../documents/numbering/numbering.service';
import type { RenderedPdf } from '../pdf/pdf.service';
import { PdfService } from '../pdf/pdf.service';
import { printableCreditNote } from '../documents/content/printable-credit-note';
import { CreditNote } from './credit-note.entity';
import { creditNoteStatement } from '../invoices/ledger/credit-note-statement';
import { CreateCreditNoteInput } from './dto/create-credit-note.input';
import {
  CreditNoteModel,
  CreditNoteResultModel,
  type CreditNoteSendStatus,
} from './models/credit-note.model';

const M = CreditNoteMessages;

/**
 * Credit notes against invoices. Issuing one runs in one transaction: the invoice's
 * ledger locks the invoice row, refuses more than the balance due and writes the credited
 * amount and status; the note takes the next number of the workspace's series and is inserted.
 * Two notes racing for one invoice are judged one after the other; two for one workspace take
 * consecutive numbers (the sequence row stays locked until the insert commits).
 */
@Injectable()
export class CreditNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: InvoiceLedgerService,
    private readonly invoices: InvoiceStore,
    private readonly numbering: NumberingService,
    private readonly pdfs: PdfService,
    private readonly sends: CreditNoteSends,
    private readonly clock: Clock,
  ) {}

  /** The invoice's credit notes, oldest first; another workspace's invoice is not found. */
  async list(workspaceId: string, invoiceId: string): Promise<CreditNoteModel[]> {
    await this.ownInvoice(workspaceId, invoiceId);
    const notes = await this.dataSource.manager.find(CreditNote, {
      where: { workspaceId, invoiceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return this.models(notes);
  }

  /** `list` a page at a time (REST's `?limit=&cursor=`), in the same order. */
  async listSlice(
    workspaceId: string,
    invoiceId: string,
    request: SliceRequest,
  ): Promise<Slice<CreditNoteModel>> {
    await this.ownInvoice(workspaceId, invoiceId);
    const query = this.dataSource.manager
      .createQueryBuilder(CreditNote, 'cn')
      .where('cn.workspace_id = :workspaceId AND cn.invoice_id = :invoiceId', {
        workspaceId,
        invoiceId,
      });
    const slice = await keysetSlice(query, 'cn', {
      sortColumn: 'cn.created_at',
      sortType: 'timestamptz',
      sortProperty: 'createdAt',
      direction: 'ASC',
      ...request,
    });
    return { ...slice, nodes: await this.models(slice.nodes) };
  }

  /** Another workspace's invoice (or none) is the invoice's 404. */
  private async ownInvoice(workspaceId: string, invoiceId: string): Promise<void> {
    await findOwned(
      this.dataSource.manager,
      Invoice,
      workspaceId,
      invoiceId,
      DocumentMessages.invoice.notFound,
    );
  }

  /** Notes as answered, each with its latest e-mail's status (one query for all). */
  private async models(notes: CreditNote[]): Promise<CreditNoteModel[]> {
    const statuses = await this.sendStatuses(notes.map((note) => note.id));
    return notes.map((note) => toModel(note, statuses.get(note.id) ?? null));
  }

  /** Issues a credit note for the amount given (the web offers the balance due). */
  async create(
    actor: AuthUser,
    invoiceId: string,
    input: CreateCreditNoteInput,
  ): Promise<CreditNoteResultModel> {
    const issuedOn = this.issuedOn(input.issuedOn);
    const note = await this.dataSource.transaction(async (manager) => {
      const { invoice, amountMinor } = await this.ledger.credit(
        manager,
        actor.workspaceId,
        invoiceId,
        input.amount,
      );
      return this.insert(manager, actor, invoice, amountMinor, issuedOn, input.reason);
    });
    return {
      creditNote: toModel(note, null),
      invoice: await this.invoices.get(actor.workspaceId, note.invoiceId),
    };
  }

  /** The credit note's PDF, in its invoice's language and currency. */
  async pdf(user: AuthUser, id: string): Promise<RenderedPdf> {
    const note = await this.statement(user.workspaceId, id);
    const invoice = await this.invoices.get(user.workspaceId, note.invoiceId);
    return this.pdfs.renderCreditNote(
      user,
      note.id,
      printableCreditNote(invoice, note, note.totals),
      invoice.layout,
    );
  }

  /**
   * E-mails the credit note to the invoice's client, its PDF attached, through the e-mail queue.
   * Needs a plan that can send documents, as a document's send does.
   */
  async send(user: AuthUser, id: string): Promise<CreditNoteModel> {
    const note = await this.statement(user.workspaceId, id);
    assertCanExport(user);
    await this.sends.queue({
      creditNoteId: note.id,
      workspaceId: user.workspaceId,
      recipient: note.clientEmail,
      createdById: user.id,
    });
    const stored = await this.dataSource.manager.findOneByOrFail(CreditNote, { id: note.id });
    return toModel(stored, 'queued');
  }

  private async statement(workspaceId: string, id: string) {
    const note = isUuid(id)
      ? await creditNoteStatement(this.dataSource.manager, workspaceId, id)
      : null;
    if (!note) throw AppError.notFound(M.notFound);
    return note;
  }

  private async insert(
    manager: EntityManager,
    actor: AuthUser,
    invoice: Invoice,
    amountMinor: bigint,
    issuedOn: string,
    reason: string,
  ): Promise<CreditNote> {
    const creditNoteNumber = await this.numbering.nextCreditNote(manager, actor.workspaceId);
    const [{ created_at: createdAt }]: { created_at: Date }[] = await manager.query(
      'SELECT clock_timestamp() AS created_at',
    );
    return manager.save(
      manager.create(CreditNote, {
        workspaceId: actor.workspaceId,
        invoiceId: invoice.id,
        creditNoteNumber,
        issuedOn,
        reason,
        amountMinor: amountMinor.toString(),
        currency: invoice.currency.trim(),
        language: invoice.language,
        createdById: actor.id,
        createdAt,
      }),
    );
  }

  private issuedOn(given: string | null | undefined): string {
    const today = todayIso(this.clock.now());
    if (!given) return today;
    if (given > latestPaymentDate(today))
      throw invalidField('issuedOn', FieldCode.DateInFuture, M.dateInFuture);
    return given;
  }

  /** Each note's last e-mail status, from `credit_note_sends`. */
  private async sendStatuses(ids: string[]): Promise<Map<string, CreditNoteSendStatus>> {
    if (!ids.length) return new Map();
    const rows: { credit_note_id: string; status: CreditNoteSendStatus }[] =
      await this.dataSource.query(
        `SELECT DISTINCT ON (credit_note_id) credit_note_id, status FROM credit_note_sends
          WHERE credit_note_id = ANY($1::uuid[]) ORDER BY credit_note_id, created_at DESC, id`,
        [ids],
      );
    return new Map(rows.map((row) => [row.credit_note_id, row.status]));
  }
}

function toModel(note: CreditNote, sendStatus: CreditNoteSendStatus | null): CreditNoteModel {
  return {
    id: note.id,
    invoiceId: note.invoiceId,
    creditNoteNumber: note.creditNoteNumber,
    issuedOn: note.issuedOn,
    reason: note.reason,
    amount: fromMinor(note.amountMinor, note.currency),
    currency: note.currency,
    language: note.language,
    sendStatus,
    createdById: note.createdById,
    createdAt: note.createdAt,
  };
}
