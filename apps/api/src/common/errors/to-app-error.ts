import { ErrorCode, errorCodeForStatus, Messages } from '@dealdraft/domain';
import { HttpException } from '@nestjs/common';
import { AppError } from './app-error';
import { isServiceUnavailable } from './unavailable';

/** Errors from express middleware (body parser, static files) carry http-errors' fields. */
interface MiddlewareError {
  type?: string;
  status?: unknown;
  statusCode?: unknown;
  /** http-errors' mark of an error about the request itself (never set by SDK errors). */
  expose?: unknown;
}

/** Our words for the 4xx statuses middleware raises; their own messages are not for clients. */
const STATUS_MESSAGES: Record<number, string> = {
  403: Messages.system.forbidden,
  404: Messages.system.notFound,
  415: Messages.system.unsupportedMediaType,
};

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
      appError: new AppError(
        errorCodeForStatus(status),
        message,
        undefined,
        status < 500 ? status : undefined,
      ),
      unexpected: status >= 500,
    };
  }

  // Errors raised by express' body parser before Nest sees the request.
  const parserError = error as MiddlewareError;
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

  // Any other middleware error that knows it is the client's fault keeps its status (charset
  // 415, a bad gzip body 400, a static path outside its folder 403). Only http-errors' own
  // errors count: an SDK's 4xx (OpenAI, Stripe) is our request to them failing, a 500.
  const status = parserError?.status ?? parserError?.statusCode;
  if (parserError?.expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    const message = STATUS_MESSAGES[status] ?? Messages.system.badRequest;
    return {
      appError: new AppError(errorCodeForStatus(status), message, undefined, status),
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
