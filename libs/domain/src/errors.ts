/**
 * The one list of error codes. The api maps each to an HTTP status (REST) and to
 * `extensions.code` (GraphQL); the web reads the same codes back.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  PlanLimitReached: 'PLAN_LIMIT_REACHED',
  PlanRequired: 'PLAN_REQUIRED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** A payment page is open on the invoice: the change would strand the client's money. */
  PaymentSessionOpen: 'PAYMENT_SESSION_OPEN',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Timeout: 'TIMEOUT',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT_REACHED: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_SESSION_OPEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** The closest code for a bare HTTP status (framework errors that carry no code of ours). */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = (Object.entries(httpStatusOf) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (exact) return exact[0];
  return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
}

/**
 * One failing field of a refused request: REST answers a list of them as `data.errors`, GraphQL
 * as `extensions.fields`. Programs act on `code`, which stays as it is; people read `message`,
 * the spec's text. Clients never parse the top-level message for fields.
 */
export interface FieldRefusal {
  /** The input's path as the request sent it: `email`, `services.0.price`, `mapping.email`. */
  field: string;
  code: string;
  message: string;
}

/** A rule's answer before it is put on a field (libs/domain's checks return these). */
export type Refusal = Pick<FieldRefusal, 'code' | 'message'>;

/**
 * The codes of the rules services check beyond the input classes. An input class's rule answers
 * its class-validator constraint's name in upper snake case instead (isEmail → IS_EMAIL,
 * maxLength → MAX_LENGTH, an unknown property → WHITELIST_VALIDATION), unless it states a rule
 * named here (a positive amount, a readable cursor) and so answers that code.
 */
export const FieldCode = {
  ControlCharacters: 'CONTROL_CHARACTERS',
  InvalidId: 'INVALID_ID',
  IdMissing: 'ID_MISSING',
  InvalidCursor: 'INVALID_CURSOR',
  OutOfRange: 'OUT_OF_RANGE',
  UnknownField: 'UNKNOWN_FIELD',
  DateInFuture: 'DATE_IN_FUTURE',
  DateInPast: 'DATE_IN_PAST',
  /** A schedule's end comes before its first date. */
  NoDates: 'NO_DATES',
  TooManyDecimals: 'TOO_MANY_DECIMALS',
  PriceTooLarge: 'PRICE_TOO_LARGE',
  TotalTooLarge: 'TOTAL_TOO_LARGE',
  PercentOrAmount: 'PERCENT_OR_AMOUNT',
  InvalidPercent: 'INVALID_PERCENT',
  DiscountTooLarge: 'DISCOUNT_TOO_LARGE',
  DepositOverTotal: 'DEPOSIT_OVER_TOTAL',
  TaxRateRepeated: 'TAX_RATE_REPEATED',
  TaxRateNotFound: 'TAX_RATE_NOT_FOUND',
  TaxRateArchived: 'TAX_RATE_ARCHIVED',
  /** A VAT category against its percent or exemption reason (taxCategoryError). */
  TaxCategory: 'TAX_CATEGORY',
  /** A service period with one end, or ending before it starts. */
  ServicePeriod: 'SERVICE_PERIOD',
  AmountNotPositive: 'AMOUNT_NOT_POSITIVE',
  NothingDue: 'NOTHING_DUE',
  /** More than the invoice's balance (a payment, a credit note, a client credit). */
  OverBalance: 'OVER_BALANCE',
  RefundOfRefund: 'REFUND_OF_REFUND',
  RefundTooLarge: 'REFUND_TOO_LARGE',
  CurrencyMismatch: 'CURRENCY_MISMATCH',
  /** Payments or credit notes hold the invoice's currency. */
  CurrencyLocked: 'CURRENCY_LOCKED',
  TotalBelowSettled: 'TOTAL_BELOW_SETTLED',
  InvoiceNotOpen: 'INVOICE_NOT_OPEN',
  StatusFollowsPayments: 'STATUS_FOLLOWS_PAYMENTS',
  PartiallyPaidByHand: 'PARTIALLY_PAID_BY_HAND',
  EmailUnchanged: 'EMAIL_UNCHANGED',
  PasswordIncorrect: 'PASSWORD_INCORRECT',
  /** Stripe refused the secret key. */
  KeyRefused: 'KEY_REFUSED',
  /** A cell a spreadsheet would run as a formula. */
  Formula: 'FORMULA',
  EmailRepeated: 'EMAIL_REPEATED',
  EmailTaken: 'EMAIL_TAKEN',
  /** The proposal changed since the client opened it (409): load it again, then answer. */
  VersionChanged: 'VERSION_CHANGED',
  /** A payment page is open on the invoice (409 PAYMENT_SESSION_OPEN). */
  PaymentSessionOpen: 'PAYMENT_SESSION_OPEN',
  /** Not one of the e-invoice formats (factur-x, xrechnung-cii, xrechnung-ubl, peppol). */
  EInvoiceFormat: 'E_INVOICE_FORMAT',
  /**
   * What an e-invoice still lacks (a rule of EN 16931, XRechnung or Peppol, or a business term
   * the law asks for): the field is where to fix it, the message starts with the rule.
   */
  EInvoiceCheck: 'E_INVOICE_CHECK',
} as const;

export type FieldCode = (typeof FieldCode)[keyof typeof FieldCode];
