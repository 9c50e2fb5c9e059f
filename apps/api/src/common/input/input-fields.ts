import {
  CalendarDateMessages,
  DocumentMessages,
  EMAIL_PATTERN,
  hasAtMostTwoDecimals,
  isCalendarDate,
  MAX_PRICE,
  MAX_QUANTITY,
  Messages,
  Rules,
  SINGLE_LINE_PATTERN,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { MultiLine } from './control-characters';

/**
 * Field rules shared by proposals and invoices (spec section 5 plus real-world bounds).
 * class-validator runs a property's checks in the order they are registered and we stop at
 * the first failure, so each list starts with the most basic check. (Stacked decorators
 * register bottom-up, which is why hand-stacked lists elsewhere end with it.)
 */
const v = Messages.validation;
const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);
const tooLong = DocumentMessages.tooLong;

export const RequiredText = (max: number, { singleLine = true } = {}) =>
  applyDecorators(
    trim,
    IsString({ message: v.required }),
    IsNotEmpty({ message: v.required }),
    MaxLength(max, { message: tooLong(max) }),
    ...(singleLine
      ? [Matches(SINGLE_LINE_PATTERN, { message: DocumentMessages.singleLine })]
      : [MultiLine()]),
  );

export const OptionalText = (max: number, { singleLine = true } = {}) =>
  applyDecorators(
    trim,
    IsOptional(),
    IsString({ message: v.required }),
    MaxLength(max, { message: tooLong(max) }),
    ...(singleLine
      ? [Matches(SINGLE_LINE_PATTERN, { message: DocumentMessages.singleLine })]
      : [MultiLine()]),
  );

export const RequiredEmail = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsNotEmpty({ message: v.required }),
    IsString({ message: v.email }),
    Matches(EMAIL_PATTERN, { message: v.email }),
    MaxLength(Rules.emailMax, { message: v.email }),
  );

/** An e-mail that may be left out; an empty (cleared) one means none. */
export const OptionalEmail = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() || null : value,
    ),
    IsOptional(),
    IsString({ message: v.email }),
    Matches(EMAIL_PATTERN, { message: v.email }),
    MaxLength(Rules.emailMax, { message: v.email }),
  );

/**
 * A calendar date of the product's range (libs/domain's one date type), so that year 0000, which
 * PostgreSQL refuses, and dates past 2999, which no loop over dates should meet, are a 400 naming
 * the field. A full ISO timestamp is trimmed to its date part.
 */
export const isRealDate = isCalendarDate;
/** A full ISO timestamp whose time is a real one: 25:99 must not be trimmed away and accepted. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
const toDatePart = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) ? value.slice(0, 10) : value,
);
const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: isRealDate, defaultMessage: () => CalendarDateMessages.invalid },
  });

export const RequiredDate = () =>
  applyDecorators(
    toDatePart,
    IsString({ message: v.required }),
    IsNotEmpty({ message: v.required }),
    IsCalendarDate(),
  );

export const OptionalDate = () =>
  applyDecorators(
    toDatePart,
    // An empty string from a cleared date input means "no date".
    ValidateIf((_object, value) => value !== null && value !== undefined && value !== ''),
    IsCalendarDate(),
  );

export const Money = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: v.positive }),
    Min(0, { message: v.positive }),
    Max(MAX_PRICE, { message: DocumentMessages.priceMax }),
    ValidateBy({
      name: 'atMostTwoDecimals',
      validator: {
        validate: (value) => hasAtMostTwoDecimals(value as number),
        defaultMessage: () => DocumentMessages.priceDecimals,
      },
    }),
  );

export const Quantity = () =>
  applyDecorators(
    IsInt({ message: DocumentMessages.quantityInteger }),
    Min(1, { message: DocumentMessages.quantityRange }),
    Max(MAX_QUANTITY, { message: DocumentMessages.quantityRange }),
  );

/** `value` on or after the date in the sibling property `field` (both 'YYYY-MM-DD'). */
export const NotBefore = (field: string, message: string) =>
  ValidateBy({
    name: 'notBefore',
    validator: {
      validate: (value, args) => {
        const other = (args?.object as Record<string, unknown>)[field];
        // Only comparable when both are real dates; each has its own check otherwise.
        return !isRealDate(value) || !isRealDate(other) || (value as string) >= (other as string);
      },
      defaultMessage: () => message,
    },
  });
