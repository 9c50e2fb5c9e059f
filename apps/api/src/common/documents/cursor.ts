import { ErrorCode, Messages } from '@dealdraft/domain';
import { AppError } from '../errors/app-error';
import { isUuid } from '../input/uuid';
import { isRealDate } from './document-fields';

/** Opaque keyset cursor: the sort value and the id of the last row seen. */
export interface CursorPosition {
  value: string | number | null;
  id: string;
}

/** The PostgreSQL type of the sort column, which a cursor's value must fit. */
export type SortColumnType = 'text' | 'numeric' | 'date' | 'timestamptz';

const NUMERIC = /^-?\d{1,14}(\.\d{1,2})?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only values PostgreSQL would take for the column: a crafted cursor must not reach it as a 500. */
const fits: Record<SortColumnType, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  numeric: (value) =>
    (typeof value === 'string' && NUMERIC.test(value)) ||
    (typeof value === 'number' && Number.isFinite(value)),
  date: isRealDate,
  timestamptz: (value) =>
    typeof value === 'string' &&
    TIMESTAMP.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString() === value,
};

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string, type: SortColumnType): CursorPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalidCursor();
  const [value, id] = decoded as unknown[];
  if (typeof id !== 'string' || !isUuid(id) || !fits[type](value)) throw invalidCursor();
  return { value: value as CursorPosition['value'], id };
}

function invalidCursor(): AppError {
  return new AppError(ErrorCode.BadRequest, Messages.system.cursorInvalid);
}
