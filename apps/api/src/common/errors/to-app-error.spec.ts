import { FieldCode, Messages } from '@dealdraft/domain';
import {
  BadRequestException,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AppError } from './app-error';
import { HttpErrorFilter } from './error.filter';
import { toAppError } from './to-app-error';
import { invalidField } from './validation';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('CONFLICT', 'Taken');
    expect(toAppError(error)).toEqual({ appError: error, unexpected: false });
  });

  it('maps framework HTTP errors to our codes', () => {
    expect(toAppError(new NotFoundException()).appError.code).toBe('NOT_FOUND');
    expect(toAppError(new BadRequestException('Nope')).appError.message).toBe('Nope');
  });

  it('keeps the 4xx status of middleware errors, in our words', () => {
    const httpError = (status: number, message: string, type?: string) =>
      Object.assign(new Error(message), { status, statusCode: status, expose: true, type });
    const cases: [Error, number, string][] = [
      [
        httpError(415, 'unsupported charset "KLINGON"', 'charset.unsupported'),
        415,
        Messages.system.unsupportedMediaType,
      ],
      [httpError(400, 'incorrect header check'), 400, Messages.system.badRequest],
      [httpError(403, 'Forbidden'), 403, Messages.system.forbidden],
      [httpError(404, 'Not Found'), 404, Messages.system.notFound],
      [httpError(405, 'Method Not Allowed'), 405, Messages.system.badRequest],
    ];
    for (const [error, status, message] of cases) {
      const { appError, unexpected } = toAppError(error);
      expect({ status: appError.httpStatus, message: appError.message, unexpected }).toEqual({
        status,
        message,
        unexpected: false,
      });
    }
  });

  it("keeps an SDK's 4xx (our call to it failed) a 500", () => {
    const openAi = Object.assign(new Error('Incorrect API key provided'), { status: 401 });
    expect(toAppError(openAi).appError.httpStatus).toBe(500);
  });

  it('keeps the status of a framework 415', () => {
    expect(toAppError(new UnsupportedMediaTypeException()).appError.httpStatus).toBe(415);
  });

  it('hides anything unexpected behind a generic 500', () => {
    const { appError, unexpected } = toAppError(
      new Error('relation "users" does not exist at /app/x.ts:1'),
    );
    expect(unexpected).toBe(true);
    expect(appError.httpStatus).toBe(500);
    expect(appError.message).toBe('Something went wrong on our side. Please try again.');
  });

  it('answers 503 when PostgreSQL or Redis cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shuttingDown = new QueryFailedError('SELECT 1', [], {
      code: '57P01',
      message: 'terminating connection due to administrator command',
    } as unknown as Error);
    const redisOffline = new Error(
      "Stream isn't writeable and enableOfflineQueue options is false",
    );
    for (const error of [refused, shuttingDown, redisOffline, new Error('Connection is closed.')]) {
      const { appError, unexpected } = toAppError(error);
      expect(appError.httpStatus).toBe(503);
      expect(appError.code).toBe('SERVICE_UNAVAILABLE');
      expect(appError.message).toBe(
        'The service is briefly unavailable. Please try again in a moment.',
      );
      // Still logged with its stack.
      expect(unexpected).toBe(true);
    }
  });

  it('keeps a query our code got wrong a 500', () => {
    const badQuery = new QueryFailedError('SELECT nope', [], {
      code: '42703',
      message: 'column "nope" does not exist',
    } as unknown as Error);
    expect(toAppError(badQuery).appError.httpStatus).toBe(500);
  });
});

describe('HttpErrorFilter', () => {
  const answer = () => {
    const json = jest.fn();
    const response = { headersSent: false, status: jest.fn(() => ({ json })) };
    const host = {
      switchToHttp: () => ({ getRequest: () => ({ url: '/api/x' }), getResponse: () => response }),
    };
    return { json, response, host };
  };

  it('answers the failing fields as data.errors, beside the message', () => {
    const { json, response, host } = answer();
    new HttpErrorFilter().catch(
      invalidField('deposit', FieldCode.DepositOverTotal, 'Over the total'),
      host as never,
    );
    expect(response.status).toHaveBeenCalledWith(400);
    expect(json).toHaveBeenCalledWith({
      status: 'error',
      data: {
        errors: [{ field: 'deposit', code: 'DEPOSIT_OVER_TOTAL', message: 'Over the total' }],
      },
      message: 'deposit: Over the total',
    });
  });

  it('answers a 500 with the envelope and no stack or internal message', () => {
    const { json, response, host } = answer();
    const filter = new HttpErrorFilter();
    // The filter logs unexpected errors; keep the test output clean.
    jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
    filter.catch(new TypeError('secret internals'), host as never);
    expect(response.status).toHaveBeenCalledWith(500);
    expect(json).toHaveBeenCalledWith({
      status: 'error',
      data: null,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
