import { Messages, WorkspaceMessages } from '@dealdraft/domain';
import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppError } from '../common/errors/app-error';
import { AppConfig } from '../config/app-config';
import { WorkspacesService } from '../workspaces/workspaces.service';
import { AuthUser, JwtPayload } from './auth-user';
import { JWT_STRATEGY } from './strategies';
import { TokenService } from './token.service';

/**
 * Bearer tokens: HS256 only, issuer, audience and expiry checked, then the denylist and the
 * person's membership of the workspace the token names.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly tokens: TokenService,
    private readonly workspaces: WorkspacesService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it
      // as a public key on every request, then builds the secret key: about 1 ms of CPU each.
      // passport-jwt hands it to jsonwebtoken.verify untouched; only its typings say string.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser> {
    // Made only when needed: an Error captures a stack trace, which no valid request should pay for.
    const expired = () => AppError.unauthenticated(Messages.auth.sessionExpired);
    if (!payload.sub || !payload.jti || !payload.exp) throw expired();
    // Independent reads (Redis and PostgreSQL): together they cost one round trip, not two.
    const [revoked, session] = await Promise.all([
      this.tokens.isRevoked(payload.jti),
      this.workspaces.findSession(payload.sub, payload.wid),
    ]);
    if (revoked || session.status === 'no-user') throw expired();
    // A password reset since this token was issued signs it out.
    if (session.status === 'ok' && session.sessionVersion !== (payload.sv ?? 0)) throw expired();
    // Membership is checked on every request: a removed member's next request is refused.
    if (session.status === 'not-a-member') {
      throw AppError.unauthenticated(WorkspaceMessages.notAMember);
    }
    return { ...session.user, jti: payload.jti, exp: payload.exp };
  }
}
