import { creditNoteTotals, type CreditNoteTotals, type DepositDeducted } from '@dealdraft/domain';
import type { EntityManager } from 'typeorm';

/** A credit note and what it states about its invoice, as its PDF and its e-mail print it. */
export interface CreditNoteStatement {
  id: string;
  workspaceId: string;
  invoiceId: string;
  creditNoteNumber: string;
  issuedOn: string;
  reason: string;
  amountMinor: bigint;
  /** The invoice's client e-mail now: where a send goes. */
  clientEmail: string;
  totals: CreditNoteTotals & { invoiceTotalMinor: bigint; deposit: DepositDeducted | null };
}

/**
 * The credit note of the workspace with its invoice as it stood right after the note was issued
 * (credit notes up to and including it, payments recorded before it), so a copy printed or sent
 * later states the same amounts. Null when there is no such note in the workspace. Read by the
 * api (its PDF) and the worker's CreditNoteMail alike.
 */
export async function creditNoteStatement(
  manager: Pick<EntityManager, 'query'>,
  workspaceId: string,
  creditNoteId: string,
): Promise<CreditNoteStatement | null> {
  const [row]: {
    id: string;
    workspace_id: string;
    invoice_id: string;
    credit_note_number: string;
    issued_on: string;
    reason: string;
    amount_minor: string;
    client_email: string;
    invoice_total_minor: string;
    credited_minor: string;
    paid_minor: string;
    deposit_minor: string;
    deposit_invoice_number: string | null;
  }[] = await manager.query(
    `SELECT c.id, c.workspace_id, c.invoice_id, c.credit_note_number, c.issued_on::text, c.reason,
            c.amount_minor::text, i.client_email, i.total_minor::text AS invoice_total_minor,
            i.deposit_minor::text,
            (SELECT d.invoice_number FROM invoices d
              WHERE d.id = i.deposit_invoice_id AND d.workspace_id = i.workspace_id
            ) AS deposit_invoice_number,
            (SELECT coalesce(sum(o.amount_minor), 0) FROM credit_notes o
              WHERE o.invoice_id = c.invoice_id AND (o.created_at, o.id) <= (c.created_at, c.id)
            )::text AS credited_minor,
            (SELECT coalesce(sum(p.amount_minor), 0) FROM payments p
              WHERE p.invoice_id = c.invoice_id AND p.created_at <= c.created_at)::text AS paid_minor
       FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
      WHERE c.id = $1 AND c.workspace_id = $2`,
    [creditNoteId, workspaceId],
  );
  if (!row) return null;
  const invoiceTotalMinor = BigInt(row.invoice_total_minor);
  const depositMinor = BigInt(row.deposit_minor);
  // The deposit deducted as it stands now: a final invoice deducts it from when it is made.
  const deposit =
    depositMinor > 0n
      ? { invoiceNumber: row.deposit_invoice_number ?? '', amountMinor: depositMinor }
      : null;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    invoiceId: row.invoice_id,
    creditNoteNumber: row.credit_note_number,
    issuedOn: row.issued_on,
    reason: row.reason,
    amountMinor: BigInt(row.amount_minor),
    clientEmail: row.client_email,
    totals: {
      invoiceTotalMinor,
      deposit,
      ...creditNoteTotals(
        invoiceTotalMinor,
        BigInt(row.paid_minor),
        BigInt(row.credited_minor),
        deposit,
      ),
    },
  };
}
