import { FieldCode, Messages } from '@dealdraft/domain';
import { PipeTransform } from '@nestjs/common';
import { invalidFields } from '../errors/validation';

/** The form PostgreSQL's uuid type takes from us; anything else would fail the query with a 500. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * An id argument (or a list of them) checked before any query: a malformed one answers 400
 * naming the argument. `@Args('documentId', { type: () => ID }, new UuidPipe('documentId'))`
 */
export class UuidPipe implements PipeTransform<unknown, unknown> {
  constructor(private readonly field: string) {}

  transform(value: unknown): unknown {
    const bad = Array.isArray(value)
      ? value.flatMap((item, index) => (isUuid(item) ? [] : [`${this.field}.${index}`]))
      : isUuid(value)
        ? []
        : [this.field];
    if (bad.length > 0)
      throw invalidFields(
        bad.map((field) => ({
          field,
          code: FieldCode.InvalidId,
          message: Messages.validation.invalidId,
        })),
      );
    return value;
  }
}
