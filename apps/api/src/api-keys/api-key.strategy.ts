import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { ExtractJwt } from 'passport-jwt';
import type { AuthUser } from '../auth/auth-user';
import { API_KEY_STRATEGY } from '../auth/strategies';
import { isApiKeyCredential } from './api-key-secrets';
import { ApiKeysService } from './api-keys.service';

const bearerOf = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * `Authorization: Bearer ddk_…`: the global guard tries this strategy first. Any other bearer
 * (or none) it passes on to the JWT strategy; a `ddk_` one is verified here and only here, so a
 * bad key answers the key's own 401 and never reaches the JWT check.
 */
@Injectable()
export class ApiKeyStrategy extends passport.Strategy {
  override name = API_KEY_STRATEGY;
  /**
   * GraphQL runs the guard once per top-level field: one lookup, and one count against the
   * key's limit, per HTTP request. Forgotten with the request.
   */
  private readonly verified = new WeakMap<Request, Promise<AuthUser>>();

  constructor(private readonly apiKeys: ApiKeysService) {
    super();
    passport.use(API_KEY_STRATEGY, this);
  }

  override authenticate(req: Request): void {
    const credential = bearerOf(req);
    if (!credential || !isApiKeyCredential(credential)) return this.fail(401);
    let pending = this.verified.get(req);
    if (!pending) {
      pending = this.apiKeys.authenticate(credential);
      this.verified.set(req, pending);
    }
    pending.then(
      (user) => this.success(user),
      (error: unknown) => this.error(error),
    );
  }
}
