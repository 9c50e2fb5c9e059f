import type { DepositDeducted, PaymentMethod, ReceiptTotals } from '@dealdraft/domain';
import type { InvoiceModel } from '../models/invoice.model';

/** The payment a receipt confirms, in minor units of its invoice's currency. */
export interface ReceiptPayment {
  amountMinor: bigint;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
}

/**
 * A receipt's PDF, as the e-mail attaches it. The ledger declares it and pdf/ provides it
 * (PdfWorkerModule): the PDF templates print invoices, so pdf/ stands above the invoices and
 * the ledger reaches its printer only through this.
 */
export abstract class ReceiptPdf {
  abstract print(
    /** Whose style (layout, font, colour, logo, footer) the receipt prints in. */
    workspaceId: string,
    invoice: InvoiceModel,
    payment: ReceiptPayment,
    totals: ReceiptTotals & { invoiceTotalMinor: bigint; deposit?: DepositDeducted | null },
  ): Promise<{ filename: string; content: Buffer }>;
}
