import { ErrorCode, FieldError, Messages } from '@dealdraft/domain';
import { ValidationError, ValidationPipe } from '@nestjs/common';
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

/** The global pipe: whitelisted, no unknown fields, transformed to the DTO classes. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = fieldErrors(errors);
      return new AppError(ErrorCode.ValidationFailed, validationMessage(details), {
        errors: details,
      });
    },
  });
}
