import { ErrorCode, Messages } from '@dealdraft/domain';
import { AppError } from '../errors/app-error';
import { isUuid } from '../input/uuid';

/** Opaque keyset cursor: the sort value and the id of the last row seen. */
export interface CursorPosition {
  value: string | number | null;
  id: string;
}

/** The PostgreSQL type of the sort column, which a cursor's value must fit. */
export type SortColumnType = 'text' | 'numeric' | 'date' | 'timestamptz';

const NUMERIC = /^-?\d{1,14}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Any real day PostgreSQL stores, wider than the range inputs accept since a row may predate that
 * range; year 0000, which PostgreSQL refuses, is not one.
 */
const isStoredDate = (value: unknown) =>
  typeof value === 'string' &&
  DATE.test(value) &&
  value >= '0001-01-01' &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only values PostgreSQL would take for the column: a crafted cursor must not reach it as a 500. */
const fits: Record<SortColumnType, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  numeric: (value) =>
    (typeof value === 'string' && NUMERIC.test(value)) ||
    (typeof value === 'number' && Number.isFinite(value)),
  date: isStoredDate,
  timestamptz: (value) =>
    typeof value === 'string' &&
    TIMESTAMP.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString() === value,
};

/** A cursor that does not decode, or does not fit its list's sort columns. */
export class InvalidCursor extends AppError {
  constructor() {
    super(ErrorCode.BadRequest, Messages.system.cursorInvalid);
  }
}

export function encodeCursor(position: CursorPosition): string {
  return encodeKeys([position.value], position.id);
}

export function decodeCursor(cursor: string, type: SortColumnType): CursorPosition {
  const { values, id } = decodeKeys(cursor, [{ type }]);
  return { value: values[0], id };
}

/** One sort key of a list ordered by several: its type, and whether it may be null. */
export interface SortKey {
  type: SortColumnType;
  nullable?: boolean;
}

/**
 * A cursor over several sort keys, the same kind of token: `[value…, id]` as base64url JSON
 * (`encodeCursor` is the one-key case).
 */
export function encodeKeys(values: CursorPosition['value'][], id: string): string {
  return Buffer.from(JSON.stringify([...values, id])).toString('base64url');
}

export function decodeKeys(
  cursor: string,
  keys: SortKey[],
): { values: CursorPosition['value'][]; id: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== keys.length + 1) throw new InvalidCursor();
  const values = decoded.slice(0, keys.length) as unknown[];
  const id: unknown = decoded[keys.length];
  if (typeof id !== 'string' || !isUuid(id)) throw new InvalidCursor();
  values.forEach((value, index) => {
    const { type, nullable } = keys[index];
    if (!(fits[type](value) || (nullable && value === null))) throw new InvalidCursor();
  });
  return { values: values as CursorPosition['value'][], id };
}
