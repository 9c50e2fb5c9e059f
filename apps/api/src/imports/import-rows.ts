import {
  FieldCode,
  type FieldRefusal,
  IMPORT_FIELDS,
  ImportKind,
  ImportMessages,
  ImportRules,
} from '@dealdraft/domain';
import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CatalogueItemInput } from '../catalogue/dto/catalogue-item.input';
import { ClientInput } from '../clients/dto/client.input';
import { ruleCode } from '../common/errors/validation';
import { controlCharacterErrors } from '../common/input/control-characters';
import { forEachSliced } from '../common/time-slice';
import type { ColumnMapping, CsvTable } from './csv-upload';

const M = ImportMessages;

/** One problem in one cell, coded as the API codes a field: what the preview lists and fixes. */
export interface RowError extends FieldRefusal {
  row: number;
  /** The file's header for the field's column, or the field's label where none is mapped. */
  column: string;
  /** The cell as it stands, so the preview can offer it for editing. */
  value: string;
}

/** A cell the user corrected in the preview, by row number and field. */
export interface CellFix {
  row: number;
  field: string;
  value: string;
}

export type ImportInput = ClientInput | CatalogueItemInput;

const INPUTS: Record<ImportKind, ClassConstructor<ImportInput>> = {
  clients: ClientInput,
  items: CatalogueItemInput,
};

/**
 * Every row through the same input class (and so the same rules and messages) as the form and
 * the API: the rows that pass, and each failing cell with its row number and column. Rows that
 * fail keep nothing back: the caller writes all rows or none. Time-sliced on the event loop.
 */
export async function validateRows(
  kind: ImportKind,
  table: CsvTable,
  mapping: ColumnMapping,
  fixes: readonly CellFix[] = [],
): Promise<{ inputs: ImportInput[]; errors: RowError[] }> {
  const fixed = new Map(fixes.map((fix) => [`${fix.row}:${fix.field}`, fix.value]));
  const fields = IMPORT_FIELDS[kind];
  const columnOf = (field: string) => {
    const index = mapping[field];
    return index === null || index === undefined
      ? (fields.find((f) => f.key === field)?.label ?? field)
      : table.headers[index];
  };
  const inputs: ImportInput[] = [];
  const errors: RowError[] = [];
  const seenEmails = new Map<string, number>();

  // 10,000 rows through class-validator take about a second of CPU: in slices, between which
  // other requests run.
  await forEachSliced(table.rows, (cells, index) => {
    const row = table.rowNumbers[index];
    const values: Record<string, string> = {};
    for (const field of fields) {
      const column = mapping[field.key];
      const value = fixed.get(`${row}:${field.key}`) ?? (column == null ? '' : cells[column]);
      values[field.key] = value ?? '';
    }
    const rowErrors: RowError[] = [];
    const fail = (field: string, code: string, message: string) =>
      rowErrors.push({ row, field, column: columnOf(field), code, message, value: values[field] });

    for (const [field, value] of Object.entries(values)) {
      const start = formulaStart(value);
      if (start) fail(field, FieldCode.Formula, M.formula(start));
    }
    if (rowErrors.length === 0) {
      const input = plainToInstance(INPUTS[kind], toPlain(kind, values));
      for (const error of controlCharacterErrors(input))
        fail(topField(error.field), error.code, error.message);
      for (const error of validateSync(input, {
        stopAtFirstError: true,
        forbidUnknownValues: false,
      })) {
        const [constraint = 'isNumber', message = M.notANumber] =
          Object.entries(error.constraints ?? {})[0] ?? [];
        fail(error.property, ruleCode(error, constraint), message);
      }
      if (rowErrors.length === 0) inputs.push(input);
      if (kind === 'clients') {
        const email = (input as ClientInput).email;
        const first = email ? seenEmails.get(email) : undefined;
        if (email && first !== undefined)
          fail('email', FieldCode.EmailRepeated, M.emailTwice(first));
        else if (email) seenEmails.set(email, row);
      }
    }
    errors.push(...rowErrors);
  });
  return { inputs: errors.length ? [] : inputs, errors };
}

/**
 * Text that a spreadsheet would run when the file is opened again (OWASP's CSV injection):
 * a leading =, @, or a + or - that does not start a number or a phone number.
 */
export function formulaStart(value: string): string | null {
  const text = value.trimStart();
  const first = text.charAt(0);
  if (first === '=' || first === '@') return first;
  if ((first === '+' || first === '-') && !/^[+-][\d\s()./-]*$/.test(text)) return first;
  return null;
}

/** The cells as the input class takes them: blanks left out, numbers and lists parsed. */
function toPlain(kind: ImportKind, values: Record<string, string>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(values)) {
    const value = raw.length > ImportRules.cellMax ? raw.slice(0, ImportRules.cellMax + 1) : raw;
    if (value.trim() === '' && field !== 'name' && field !== 'unitPrice') continue;
    if (field === 'ccEmails') plain[field] = value.split(/[;,\s]+/).filter(Boolean);
    else if (field === 'unitPrice' || field === 'defaultQuantity') plain[field] = toNumber(value);
    else plain[field] = value;
  }
  if (kind === 'clients' && plain.email === undefined) plain.email = null;
  return plain;
}

/**
 * "1,250.50", "$120", "€ 99" → a number; anything else stays text, for the input's number rule
 * to refuse with its own message.
 */
function toNumber(value: string): unknown {
  const text = value.trim().replace(/^[$€£]\s*/, '');
  if (text === '') return undefined;
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** "ccEmails.2" → "ccEmails". */
function topField(path: string): string {
  return path.split('.')[0];
}
