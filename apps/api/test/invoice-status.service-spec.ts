import {
  effectiveInvoiceStatus,
  INVOICE_STATUSES,
  InvoiceStatus,
  ledgerTotals,
  paidLedger,
  statusAfterLedger,
} from '@dealdraft/domain';
import {
  invoicePastDueSql,
  invoiceSentStatusSql,
  invoiceStatusAsReadSql,
} from '../src/invoices/invoice-status.sql';
import { serviceContext } from './support/service-context';

/**
 * The overdue rule has two homes: effectiveInvoiceStatus for TypeScript, and the SQL fragments
 * the invoices module exports for the list filter, the stats and the client page. They agree.
 */
describe('the invoice status as read', () => {
  const ctx = serviceContext({});

  it('reads the status alike in SQL and in TypeScript, on every status and due date around today', async () => {
    const today = '2026-11-22';
    const cases: [InvoiceStatus, string | null][] = INVOICE_STATUSES.flatMap((status) =>
      [null, '2026-11-21', '2026-11-22', '2026-11-23'].map(
        (due): [InvoiceStatus, string | null] => [status, due],
      ),
    );
    const rows: { status_as_read: string; past_due: boolean }[] = await ctx().manager.query(
      `SELECT ${invoiceStatusAsReadSql('i', '$1::date')} AS status_as_read,
              ${invoicePastDueSql('i', '$1::date')} AS past_due
         FROM unnest($2::text[], $3::date[]) WITH ORDINALITY AS i(status, due_date, n)
        ORDER BY n`,
      [today, cases.map(([status]) => status), cases.map(([, due]) => due)],
    );
    expect(rows.map((row) => row.status_as_read)).toEqual(
      cases.map(([status, due]) => effectiveInvoiceStatus(status, due, today)),
    );
    expect(rows.map((row) => row.past_due)).toEqual(
      cases.map(
        ([status, due]) =>
          status === 'sent' && effectiveInvoiceStatus(status, due, today) === 'overdue',
      ),
    );
  });

  it('gives a sent invoice the status of its ledger alike in SQL and in TypeScript', async () => {
    // [total, credited (the deducted deposit among it), paid net of refunds], in minor units.
    const cases: [number, number, number][] = [0, 100].flatMap((total) =>
      [0, 40, 100].flatMap((credited) =>
        [0, 30, 60, 100].map((paid): [number, number, number] => [total, credited, paid]),
      ),
    );
    const rows: { status: string }[] = await ctx().manager.query(
      `SELECT ${invoiceSentStatusSql('i')} AS status
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
              WITH ORDINALITY AS i(total_minor, credited_minor, paid_minor, n)
        ORDER BY n`,
      [
        cases.map(([total]) => total),
        cases.map(([, credited]) => credited),
        cases.map(([, , paid]) => paid),
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(
      cases.map(([total, credited, paid]) =>
        statusAfterLedger(
          'sent',
          ledgerTotals(BigInt(total), paidLedger(BigInt(paid)), BigInt(credited)),
        ),
      ),
    );
  });
});
