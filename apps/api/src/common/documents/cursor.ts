import { ErrorCode } from '@dealdraft/domain';
import { AppError } from '../errors/app-error';

/** Opaque keyset cursor: the sort value and the id of the last row seen. */
export interface CursorPosition {
  value: string | number | null;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      unknown,
      unknown,
    ];
    if (typeof id !== 'string' || !(value === null || ['string', 'number'].includes(typeof value)))
      throw new Error();
    return { value: value as CursorPosition['value'], id };
  } catch {
    throw new AppError(
      ErrorCode.BadRequest,
      'The cursor is not valid. Start again from the first page.',
    );
  }
}
