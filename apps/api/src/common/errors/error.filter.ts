import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError } from './app-error';
import { toAppError } from './to-app-error';

/** REST: the spec's envelope with the code's HTTP status. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    const { appError, unexpected } = toAppError(error);
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    if (unexpected) this.logger.error({ err: error, path: request.url }, 'Unhandled error');
    const response = http.getResponse<Response>();
    if (response.headersSent) return;
    response.status(appError.httpStatus).json({
      status: 'error',
      data: appError.details ?? null,
      message: appError.message,
    });
  }
}

/** GraphQL: a GraphQLError whose `extensions.code` is ours, with the failing `fields`. */
export function toGraphQLError(error: unknown, logger: Logger): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const { appError, unexpected } = toAppError(error);
  if (unexpected) logger.error({ err: error }, 'Unhandled GraphQL error');
  return graphQLErrorOf(appError);
}

export function graphQLErrorOf(appError: AppError): GraphQLError {
  return new GraphQLError(appError.message, {
    extensions: {
      code: appError.code,
      ...(appError.details ? { fields: appError.details.errors } : {}),
    },
  });
}

/**
 * Registered once, globally: Nest hands every exception to one global filter, so this
 * picks the transport's own mapping.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly http = new HttpErrorFilter();
  private readonly logger = new Logger('GraphQLError');

  catch(error: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') return toGraphQLError(error, this.logger);
    this.http.catch(error, host);
    return undefined;
  }
}
