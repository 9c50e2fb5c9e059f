import { Injectable } from '@nestjs/common';
import passport from 'passport';
import type { AuthUser } from '../auth/auth-user';
import { API_KEY_STRATEGY, JWT_STRATEGY } from '../auth/strategies';

/**
 * A WebSocket's credential checked as every HTTP request's is: the same passport strategies the
 * global guard runs (an API key, else a session token: signature, expiry, the logout denylist,
 * membership of the workspace), on the bearer the socket's connectionParams carry.
 */
@Injectable()
export class SocketAuth {
  /** Who `authorization` ("Bearer …") stands for now, or null when it is refused. */
  authenticate(authorization: unknown): Promise<AuthUser | null> {
    if (typeof authorization !== 'string' || !authorization) return Promise.resolve(null);
    // What the strategies read of a request: its Authorization header.
    const request = { headers: { authorization } };
    return new Promise((resolve) => {
      const authenticate = passport.authenticate(
        [API_KEY_STRATEGY, JWT_STRATEGY],
        { session: false },
        (error: unknown, user: AuthUser | false) => resolve(error || !user ? null : user),
      ) as (req: unknown, res: unknown, next: () => void) => void;
      authenticate(request, {}, () => resolve(null));
    });
  }
}
