import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AppError } from './app-error';
import { HttpErrorFilter } from './error.filter';
import { toAppError } from './to-app-error';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('CONFLICT', 'Taken');
    expect(toAppError(error)).toEqual({ appError: error, unexpected: false });
  });

  it('maps framework HTTP errors to our codes', () => {
    expect(toAppError(new NotFoundException()).appError.code).toBe('NOT_FOUND');
    expect(toAppError(new BadRequestException('Nope')).appError.message).toBe('Nope');
  });

  it('hides anything unexpected behind a generic 500', () => {
    const { appError, unexpected } = toAppError(
      new Error('relation "users" does not exist at /app/x.ts:1'),
    );
    expect(unexpected).toBe(true);
    expect(appError.httpStatus).toBe(500);
    expect(appError.message).toBe('Something went wrong on our side. Please try again.');
  });
});

describe('HttpErrorFilter', () => {
  it('answers a 500 with the envelope and no stack or internal message', () => {
    const json = jest.fn();
    const response = { headersSent: false, status: jest.fn(() => ({ json })) };
    const host = {
      switchToHttp: () => ({ getRequest: () => ({ url: '/api/x' }), getResponse: () => response }),
    };
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
