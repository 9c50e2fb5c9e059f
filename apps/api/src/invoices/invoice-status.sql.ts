/**
 * The overdue rule in SQL, once: the twin of effectiveInvoiceStatus in libs/domain (a sent or
 * partially paid invoice past its due date reads as overdue). `alias` names the invoices row and `today` is
 * the SQL expression for today's date ('YYYY-MM-DD', UTC), such as `:today` or `$2::date`.
 * Every query that reads or marks overdue builds on these, so the list filter, the stats and
 * the reminder sweep cannot drift apart.
 */
export function invoicePastDueSql(alias: string, today: string): string {
  return `(${alias}.status IN ('sent', 'partially_paid') AND ${alias}.due_date IS NOT NULL AND ${alias}.due_date < ${today})`;
}

/** An invoice's status as read: 'overdue' when past due, otherwise as stored. */
export function invoiceStatusAsReadSql(alias: string, today: string): string {
  return `CASE WHEN ${invoicePastDueSql(alias, today)} THEN 'overdue' ELSE ${alias}.status END`;
}

/**
 * The status an invoice marked sent takes from its ledger, in SQL: the twin of
 * `statusAfterLedger('sent', …)` in libs/domain (paid when its credits, the deposit it deducts
 * among them, and payments cover a total above 0; partially paid when they cover part of it;
 * sent otherwise). A final invoice whose deposit is deducted already is partially paid, or paid,
 * once sent, as a hand-set "sent" makes it.
 */
export function invoiceSentStatusSql(alias: string): string {
  const settled = `(${alias}.credited_minor + ${alias}.paid_minor)`;
  return `CASE WHEN ${alias}.total_minor > 0 AND ${alias}.total_minor <= ${settled} THEN 'paid'
            WHEN ${settled} > 0 AND ${alias}.total_minor > ${settled} THEN 'partially_paid'
            ELSE 'sent' END`;
}
