import { Messages } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppError } from '../common/errors/app-error';
import { AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { AuthUser, JwtPayload } from './auth-user';
import { TokenService } from './token.service';

/** Bearer tokens: HS256 only, issuer, audience and expiry checked, then the denylist and the user. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: AppConfig,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      algorithms: ['HS256'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser> {
    const expired = AppError.unauthenticated(Messages.auth.sessionExpired);
    if (!payload.sub || !payload.jti || !payload.exp) throw expired;
    if (await this.tokens.isRevoked(payload.jti)) throw expired;
    const user = await this.users.findById(payload.sub);
    if (!user) throw expired;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      jti: payload.jti,
      exp: payload.exp,
    };
  }
}
