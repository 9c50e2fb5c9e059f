import {
  E_INVOICE_FORMAT_SETTINGS,
  EInvoiceMessages,
  ibanError,
  isBic,
  isCountryCode,
  normalizeBic,
  normalizeIban,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';

/**
 * The e-invoice fields a workspace, a client or an invoice may carry. Each is optional; an
 * empty string means none (null), like a cleared text field. A field left out keeps its value
 * on an update (the services' business), so callers that predate these fields change nothing.
 */
const normalized = (normalize: (value: string) => string) =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalize(value.trim()) || null : value,
  );

/** Stored without spaces, upper case; checked by country length and mod-97 (ibantools). */
export const OptionalIban = () =>
  applyDecorators(
    normalized(normalizeIban),
    IsOptional(),
    IsString({ message: EInvoiceMessages.ibanCountry }),
    ValidateBy({
      name: 'iban',
      validator: {
        validate: (value) => typeof value === 'string' && ibanError(value) === null,
        defaultMessage: (args) =>
          ibanError(String(args?.value ?? '')) ?? EInvoiceMessages.ibanCountry,
      },
    }),
  );

/** ISO 9362: 8 or 11 characters, upper case. */
export const OptionalBic = () =>
  applyDecorators(
    normalized(normalizeBic),
    IsOptional(),
    IsString({ message: EInvoiceMessages.bic }),
    ValidateBy({
      name: 'bic',
      validator: {
        validate: (value) => typeof value === 'string' && isBic(value),
        defaultMessage: () => EInvoiceMessages.bic,
      },
    }),
  );

/** ISO 3166-1 alpha-2, upper case ("de" is taken as DE). */
export const OptionalCountryCode = () =>
  applyDecorators(
    normalized((value) => value.toUpperCase()),
    IsOptional(),
    ValidateBy({
      name: 'countryCode',
      validator: {
        validate: isCountryCode,
        defaultMessage: () => EInvoiceMessages.countryCode,
      },
    }),
  );

/** 'none', 'factur-x' or 'xrechnung'. */
export const OptionalEInvoiceFormat = () =>
  applyDecorators(
    normalized((value) => value.toLowerCase()),
    IsOptional(),
    IsIn(E_INVOICE_FORMAT_SETTINGS, { message: EInvoiceMessages.eInvoiceFormat }),
  );
