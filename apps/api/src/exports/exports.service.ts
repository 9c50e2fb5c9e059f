import {
  currencyMinorUnits,
  type CustomFieldTarget,
  type CustomValues,
  fromMinor,
  todayIso,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';
import { invoiceStatusAsReadSql } from '../invoices/invoice-status.sql';
import { safeCell } from './csv-cell';

export const EXPORT_KINDS = [
  'clients',
  'proposals',
  'invoices',
  'proposal-lines',
  'invoice-lines',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Rows are read this many at a time (keyset on id), so a large workspace streams. */
const PAGE = 500;

type Row = Record<string, unknown> & { id: string };
type Cell = string | number | null;
/** The cells of the workspace's custom fields of the export's target, from a record's values. */
type CustomCells = (values: CustomValues | undefined) => Cell[];

interface ExportDefinition {
  header: string[];
  /** Whose custom fields follow the columns above, one column each (header: the label). */
  target: CustomFieldTarget;
  /** One page of the workspace's rows after `after` (ordered by id). */
  sql: string;
  cells(row: Row, custom: CustomCells): Cell[][];
}

/** Minor units as a plain decimal with the currency's digits ("1234.50", "1200", "1.250"). */
const money = (minor: unknown, currency: unknown) => {
  const code = String(currency).trim();
  return fromMinor(String(minor), code).toFixed(currencyMinorUnits(code));
};
// Dates are read as text ('YYYY-MM-DD'), free of time zones.
const date = (value: unknown) => (value ? String(value) : null);
const one = (...cells: Cell[]) => [cells];

const DEFINITIONS: Record<ExportKind, ExportDefinition> = {
  clients: {
    header: [
      'Name',
      'Company',
      'Email',
      'CC emails',
      'Address',
      'Phone',
      'Mobile',
      'Fax',
      'Tax number',
      'Notes',
      // The client's defaults for new documents; the clients import reads them back.
      'Currency',
      'Language',
      'Archived',
      'Created',
    ],
    target: 'client',
    sql: `SELECT id, name, company, email, cc_emails, address, phone, mobile, fax, tax_number,
                 notes, trim(currency) AS currency, language, archived_at, created_at, custom_values
            FROM clients WHERE workspace_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
    cells: (r, custom) =>
      one(
        r.name as string,
        r.company as string,
        r.email as string,
        (r.cc_emails as string[]).join(', '),
        r.address as string | null,
        r.phone as string | null,
        r.mobile as string | null,
        r.fax as string | null,
        r.tax_number as string | null,
        r.notes as string | null,
        r.currency as string | null,
        r.language as string | null,
        r.archived_at ? 'yes' : 'no',
        (r.created_at as Date).toISOString(),
        ...custom(r.custom_values as CustomValues),
      ),
  },
  proposals: {
    header: [
      'Number',
      'Title',
      'Date',
      'Expires',
      'Status',
      'Client name',
      'Client company',
      'Client email',
      'Client address',
      'Value',
      'Currency',
      'Created',
    ],
    target: 'document',
    sql: `SELECT id, proposal_number, proposal_title, proposal_date::text AS proposal_date, expiration_date::text AS expiration_date, status,
                 client_name, client_company, client_email, client_address, total_minor, currency, created_at,
                 custom_values
            FROM proposals WHERE workspace_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
    cells: (r, custom) =>
      one(
        r.proposal_number as string,
        r.proposal_title as string,
        date(r.proposal_date),
        date(r.expiration_date),
        r.status as string,
        r.client_name as string,
        r.client_company as string,
        r.client_email as string,
        r.client_address as string | null,
        money(r.total_minor, r.currency),
        String(r.currency).trim(),
        (r.created_at as Date).toISOString(),
        ...custom(r.custom_values as CustomValues),
      ),
  },
  invoices: {
    header: [
      'Number',
      'Date',
      'Due',
      'Status',
      'Client name',
      'Client email',
      'Client address',
      'Amount',
      'Currency',
      'For proposal',
      'Created',
    ],
    target: 'document',
    // The status as the lists read it: a sent invoice past its due date is overdue.
    sql: `SELECT i.id, i.invoice_number, i.invoice_date::text AS invoice_date, i.due_date::text AS due_date,
                 ${invoiceStatusAsReadSql('i', '$3')} AS status, i.client_name, i.client_email,
                 i.client_address, i.total_minor, i.currency, i.proposal_number, i.created_at,
                 i.custom_values
            FROM invoices i WHERE i.workspace_id = $1 AND i.id > $2 ORDER BY i.id LIMIT ${PAGE}`,
    cells: (r, custom) =>
      one(
        r.invoice_number as string,
        date(r.invoice_date),
        date(r.due_date),
        r.status as string,
        r.client_name as string,
        r.client_email as string,
        r.client_address as string,
        money(r.total_minor, r.currency),
        String(r.currency).trim(),
        r.proposal_number as string | null,
        (r.created_at as Date).toISOString(),
        ...custom(r.custom_values as CustomValues),
      ),
  },
  'proposal-lines': {
    header: [
      'Proposal number',
      'Line',
      'Description',
      'Quantity',
      'Price',
      'Line total',
      'Currency',
    ],
    target: 'line',
    sql: `SELECT id, proposal_number, services AS lines, currency
            FROM proposals WHERE workspace_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
    cells: (r, custom) =>
      (
        r.lines as {
          description: string;
          unitPriceMinor: number;
          quantity: number;
          customValues?: CustomValues;
        }[]
      ).map((line, index) => [
        r.proposal_number as string,
        index + 1,
        line.description,
        line.quantity,
        money(line.unitPriceMinor, r.currency),
        money(BigInt(line.unitPriceMinor) * BigInt(line.quantity), r.currency),
        String(r.currency).trim(),
        ...custom(line.customValues),
      ]),
  },
  'invoice-lines': {
    header: [
      'Invoice number',
      'Line',
      'Description',
      'Extra details',
      'Quantity',
      'Rate',
      'Line total',
      'Currency',
    ],
    target: 'line',
    sql: `SELECT id, invoice_number, line_items AS lines, currency
            FROM invoices WHERE workspace_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
    cells: (r, custom) =>
      (
        r.lines as {
          description: string;
          extraDetails: string | null;
          unitPriceMinor: number;
          quantity: number;
          customValues?: CustomValues;
        }[]
      ).map((line, index) => [
        r.invoice_number as string,
        index + 1,
        line.description,
        line.extraDetails,
        line.quantity,
        money(line.unitPriceMinor, r.currency),
        money(BigInt(line.unitPriceMinor) * BigInt(line.quantity), r.currency),
        String(r.currency).trim(),
        ...custom(line.customValues),
      ]),
  },
};

/** CSV exports of the caller's workspace: read in pages, every cell made safe. */
@Injectable()
export class ExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customFields: CustomFieldsService,
  ) {}

  /**
   * The header, then every row of the workspace, a page at a time; the workspace's custom fields
   * of the kind's target last, in their order (a deleted field's values are not exported).
   */
  async *records(kind: ExportKind, workspaceId: string): AsyncGenerator<string[]> {
    const definition = DEFINITIONS[kind];
    const fields = await this.customFields.list(workspaceId, definition.target);
    const custom: CustomCells = (values) => fields.map((field) => values?.[field.id] ?? null);
    yield [...definition.header, ...fields.map((field) => field.label)].map(safeCell);
    const today = todayIso();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const params: unknown[] = [workspaceId, after];
      if (definition.sql.includes('$3')) params.push(today);
      const rows: Row[] = await this.dataSource.query(definition.sql, params);
      for (const row of rows) {
        for (const cells of definition.cells(row, custom)) yield cells.map(safeCell);
      }
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].id;
    }
  }
}
