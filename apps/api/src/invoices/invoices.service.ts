import {
  addDays,
  DAY_MS,
  DocumentMessages,
  ErrorCode,
  FieldCode,
  invoiceNumber,
  LedgerStatus,
  RecurringMessages,
  servicePeriodError,
  todayIso,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { SortColumnType } from '../common/paging/cursor';
import type { Page } from '../common/paging/keyset-page';
import { containing, findOwned } from '../common/owned';
import type { Actor } from '../common/actor';
import { ClientsService } from '../clients/clients.service';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { moneyColumnsOf } from '../documents/money/money.columns';
import { DocumentMoneyService } from '../documents/money/document-money.service';
import { isForeignKeyViolation, isUniqueViolation } from '../database/unique-violation';
import { InvoiceInput } from './dto/invoice.input';
import { InvoicesArgs, InvoiceSortField } from './dto/invoices.args';
import { Invoice, StoredLineItem } from './invoice.entity';
import { invoiceAgingBucketSql, invoiceUnpaidSql } from './invoice-balance.sql';
import { invoicePastDueSql } from './invoice-status.sql';
import { InvoiceModel } from './models/invoice.model';
import { PaymentSessionsService } from './payment-sessions/payment-sessions.service';
import { InvoiceBefore, InvoiceLedgerService } from './ledger/invoice-ledger.service';
import { InvoiceStore } from './invoice-store';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';

const M = DocumentMessages.invoice;

const SORT_COLUMNS: Record<
  InvoiceSortField,
  { column: string; type: SortColumnType; property?: string }
> = {
  createdAt: { column: 'i.created_at', type: 'timestamptz' },
  invoiceDate: { column: 'i.invoice_date', type: 'date' },
  // Within one currency the order is by amount; across currencies it is by number only.
  amount: { column: 'i.total_minor', type: 'numeric', property: 'totalMinor' },
  clientName: { column: 'i.client_name', type: 'text' },
  invoiceNumber: { column: 'i.invoice_number', type: 'text' },
};

/** Every read and write is scoped to its owner: another user's id is simply not found. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly store: InvoiceStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly clients: ClientsService,
    private readonly money: DocumentMoneyService,
    private readonly ledger: InvoiceLedgerService,
    private readonly sessions: PaymentSessionsService,
    private readonly customFields: CustomFieldsService,
  ) {}

  /** Searched, filtered (overdue as read, not as stored), sorted and cursor-paginated. */
  async list(actor: Actor, args: InvoicesArgs): Promise<Page<InvoiceModel>> {
    const today = todayIso(this.clock.now());
    const query = this.store.scoped(actor.workspaceId);
    if (args.createdByMe) query.andWhere('i.created_by_id = :me', { me: actor.id });
    if (args.clientId) query.andWhere('i.client_id = :clientId', { clientId: args.clientId });
    if (args.search?.trim()) {
      query.andWhere(...containing(['i.client_name', 'i.invoice_number'], args.search));
    }
    if (args.status) whereEffectiveStatus(query, args.status, today);
    if (args.currency) query.andWhere('i.currency = :currency', { currency: args.currency });
    // The dashboard's receivables link here: the same balance and buckets as its figures.
    if (args.unpaid || args.aging) query.andWhere(invoiceUnpaidSql('i'));
    if (args.aging) {
      query.andWhere(`${invoiceAgingBucketSql('i', ':today::date')} = :aging`, {
        today,
        aging: args.aging,
      });
    }
    return this.store.page(query, {
      sortColumn: SORT_COLUMNS[args.sortBy].column,
      sortType: SORT_COLUMNS[args.sortBy].type,
      // The row's property the cursor reads, where it is not the field's own name.
      sortProperty: SORT_COLUMNS[args.sortBy].property ?? args.sortBy,
      direction: args.sortDirection,
      first: args.first,
      after: args.after,
    });
  }

  /** Counts against the per-minute create limit and takes one unit of the plan's allowance. */
  create(actor: Actor, input: InvoiceInput): Promise<InvoiceModel> {
    const status = input.status ?? 'draft';
    return this.store.create(
      actor,
      { ...fieldsOf(input), invoiceNumber: input.invoiceNumber ?? invoiceNumber(), status },
      this.settle(actor, input),
      (manager, saved) => this.ledger.settleWrite(manager, actor, saved, status, null),
    );
  }

  /**
   * What a write settles in its transaction: the document's client (the one picked, or the
   * workspace's client with the typed e-mail), then its money, which defaults from that client.
   */
  private settle(actor: Actor, input: InvoiceInput) {
    return async (manager: EntityManager, current: Invoice | null): Promise<Partial<Invoice>> => {
      const customValues = await this.customFields.valuesFor(
        manager,
        actor.workspaceId,
        'document',
        input.customFields,
      );
      const lineValues = await this.customFields.lineValuesFor(
        manager,
        actor.workspaceId,
        input.lineItems,
        'lineItems',
      );
      const clientId = await this.clients.resolveForDocument(manager, actor, input.clientId, {
        name: input.clientName,
        email: input.clientEmail,
        address: input.clientAddress,
        phone: input.clientPhone,
        mobile: input.clientMobile,
        fax: input.clientFax,
      });
      const money = await this.money.settle(
        manager,
        actor.workspaceId,
        input,
        input.lineItems.map((line) => ({ ...line, price: line.rate })),
        { lines: 'lineItems', price: 'rate' },
        await this.clients.moneyDefaults(manager, actor.workspaceId, clientId),
        current,
      );
      const lineItems: StoredLineItem[] = input.lineItems.map((line, i) => ({
        description: line.description,
        extraDetails: line.extraDetails || null,
        ...money.lines[i],
        ...(lineValues[i] ? { customValues: lineValues[i] } : {}),
      }));
      // A new invoice takes its client's buyer reference (a Leitweg-ID) unless it names one.
      const buyerReference =
        current === null && input.buyerReference === undefined && clientId
          ? {
              buyerReference: await this.clients.buyerReference(
                manager,
                actor.workspaceId,
                clientId,
              ),
            }
          : {};
      return {
        clientId,
        ...money.columns,
        lineItems,
        ...buyerReference,
        ...(customValues ? { customValues } : {}),
      };
    };
  }

  /**
   * A new draft with the same content and a new number, dated today; a due date keeps its
   * distance from the invoice date (Net 30 stays Net 30). It is a create, so it takes one unit
   * of the plan's allowance.
   */
  async duplicate(actor: Actor, id: string): Promise<InvoiceModel> {
    const source = await this.store.stored(actor.workspaceId, id);
    return this.store.create(actor, copyOf(source, todayIso(this.clock.now())));
  }

  /**
   * A recurring schedule's invoice for one period, in the caller's transaction (the one that
   * records the period as issued): a draft copy of the template as it is now, dated the
   * period's day, numbered and counted against the plan's allowance like any new invoice.
   * Answers the stored row; the caller commits.
   */
  async issueFromTemplate(
    manager: EntityManager,
    actor: Actor,
    templateId: string,
    invoiceDate: string,
  ): Promise<Invoice> {
    const template = await findOwned(manager, Invoice, actor.workspaceId, templateId, M.notFound);
    return this.store.insert(manager, actor, copyOf(template, invoiceDate));
  }

  /**
   * The draft invoice of an accepted proposal (see ConversionService): a create like any other,
   * numbered as a new invoice is. Null when the proposal already has one: a concurrent call
   * won the unique index, and the caller reads that one instead.
   */
  async createForProposal(
    actor: Actor,
    fields: Omit<Partial<Invoice>, 'invoiceNumber' | 'status'>,
  ): Promise<InvoiceModel | null> {
    try {
      return await this.store.create(
        actor,
        {
          ...fields,
          ...(await this.clientBuyerReference(actor.workspaceId, fields)),
          invoiceNumber: invoiceNumber(),
          status: 'draft',
        },
        undefined,
        // The proposal's deposit, paid so far, is deducted from its final invoice.
        (manager, saved) => this.ledger.deductDepositInto(manager, saved),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'invoices_proposal_key')) return null;
      throw error;
    }
  }

  /**
   * The deposit invoice of an accepted proposal: a create like any other, sent as
   * it is made (the client is taken to pay it). Null when the proposal already has one: a
   * concurrent acceptance won the unique index.
   */
  async createDepositInvoice(
    actor: Actor,
    fields: Omit<Partial<Invoice>, 'invoiceNumber' | 'status'>,
  ): Promise<InvoiceModel | null> {
    try {
      return await this.store.create(actor, {
        ...fields,
        ...(await this.clientBuyerReference(actor.workspaceId, fields)),
        invoiceNumber: invoiceNumber(),
        status: 'sent',
      });
    } catch (error) {
      if (isUniqueViolation(error, 'invoices_deposit_for_proposal_key')) return null;
      throw error;
    }
  }

  /**
   * An invoice made from a proposal (its final or its deposit invoice) takes its client's buyer
   * reference (a Leitweg-ID), as one made on the form does, unless its fields name one.
   */
  private async clientBuyerReference(
    workspaceId: string,
    fields: Pick<Partial<Invoice>, 'clientId' | 'buyerReference'>,
  ): Promise<{ buyerReference?: string | null }> {
    if (fields.buyerReference !== undefined || !fields.clientId) return {};
    return {
      buyerReference: await this.clients.buyerReference(
        this.dataSource.manager,
        workspaceId,
        fields.clientId,
      ),
    };
  }

  /** The deposit invoice made for a proposal, if there is one. */
  findDepositFor(workspaceId: string, proposalId: string): Promise<InvoiceModel | null> {
    return this.findOfProposal(workspaceId, 'deposit_for_proposal_id', proposalId);
  }

  /** The invoice made from a proposal, if there is one. */
  findForProposal(workspaceId: string, proposalId: string): Promise<InvoiceModel | null> {
    return this.findOfProposal(workspaceId, 'proposal_id', proposalId);
  }

  /** The one invoice a proposal has in `column` (each is unique per proposal). */
  private async findOfProposal(
    workspaceId: string,
    column: 'proposal_id' | 'deposit_for_proposal_id',
    proposalId: string,
  ): Promise<InvoiceModel | null> {
    const [row]: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM invoices WHERE workspace_id = $1 AND ${column} = $2`,
      [workspaceId, proposalId],
    );
    return row ? this.store.get(workspaceId, row.id) : null;
  }

  /** A full update (PUT): every field is replaced; the amount is recomputed. */
  update(actor: Actor, id: string, input: InvoiceInput): Promise<InvoiceModel> {
    let before: InvoiceBefore | null = null;
    let totalBefore = '';
    let status: LedgerStatus;
    return this.store.update(
      actor,
      id,
      (invoice) => {
        before = { status: invoice.status, currency: invoice.currency, dueDate: invoice.dueDate };
        totalBefore = invoice.totalMinor;
        status = input.status ?? invoice.status;
        return {
          ...fieldsOf(input),
          invoiceNumber: input.invoiceNumber ?? invoice.invoiceNumber,
          status,
        };
      },
      this.settle(actor, input),
      async (manager, saved) => {
        // A client paying on an open page pays what it asked: the amount stays until it closes.
        if (saved.currency !== before!.currency || saved.totalMinor !== totalBefore)
          await this.sessions.assertNoneOpen(manager, saved);
        // The status a person picks meets the payments recorded (see InvoiceLedgerService).
        await this.ledger.settleWrite(manager, actor, saved, status, before);
      },
    );
  }

  /**
   * Stores 'overdue' on every sent invoice past its due date (the reminder sweep's first step);
   * answers how many it marked. Reads already show them overdue; this keeps the rows in step.
   */
  async markOverdue(today: string): Promise<number> {
    // TypeORM answers a raw UPDATE with [rows, affectedCount].
    const [, marked]: [unknown, number] = await this.dataSource.query(
      `UPDATE invoices i SET status = 'overdue', updated_at = now()
        WHERE ${invoicePastDueSql('i', '$1')}`,
      [today],
    );
    return marked;
  }

  /**
   * Refuses (409 PAYMENT_SESSION_OPEN) while a payment page is open on the invoice: for a change
   * elsewhere that would strand the client's payment (replacing its live link). Locks the
   * invoice for the caller's transaction, as opening a page does.
   */
  async assertNoOpenPayment(
    manager: EntityManager,
    workspaceId: string,
    invoiceId: string,
  ): Promise<void> {
    const invoice = await findOwned(manager, Invoice, workspaceId, invoiceId, M.notFound, {
      lock: true,
    });
    await this.sessions.assertNoneOpen(manager, invoice);
  }

  /**
   * Deleting does not give the plan's allowance back. An invoice a recurring schedule copies
   * cannot go (the schedule's key refers to it): the schedule is deleted or re-pointed first.
   */
  async delete(workspaceId: string, id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const invoice = await findOwned(manager, Invoice, workspaceId, id, M.notFound, {
          lock: true,
        });
        // Money paid on an open page must find its invoice (or it is kept as a credit).
        await this.sessions.assertNoneOpen(manager, invoice);
        await manager.delete(Invoice, { id: invoice.id, workspaceId });
      });
    } catch (error) {
      if (isForeignKeyViolation(error, 'recurring_schedules_template_fkey'))
        throw new AppError(ErrorCode.Conflict, RecurringMessages.templateInUse);
      throw error;
    }
  }
}

/**
 * A new draft of `source`'s content dated `invoiceDate`, with a new number; a due date keeps
 * its distance from the invoice date (Net 30 stays Net 30).
 */
function copyOf(source: Invoice, invoiceDate: string): Partial<Invoice> {
  return {
    invoiceNumber: invoiceNumber(),
    invoiceDate,
    dueDate: source.dueDate
      ? addDays(invoiceDate, daysBetween(source.invoiceDate, source.dueDate))
      : null,
    businessName: source.businessName,
    businessEmail: source.businessEmail,
    businessAddress: source.businessAddress,
    businessPhone: source.businessPhone,
    businessNumber: source.businessNumber,
    clientName: source.clientName,
    clientEmail: source.clientEmail,
    clientAddress: source.clientAddress,
    clientPhone: source.clientPhone,
    clientMobile: source.clientMobile,
    clientFax: source.clientFax,
    clientId: source.clientId,
    paymentTerms: source.paymentTerms,
    notes: source.notes,
    // The references go on; the service is another one, dated by the copy's owner.
    buyerReference: source.buyerReference,
    orderReference: source.orderReference,
    layout: source.layout,
    lineItems: source.lineItems,
    customValues: source.customValues,
    ...moneyColumnsOf(source),
    status: 'draft',
    remindersEnabled: source.remindersEnabled,
  };
}

/** Filters on the status as read (see invoice-status.sql.ts), so it agrees with what the list shows. */
function whereEffectiveStatus(
  query: SelectQueryBuilder<Invoice>,
  status: LedgerStatus,
  today: string,
): void {
  const pastDue = invoicePastDueSql('i', ':today');
  switch (status) {
    case 'overdue':
      query.andWhere(new Brackets((q) => q.where(`i.status = 'overdue'`).orWhere(pastDue)), {
        today,
      });
      return;
    case 'sent':
    case 'partially_paid':
      query.andWhere(`i.status = :status AND NOT ${pastDue}`, { status, today });
      return;
    case 'draft':
    case 'paid':
      query.andWhere('i.status = :status', { status });
      return;
  }
}

/** The stored fields of an input besides its client, lines and money (see settle). */
function fieldsOf(input: InvoiceInput): Partial<Invoice> {
  return {
    businessName: input.businessName,
    businessEmail: input.businessEmail,
    businessAddress: input.businessAddress,
    businessPhone: input.businessPhone || null,
    businessNumber: input.businessNumber || null,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientAddress: input.clientAddress,
    clientPhone: input.clientPhone || null,
    clientMobile: input.clientMobile || null,
    clientFax: input.clientFax || null,
    invoiceDate: input.invoiceDate,
    dueDate: input.dueDate || null,
    paymentTerms: input.paymentTerms,
    notes: input.notes || null,
    // Left out, the layout is kept; null or empty goes back to the workspace's.
    ...(input.layout !== undefined ? { layout: input.layout || null } : {}),
    ...eInvoiceFieldsOf(input),
  };
}

/**
 * The e-invoice fields sent (see InvoiceInput): each left out keeps its value, the service
 * period as a pair, which has both days or neither.
 */
function eInvoiceFieldsOf(input: InvoiceInput): Partial<Invoice> {
  const fields: Partial<Invoice> = {};
  for (const key of ['serviceDate', 'buyerReference', 'orderReference'] as const)
    if (input[key] !== undefined) fields[key] = input[key] || null;
  if (input.servicePeriodStart !== undefined || input.servicePeriodEnd !== undefined) {
    const start = input.servicePeriodStart || null;
    const end = input.servicePeriodEnd || null;
    const refusal = servicePeriodError(start, end);
    if (refusal) throw invalidField(refusal.field, FieldCode.ServicePeriod, refusal.message);
    fields.servicePeriodStart = start;
    fields.servicePeriodEnd = end;
  }
  return fields;
}

const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
