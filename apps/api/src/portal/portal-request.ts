import {
  ErrorCode,
  PORTAL_COOKIE,
  PORTAL_COOKIE_PATH,
  PORTAL_REQUEST_HEADER,
  PortalMessages,
  PortalRules,
} from '@dealdraft/domain';
import type { CookieOptions, Request, Response } from 'express';
import { AppError } from '../common/errors/app-error';
import type { AppConfig } from '../config/app-config';

/** One cookie's value from the Cookie header (no cookie parser runs in this app). */
export function portalCookie(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === PORTAL_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, only for the portal's api; Secure when the app is served on https. */
function cookieOptions(config: AppConfig): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: PORTAL_COOKIE_PATH,
  };
}

export function setPortalCookie(res: Response, config: AppConfig, session: string): void {
  res.cookie(PORTAL_COOKIE, session, {
    ...cookieOptions(config),
    maxAge: PortalRules.sessionMaxDays * 24 * 3600 * 1000,
  });
}

export function clearPortalCookie(res: Response, config: AppConfig): void {
  res.clearCookie(PORTAL_COOKIE, cookieOptions(config));
}

/**
 * A state-changing portal request must come from the portal's own page: it carries the
 * portal's header (a cross-site form or image cannot set one, and a cross-site script's
 * request with one needs a CORS preflight this api does not grant), and its Origin, when the
 * browser sends one, is the app's. SameSite=Lax already keeps the cookie off cross-site POSTs;
 * this holds for the requests that carry no cookie yet (signing in) and for older browsers.
 */
export function assertFromPortal(req: Request, config: AppConfig): void {
  const origin = req.headers.origin;
  const allowed = [new URL(config.publicUrl).origin, new URL(config.webOrigin).origin];
  if (req.headers[PORTAL_REQUEST_HEADER] !== '1' || (origin && !allowed.includes(origin)))
    throw new AppError(ErrorCode.Forbidden, PortalMessages.crossSite);
}
