import { ErrorCode, errorCodeForStatus, Messages } from '@dealdraft/domain';
import { HttpException } from '@nestjs/common';
import { AppError } from './app-error';
import { isServiceUnavailable } from './unavailable';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Normalises anything thrown into an AppError. A database or Redis that cannot be reached
 * becomes a 503; other errors we did not mean to show become a generic 500, so no stack, SQL
 * or path ever reaches a client.
 */
export function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { appError: error, unexpected: false };

  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const message =
      status === 404
        ? Messages.system.notFound
        : typeof body === 'string'
          ? body
          : (firstMessage((body as { message?: unknown }).message) ?? error.message);
    return {
      appError: new AppError(errorCodeForStatus(status), message),
      unexpected: status >= 500,
    };
  }

  // Errors raised by express' body parser before Nest sees the request.
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') {
    return {
      appError: new AppError(ErrorCode.PayloadTooLarge, Messages.system.payloadTooLarge),
      unexpected: false,
    };
  }
  if (parserError?.type === 'entity.parse.failed') {
    return {
      appError: new AppError(ErrorCode.BadRequest, Messages.system.invalidJson),
      unexpected: false,
    };
  }

  // Still logged in full: an outage is worth an operator's attention.
  if (isServiceUnavailable(error)) {
    return {
      appError: new AppError(ErrorCode.ServiceUnavailable, Messages.system.unavailable),
      unexpected: true,
    };
  }

  return { appError: new AppError(ErrorCode.Internal, Messages.system.internal), unexpected: true };
}

function firstMessage(message: unknown): string | undefined {
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}
