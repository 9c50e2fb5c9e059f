import { ErrorCode, Messages } from '@dealdraft/domain';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

/**
 * The routes whose body is a file: POST /api/imports/:kind (imports.controller, which also
 * answers an unknown kind's 404), PUT /api/workspace/logo (branding.controller) and POST
 * /api/verify (a PDF to check, verify.controller).
 */
const FILE_UPLOAD = /^\/api\/(?:imports\/[^/]+|workspace\/logo|verify)\/?$/;

/**
 * Our routes read JSON only. A body in any other media type was left unparsed, so a refund sent
 * as text/plain reached its controller as `{}`: every field missing, each taking its default.
 * Refused here instead, before any route, with 415. Bodiless requests (GET, a DELETE, a POST
 * with nothing) carry no type and pass.
 */
export function jsonOnly(req: Request, _res: Response, next: NextFunction): void {
  if (
    !hasBody(req) ||
    req.is('application/json') ||
    FILE_UPLOAD.test(req.originalUrl.split('?')[0])
  ) {
    next();
    return;
  }
  next(new AppError(ErrorCode.BadRequest, Messages.system.jsonOnly, undefined, 415));
}

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}
