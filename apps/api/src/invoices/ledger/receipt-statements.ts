import { receiptTotals, type DepositDeducted, type ReceiptTotals } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/input/uuid';
import { invoiceAmountDue } from '../../documents/content/invoice-amount-due';
import { InvoiceStore } from '../invoice-store';
import type { InvoiceModel } from '../models/invoice.model';
import type { ReceiptPayment } from './receipt-pdf';

/** The payment a receipt confirms (never a refund), with where it belongs. */
export interface ReceiptPaymentRecord extends ReceiptPayment {
  id: string;
  workspaceId: string;
  invoiceId: string;
  /** The invoice's client e-mail now: where the receipt's e-mail goes. */
  clientEmail: string;
}

/** What a receipt states: its payment, its invoice, and the ledger as the payment left it. */
export interface ReceiptStatement {
  payment: ReceiptPaymentRecord;
  invoice: InvoiceModel;
  totals: ReceiptTotals & { invoiceTotalMinor: bigint; deposit: DepositDeducted | null };
}

/**
 * A payment's receipt as its e-mail and its PDF state it, however late either is made: the
 * ledger up to and including the payment, the credit notes issued before it, and the paid
 * deposit its invoice deducts. Read by the worker's ReceiptMail and by the api's downloads
 * (the owner's and the portal's) alike, so a copy states what the e-mailed one did.
 */
@Injectable()
export class ReceiptStatements {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceStore,
  ) {}

  /** The receipt of a payment of the workspace; null for a refund, or no such payment there. */
  async of(workspaceId: string, paymentId: string): Promise<ReceiptStatement | null> {
    const payment = await this.payment(paymentId, workspaceId);
    return payment && this.statement(payment);
  }

  /**
   * The payment alone (one cheap read, before anything is authorised or taken on): null for a
   * refund, a malformed id, or no such payment (in the workspace, when one is named; the worker's
   * job names a payment only).
   */
  async payment(paymentId: string, workspaceId?: string): Promise<ReceiptPaymentRecord | null> {
    if (!isUuid(paymentId) || (workspaceId !== undefined && !isUuid(workspaceId))) return null;
    const [row]: {
      id: string;
      workspace_id: string;
      invoice_id: string;
      amount_minor: string;
      method: ReceiptPayment['method'];
      paid_on: string;
      reference: string | null;
      client_email: string;
    }[] = await this.dataSource.query(
      `SELECT p.id, p.workspace_id, p.invoice_id, p.amount_minor::text, p.method,
              p.paid_on::text, p.reference, i.client_email
         FROM payments p JOIN invoices i ON i.id = p.invoice_id AND i.workspace_id = p.workspace_id
        WHERE p.id = $1 AND p.refund_of IS NULL AND ($2::uuid IS NULL OR p.workspace_id = $2)`,
      [paymentId, workspaceId ?? null],
    );
    if (!row) return null;
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      invoiceId: row.invoice_id,
      clientEmail: row.client_email,
      amountMinor: BigInt(row.amount_minor),
      method: row.method,
      paidOn: row.paid_on,
      reference: row.reference,
    };
  }

  /**
   * The invoice and the totals of `payment`, as its ledger stands now up to the payment. Null
   * when the payment has left its ledger since it was read (deleted as recorded by mistake).
   */
  async statement(payment: ReceiptPaymentRecord): Promise<ReceiptStatement | null> {
    const [invoice, ledger, [sums]] = await Promise.all([
      this.invoices.getStored(payment.workspaceId, payment.invoiceId),
      this.dataSource.query(
        `SELECT id, amount_minor::text, refund_of FROM payments
          WHERE invoice_id = $1 ORDER BY created_at, id`,
        [payment.invoiceId],
      ) as Promise<{ id: string; amount_minor: string; refund_of: string | null }[]>,
      // The invoice's total, and the credit notes issued before the payment.
      this.dataSource.query(
        `SELECT i.total_minor::text,
                (SELECT coalesce(sum(c.amount_minor), 0) FROM credit_notes c
                  WHERE c.invoice_id = i.id
                    AND c.created_at <= (SELECT created_at FROM payments WHERE id = $2)
                )::text AS credited_minor
           FROM invoices i WHERE i.id = $1`,
        [payment.invoiceId, payment.id],
      ) as Promise<{ total_minor: string; credited_minor: string }[]>,
    ]);
    const invoiceTotalMinor = BigInt(sums.total_minor);
    // The paid deposit the invoice deducts, as its own PDF and e-mail state it.
    const { deposit } = invoiceAmountDue(invoice);
    const totals = receiptTotals(
      invoiceTotalMinor,
      ledger.map((row) => ({
        id: row.id,
        amountMinor: BigInt(row.amount_minor),
        refundOf: row.refund_of,
      })),
      payment.id,
      BigInt(sums.credited_minor),
      deposit,
    );
    if (!totals) return null;
    return { payment, invoice, totals: { ...totals, invoiceTotalMinor, deposit } };
  }
}
