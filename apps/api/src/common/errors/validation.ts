import { ErrorCode, type FieldRefusal, Messages } from '@dealdraft/domain';
import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { controlCharacterErrors } from '../input/control-characters';
import { AppError } from './app-error';

/** A class-validator constraint's name as a field code: isEmail → IS_EMAIL. */
export function constraintCode(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toUpperCase();
}

/**
 * The code of a broken class-validator rule: its constraint's, unless the rule names one. A rule
 * whose meaning a service states too (a positive amount, a readable cursor) names the service's
 * code, so one meaning has one code whichever side refuses it:
 * `@Min(Number.MIN_VALUE, { message, context: { code: FieldCode.AmountNotPositive } })`.
 */
export function ruleCode(error: ValidationError, constraint: string): string {
  const named = (error.contexts?.[constraint] as { code?: unknown } | undefined)?.code;
  return typeof named === 'string' ? named : constraintCode(constraint);
}

/** Flattens nested class-validator errors: one refusal per broken rule, by `field.path`. */
export function fieldRefusals(errors: ValidationError[], parent = ''): FieldRefusal[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      code: ruleCode(error, constraint),
      message,
    }));
    return [...own, ...fieldRefusals(error.children ?? [], field)];
  });
}

/**
 * The top-level message of a refused input, which the spec and its tests read:
 * "email: Please enter a valid email address; password: Password is required".
 */
export function fieldsMessage(refusals: readonly FieldRefusal[]): string {
  if (refusals.length === 0) return Messages.system.invalidInput;
  return refusals.map(({ field, message }) => `${field}: ${message}`).join('; ');
}

/**
 * The one shape of a refused input: 400 VALIDATION_FAILED, each field with its code and message
 * in the details (clients read those), and named in the message.
 */
export function invalidFields(refusals: readonly FieldRefusal[]): AppError {
  return new AppError(ErrorCode.ValidationFailed, fieldsMessage(refusals), { errors: refusals });
}

/** One refused field: `invalidField('deposit', FieldCode.DepositOverTotal, M.depositTooLarge)`. */
export function invalidField(field: string, code: string, message: string): AppError {
  return invalidFields([{ field, code, message }]);
}

/**
 * A refusal with a code of its own (a 409) that still concerns one field: the message is the
 * field's, without its name, and the field is in the details as for a refused input.
 */
export function refusedField(
  errorCode: ErrorCode,
  field: string,
  code: string,
  message: string,
): AppError {
  return new AppError(errorCode, message, { errors: [{ field, code, message }] });
}

/**
 * What the client sent: REST bodies, queries and params, and GraphQL args (GqlParamtype.ARGS,
 * which @nestjs/graphql does not export). Not custom decorators (the signed-in user, the client
 * IP) nor GraphQL's context, info or parent.
 */
const FROM_CLIENT: ReadonlySet<unknown> = new Set(['body', 'query', 'param', 3]);

/**
 * The global pipe: whitelisted, no unknown fields, transformed to the DTO classes; then every
 * string of every argument (bodies, GraphQL args, params, queries) is checked for control
 * characters, so no field can forget it.
 */
class InputPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const input: unknown = await super.transform(value, metadata);
    if (!FROM_CLIENT.has(metadata.type)) return input;
    const errors = controlCharacterErrors(input, metadata.data);
    if (errors.length > 0) throw invalidFields(errors);
    return input;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => invalidFields(fieldRefusals(errors)),
  });
}
