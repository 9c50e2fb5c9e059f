import { AGING_BUCKETS } from '@dealdraft/domain';

/**
 * What the client still owes on an invoice, in its minor units, as SQL: the one place the
 * balance is written, so the dashboard's receivables and the list's aging filter agree. The
 * twin of ledgerTotals' balance in libs/domain: total − credited − paid (credit notes keep
 * invoices.credited_minor).
 */
export function invoiceBalanceSql(alias: string): string {
  return `(${alias}.total_minor - ${alias}.credited_minor - ${alias}.paid_minor)`;
}

/**
 * What an invoice adds to "invoiced" once deposits count once, in its minor units: its total less
 * the paid deposit it deducts. A deposit invoice and the final invoice that deducts it are one
 * job: summed over both, the deposit is counted on the deposit invoice only.
 */
export function invoiceNetOfDepositSql(alias: string): string {
  return `(${alias}.total_minor - ${alias}.deposit_minor)`;
}

/**
 * An open invoice: issued and not settled (sent, partially paid or overdue, as stored). Drafts and
 * paid invoices are neither. The one place the condition is written, for the balances here, the
 * client page's outstanding amount and the reminders.
 */
export function invoiceOpenSql(alias: string): string {
  return `${alias}.status IN ('sent', 'partially_paid', 'overdue')`;
}

/** An open invoice the client still owes something on. */
export function invoiceUnpaidSql(alias: string): string {
  return `(${invoiceOpenSql(alias)} AND ${invoiceBalanceSql(alias)} > 0)`;
}

/**
 * Days past due (0 before the due date), counted from the invoice's date when it has none: the
 * twin of daysPastDue in libs/domain. `today` is an SQL date expression, such as `$2::date`.
 */
export function invoiceDaysPastDueSql(alias: string, today: string): string {
  return `GREATEST(0, ${today} - coalesce(${alias}.due_date, ${alias}.invoice_date))`;
}

const [UP_TO_30, UP_TO_60, UP_TO_90, OVER_90] = AGING_BUCKETS;

/** The aging bucket of an unpaid invoice: the twin of agingBucket in libs/domain. */
export function invoiceAgingBucketSql(alias: string, today: string): string {
  const days = invoiceDaysPastDueSql(alias, today);
  return `(CASE WHEN ${days} <= 30 THEN '${UP_TO_30}' WHEN ${days} <= 60 THEN '${UP_TO_60}'
                WHEN ${days} <= 90 THEN '${UP_TO_90}' ELSE '${OVER_90}' END)`;
}
