import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (!constraint || driverError.constraint === constraint);
}

/** PostgreSQL's foreign_key_violation, optionally on one named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23503' && (!constraint || driverError.constraint === constraint);
}
