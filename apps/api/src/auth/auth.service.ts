import { ErrorCode, Messages, normaliseEmail, PLANS } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { AuthPayloadModel, toUserModel } from './models/user.model';
import { LoginInput } from './dto/login.input';
import { SignupInput } from './dto/signup.input';
import { TokenService } from './token.service';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_WINDOW_S = 15 * 60;
const SIGNUP_WINDOW_S = 60 * 60;
const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class AuthService {
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash = argon2.hash('not-a-real-password', ARGON2_OPTIONS);

  constructor(
    @InjectRepository(User) private readonly userRepository: Repository<User>,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Creates the account with a 7-day trial already running. */
  async signup(input: SignupInput, ip: string): Promise<AuthPayloadModel> {
    if (
      (await this.limiter.hit(`signup:ip:${ip}`, SIGNUP_WINDOW_S)) > this.config.signupsPerIpPerHour
    ) {
      throw new AppError(ErrorCode.RateLimited, Messages.auth.tooManySignups);
    }
    const email = normaliseEmail(input.email);
    const now = new Date();
    const trial = PLANS.trial;
    let user: User;
    try {
      user = await this.userRepository.save(
        this.userRepository.create({
          email,
          name: input.name,
          passwordHash: await argon2.hash(input.password, ARGON2_OPTIONS),
          plan: 'trial',
          isSubscriptionActive: true,
          planStart: now,
          planEnd: new Date(now.getTime() + trial.durationDays * DAY_MS),
          proposalsLimit: trial.proposalsLimit,
          invoicesLimit: trial.invoicesLimit,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(ErrorCode.Conflict, Messages.auth.emailTaken);
      throw error;
    }
    return { token: await this.tokens.issue(user.id), user: toUserModel(user) };
  }

  /**
   * Wrong password and unknown e-mail answer alike. Failures are counted per e-mail and
   * per IP; past the limit every attempt is refused before any password is checked.
   */
  async login(input: LoginInput, ip: string): Promise<AuthPayloadModel> {
    const email = normaliseEmail(input.email);
    const keys = [`login-fail:email:${email}`, `login-fail:ip:${ip}`];
    const counts = await Promise.all(keys.map((key) => this.limiter.count(key)));
    if (counts.some((count) => count >= FAILED_LOGIN_LIMIT)) {
      throw new AppError(ErrorCode.RateLimited, Messages.auth.tooManyLogins);
    }
    const user = await this.users.findByEmailWithHash(email);
    const valid = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user || !valid) {
      await Promise.all(keys.map((key) => this.limiter.hit(key, FAILED_LOGIN_WINDOW_S)));
      throw AppError.unauthenticated(Messages.auth.invalidCredentials);
    }
    await this.limiter.reset(keys[0]);
    return { token: await this.tokens.issue(user.id), user: toUserModel(user) };
  }

  async logout(user: AuthUser): Promise<void> {
    await this.tokens.revoke(user.jti, user.exp);
  }
}
