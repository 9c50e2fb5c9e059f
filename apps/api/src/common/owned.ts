import { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { AppError } from './errors/app-error';
import { isUuid } from './input/uuid';

export type Owned = ObjectLiteral & { id: string; workspaceId: string };

/**
 * Tenant isolation in one place: a record is found only together with its owner, so another
 * user's id (or a malformed one) is simply "not found", never "forbidden".
 */
export async function findOwned<T extends Owned>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  workspaceId: string,
  id: string,
  notFoundMessage: string,
  { lock = false } = {},
): Promise<T> {
  if (!isUuid(id)) throw AppError.notFound(notFoundMessage);
  const record = await manager.findOne(entity, {
    where: { id, workspaceId } as FindOptionsWhere<T>,
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!record) throw AppError.notFound(notFoundMessage);
  return record;
}

export async function deleteOwned<T extends Owned>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  workspaceId: string,
  id: string,
  notFoundMessage: string,
): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound(notFoundMessage);
  const result = await manager.delete(entity, { id, workspaceId } as FindOptionsWhere<T>);
  if (!result.affected) throw AppError.notFound(notFoundMessage);
}

/** Makes % and _ in a search literal. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A WHERE clause matching rows where any of `columns` contains `term`, case-insensitively and
 * with % and _ taken literally: `query.andWhere(...containing(['p.client_name'], term))`.
 */
export function containing(columns: string[], term: string): [string, { pattern: string }] {
  const clause = columns.map((column) => `${column} ILIKE :pattern`).join(' OR ');
  return [`(${clause})`, { pattern: `%${escapeLike(term.trim())}%` }];
}
