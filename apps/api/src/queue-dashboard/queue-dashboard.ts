import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ErrorCode, Messages } from '@dealdraft/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { NextFunction, Request, Response, Router } from 'express';
import { AppError } from '../common/errors/app-error';
import { digest, matchesDigest, OPERATOR_TOKEN_HEADER } from '../common/http/operator.guard';
import { AppConfig } from '../config/app-config';
import { ALL_QUEUES } from '../queue/all-queues';
import { loginPage } from './login-page';
import { OperatorSessions, SESSION_SECONDS } from './operator-session';

/** Where the dashboard lives, outside /api: it is an operators' page, not part of the API. */
export const DASHBOARD_PATH = '/admin/queues';
const LOGIN_PATH = `${DASHBOARD_PATH}/login`;
export const SESSION_COOKIE = 'dealdraft_queues';

/**
 * Bull Board's routes that write a job's content or wipe a whole queue: the dashboard is for
 * watching jobs, retrying, promoting and cleaning them, not for making jobs the app never made.
 */
const REFUSED = [
  { method: 'POST', path: /^\/api\/queues\/[^/]+\/add$/ },
  { method: 'PATCH', path: /^\/api\/queues\/[^/]+\/[^/]+\/update-data$/ },
  { method: 'PUT', path: /^\/api\/queues\/[^/]+\/obliterate$/ },
];

/**
 * The operators' job dashboard (Bull Board) over every queue of the app, at /admin/queues. It
 * exists only when OPERATOR_TOKEN is set (404 otherwise) and wants that token: in the
 * X-Operator-Token header, or once in its sign-in form, which sets an HttpOnly, SameSite=Strict
 * cookie (Secure in production) for this path holding an HMAC, never the token. A user's
 * session or API key counts for nothing here (401).
 */
@Injectable()
export class QueueDashboard {
  private readonly logger = new Logger(QueueDashboard.name);
  readonly router = Router();

  constructor(config: AppConfig, @Inject(ALL_QUEUES) queues: Queue[]) {
    const token = config.operatorToken;
    if (token === null) {
      this.router.use((_req, _res, next) => next(AppError.notFound(Messages.system.notFound)));
      return;
    }
    const expected = digest(token);
    const sessions = new OperatorSessions(token);
    const cookie = {
      path: DASHBOARD_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: config.isProduction,
    } as const;

    this.router.get('/login', (_req, res) => sendLogin(res, 200, false));
    this.router.post('/login', (req: Request, res: Response) => {
      const body: unknown = req.body;
      const presented =
        typeof body === 'object' && body ? (body as { token?: unknown }).token : undefined;
      if (!matchesDigest(presented, expected)) {
        this.logger.warn(`Refused a dashboard sign-in from ${req.ip}`);
        return sendLogin(res, 403, true);
      }
      this.logger.log(`Operator signed in to the job dashboard from ${req.ip}`);
      res.cookie(SESSION_COOKIE, sessions.issue(), { ...cookie, maxAge: SESSION_SECONDS * 1000 });
      res.redirect(303, DASHBOARD_PATH);
    });

    this.router.use((req: Request, res: Response, next: NextFunction) => {
      const header = req.headers[OPERATOR_TOKEN_HEADER];
      if (header !== undefined) {
        if (matchesDigest(header, expected)) return next();
        return next(new AppError(ErrorCode.Forbidden, Messages.system.operatorsOnly));
      }
      if (sessions.isValid(readCookie(req, SESSION_COOKIE))) return next();
      if (req.accepts(['json', 'html']) === 'html') return sendLogin(res, 401, false);
      next(AppError.unauthenticated(Messages.system.operatorTokenRequired));
    });
    this.router.use((req: Request, _res: Response, next: NextFunction) => {
      const refused = REFUSED.some(
        (rule) => rule.method === req.method && rule.path.test(req.path),
      );
      next(refused ? new AppError(ErrorCode.Forbidden, Messages.system.forbidden) : undefined);
    });

    const board = new ExpressAdapter().setBasePath(DASHBOARD_PATH);
    createBullBoard({
      queues: queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Dealdraft jobs' } },
    });
    this.router.use(board.getRouter());
  }
}

function sendLogin(res: Response, status: number, refused: boolean): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(loginPage(LOGIN_PATH, refused));
}

/** One cookie's value from the Cookie header (no cookie parser runs in this app). */
function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
