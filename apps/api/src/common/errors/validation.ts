import { ErrorCode, FieldError, Messages } from '@dealdraft/domain';
import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { controlCharacterErrors } from '../input/control-characters';
import { AppError } from './app-error';

/** Flattens nested class-validator errors into `field.path: messages`. */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

/** "email: Please enter a valid email address; password: Password is required" */
export function validationMessage(errors: FieldError[]): string {
  if (errors.length === 0) return Messages.system.invalidInput;
  return errors.map(({ field, messages }) => `${field}: ${messages.join(', ')}`).join('; ');
}

/** The one shape of a refused input: 400, the fields named in the message and the details. */
export function invalidFields(errors: FieldError[]): AppError {
  return new AppError(ErrorCode.ValidationFailed, validationMessage(errors), { errors });
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
    exceptionFactory: (errors) => invalidFields(fieldErrors(errors)),
  });
}
