import { ErrorCode, errorCodeForStatus, httpStatusOf } from './errors';

describe('error codes', () => {
  it('maps codes to statuses and back', () => {
    expect(httpStatusOf[ErrorCode.NotFound]).toBe(404);
    expect(errorCodeForStatus(404)).toBe(ErrorCode.NotFound);
    expect(errorCodeForStatus(418)).toBe(ErrorCode.BadRequest);
    expect(errorCodeForStatus(502)).toBe(ErrorCode.Internal);
  });
});
